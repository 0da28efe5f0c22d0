import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import robotsParser from 'robots-parser';
import { extractText } from './page-text';
import { assertPublicLiteral, NotPublicAddressError, publicOnlyLookup } from './public-address';

export type FetchFailureReason =
  | 'blocked-address'
  | 'robots'
  | 'not-html'
  | 'too-large'
  | 'timeout'
  | 'tls'
  | 'http-error'
  | 'network'
  | 'too-many-redirects'
  | 'invalid-url';

export type FetchOutcome =
  | { kind: 'unchanged' }
  | { kind: 'page'; text: string; etag: string | null; lastModified: string | null; finalUrl: string }
  | { kind: 'failed'; reason: FetchFailureReason; detail: string };

export interface FetchPageOptions {
  /** Validators from the previous fetch, sent back as If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  /** MONITOR_ALLOW_PRIVATE_NETWORK: false in production, so a source URL cannot reach our own network. */
  allowPrivateNetwork: boolean;
  userAgent?: string;
  /** For each request (every redirect and robots.txt), from sending it to the last byte of its body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const MONITOR_USER_AGENT = 'PermitPilot requirement monitor (+https://permitpilot.app/bot)';
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);
// The encodings we offer in Accept-Encoding.
const DECODERS: Record<string, () => Transform> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};
const ROBOTS_MAX_BYTES = 500 * 1024;
const ROBOTS_CACHE_MS = 24 * 60 * 60 * 1000;
const ROBOTS_CACHE_ORIGINS = 1_000;

class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    detail: string,
  ) {
    super(detail);
  }
}

function parseTarget(url: string, base?: URL): URL {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    throw new FetchFailure('invalid-url', `Not a URL: ${url}`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FetchFailure('invalid-url', `Only http and https are fetched: ${target.href}`);
  }
  return target;
}

function send(target: URL, headers: Record<string, string>, options: GetOptions, signal: AbortSignal) {
  // An address literal never reaches the lookup, so it is checked here.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateNetwork && isIP(host)) assertPublicLiteral(host);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(target, {
      headers,
      signal,
      agent: false,
      ...(options.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('response', (response) => {
      // A page that ends when the connection closes (no length, not chunked) would otherwise end quietly when
      // the timeout or a reset closes it, and half a page would be read as the whole: the error ends the body.
      request.on('error', (error) => response.destroy(error));
      resolve(response);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body, decompressed, as a string; refused beyond maxBytes (counted after decompression). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new FetchFailure('too-large', `${declared} bytes declared, at most ${maxBytes} read`);
  }
  const encoding = response.headers['content-encoding']?.trim().toLowerCase() || 'identity';
  const decoder = DECODERS[encoding];
  if (encoding !== 'identity' && !decoder) {
    response.destroy();
    throw new FetchFailure('network', `Unsupported content encoding: ${encoding}`);
  }
  const body: Readable = decoder ? pipeline(response, decoder(), () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchFailure('too-large', `More than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  const charset = /charset="?([\w-]+)/i.exec(response.headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(Buffer.concat(chunks));
  } catch {
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
  }
}

interface GetOptions extends Required<Omit<FetchPageOptions, 'etag' | 'lastModified'>> {
  etag: string | null;
  lastModified: string | null;
  /** Checked before every hop, so a redirect cannot lead into a disallowed path. */
  robots: boolean;
}

type Answer =
  | { kind: 'unchanged' }
  | { kind: 'body'; body: string; contentType: string; etag: string | null; lastModified: string | null };

/** One request and its answer, within timeoutMs from the first byte sent to the last byte read. */
async function getOnce(target: URL, headers: Record<string, string>, options: GetOptions) {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await send(target, headers, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && status !== 304 && location) {
      response.resume();
      return { kind: 'redirect' as const, location };
    }
    if (status === 304) {
      response.resume();
      return { kind: 'unchanged' as const };
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FetchFailure('http-error', `HTTP ${status} from ${target.href}`);
    }
    const contentType = response.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!PAGE_TYPES.has(contentType)) {
      response.destroy();
      throw new FetchFailure('not-html', `Content type ${contentType || 'missing'} at ${target.href}`);
    }
    return {
      kind: 'body' as const,
      body: await readBody(response, options.maxBytes),
      contentType,
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
    };
  } catch (error) {
    if (signal.aborted && !(error instanceof FetchFailure)) {
      throw new FetchFailure(
        'timeout',
        `No complete answer from ${target.href} within ${options.timeoutMs} ms`,
      );
    }
    throw error;
  }
}

/** GET with redirects followed by hand: every hop goes through the same checks as the first request. */
async function guardedGet(url: string, options: GetOptions): Promise<Answer & { finalUrl: string }> {
  const headers: Record<string, string> = {
    'user-agent': options.userAgent,
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  let target = parseTarget(url);
  for (let redirects = 0; ; redirects += 1) {
    if (options.robots && !(await robotsAllow(target, options))) {
      throw new FetchFailure('robots', `robots.txt disallows ${target.href}`);
    }
    const answer = await getOnce(target, headers, options);
    if (answer.kind !== 'redirect') return { ...answer, finalUrl: target.href };
    if (redirects >= options.maxRedirects) {
      throw new FetchFailure('too-many-redirects', `More than ${options.maxRedirects} redirects from ${url}`);
    }
    target = parseTarget(answer.location, target);
  }
}

type Robots = ReturnType<typeof robotsParser>;
const robotsCache = new Map<string, { robots: Robots | null; expiresAt: number }>();

/**
 * Whether robots.txt of the target's origin lets us fetch it. A missing or failing robots.txt allows everything;
 * an answer (even an error status) is kept a day, a timeout or network failure is tried again next time.
 */
async function robotsAllow(target: URL, options: GetOptions): Promise<boolean> {
  const cached = robotsCache.get(target.origin);
  let robots = cached && cached.expiresAt > Date.now() ? cached.robots : undefined;
  if (robots === undefined) {
    const robotsUrl = `${target.origin}/robots.txt`;
    const answer = await tryGet(robotsUrl, {
      ...options,
      etag: null,
      lastModified: null,
      maxBytes: ROBOTS_MAX_BYTES,
      robots: false,
    });
    robots = answer.kind === 'body' ? robotsParser(robotsUrl, answer.body) : null;
    if (answer.kind === 'body' || (answer.kind === 'failed' && answer.reason === 'http-error')) {
      robotsCache.delete(target.origin);
      if (robotsCache.size >= ROBOTS_CACHE_ORIGINS) robotsCache.delete(robotsCache.keys().next().value ?? '');
      robotsCache.set(target.origin, { robots, expiresAt: Date.now() + ROBOTS_CACHE_MS });
    }
  }
  // robots.txt groups are named by the product token ('PermitPilot'), not the whole User-Agent.
  const token = options.userAgent.split(/[\s/]/)[0] ?? '*';
  return robots?.isAllowed(target.href, token) !== false;
}

async function tryGet(url: string, options: GetOptions) {
  try {
    return await guardedGet(url, options);
  } catch (error) {
    return { kind: 'failed' as const, ...describeFailure(error) };
  }
}

// Certificate failures carry OpenSSL's codes; a broken handshake surfaces as EPROTO.
const TLS_ERROR =
  /^(?:ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

function describeFailure(error: unknown): { reason: FetchFailureReason; detail: string } {
  if (error instanceof FetchFailure) return { reason: error.reason, detail: error.message };
  if (error instanceof NotPublicAddressError) return { reason: 'blocked-address', detail: error.message };
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return { reason: 'network', detail: message };
  return { reason: TLS_ERROR.test(code) ? 'tls' : 'network', detail: `${code}: ${message}` };
}

/**
 * Fetches one source page politely (research notes, 'Requirement monitor': conditional GET, then extract,
 * normalise, hash). Never throws: every failure comes back as an outcome to record against the source.
 */
export async function fetchPage(url: string, options: FetchPageOptions): Promise<FetchOutcome> {
  const outcome = await tryGet(url, {
    etag: options.etag ?? null,
    lastModified: options.lastModified ?? null,
    allowPrivateNetwork: options.allowPrivateNetwork,
    userAgent: options.userAgent ?? MONITOR_USER_AGENT,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    robots: true,
  });
  if (outcome.kind === 'failed') return outcome;
  if (outcome.kind === 'unchanged') return { kind: 'unchanged' };
  const { body, contentType, etag, lastModified, finalUrl } = outcome;
  return {
    kind: 'page',
    text: contentType === 'text/plain' ? body : extractText(body),
    etag,
    lastModified,
    finalUrl,
  };
}
