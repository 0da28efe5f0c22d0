import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { describeFailure, FetchFailure, type FetchFailureReason } from './fetch-failure';
import { extractText, WHOLE_PAGE, type PageReading } from './page-text';
import { assertPublicLiteral, publicOnlyLookup } from './public-address';
import { ACCEPT_ENCODING, readBody } from './read-body';
import { ROBOTS_MAX_BYTES, robotsAllow } from './robots';

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
  /** The part of the page to read: the page's reading when the catalog gives its watched page a region. */
  reading?: PageReading;
}

export const MONITOR_USER_AGENT = 'PermitPilot requirement monitor (+https://permitpilot.app/bot)';
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);

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

interface GetOptions extends Required<Omit<FetchPageOptions, 'etag' | 'lastModified' | 'reading'>> {
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
    'accept-encoding': ACCEPT_ENCODING,
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  let target = parseTarget(url);
  for (let redirects = 0; ; redirects += 1) {
    if (
      options.robots &&
      !(await robotsAllow(target, options.userAgent, (robotsUrl) => getRobotsTxt(robotsUrl, options)))
    ) {
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

const getRobotsTxt = (url: string, options: GetOptions) =>
  tryGet(url, { ...options, etag: null, lastModified: null, maxBytes: ROBOTS_MAX_BYTES, robots: false });

async function tryGet(url: string, options: GetOptions) {
  try {
    return await guardedGet(url, options);
  } catch (error) {
    return { kind: 'failed' as const, ...describeFailure(error) };
  }
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
  const reading = options.reading ?? WHOLE_PAGE;
  const regionMissing = (detail: string) => ({
    kind: 'failed' as const,
    reason: 'region-missing' as const,
    detail,
  });
  // A plain text page has no parts to select: a region asked of it is as missing as one the HTML lacks.
  if (contentType === 'text/plain')
    return reading.regions.length > 0
      ? regionMissing(`${finalUrl} is plain text, without ${reading.regions.join(', ')}`)
      : { kind: 'page', text: body, etag, lastModified, finalUrl };
  let text: string | null;
  try {
    text = extractText(body, reading);
  } catch (error) {
    // The catalog's selector is one html-to-text cannot read: the part is not found, and the operator is told why.
    return regionMissing(`The selectors of ${finalUrl} cannot be read: ${(error as Error).message}`);
  }
  if (text === null) return regionMissing(`No text in ${reading.regions.join(', ')} at ${finalUrl}`);
  return { kind: 'page', text, etag, lastModified, finalUrl };
}
