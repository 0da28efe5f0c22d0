import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, MONITOR_USER_AGENT } from './fetch-page';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

const PAGE = '<html><body><nav>Menu</nav><h1>Food trucks</h1><p>The annual fee is $100.</p></body></html>';
const ETAG = '"v1"';
const LAST_MODIFIED = 'Wed, 01 Jan 2025 00:00:00 GMT';

let server: http.Server;
let origin: string;
const received: { path: string; headers: IncomingHttpHeaders }[] = [];

function route(request: http.IncomingMessage, response: http.ServerResponse) {
  const path = request.url ?? '/';
  const html = { 'content-type': 'text/html; charset=utf-8' };
  const hop = /^\/hop\/(\d+)$/.exec(path);
  if (path === '/robots.txt') {
    // Our group allows all but /private; everyone else is kept out, so the group must be matched by name.
    response.writeHead(200, { 'content-type': 'text/plain' });
    return response.end('User-agent: PermitPilot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n');
  }
  if (path === '/page') {
    if (request.headers['if-none-match'] === ETAG) return response.writeHead(304).end();
    return response.writeHead(200, { ...html, etag: ETAG }).end(PAGE);
  }
  if (path === '/dated') {
    if (request.headers['if-modified-since'] === LAST_MODIFIED) return response.writeHead(304).end();
    return response.writeHead(200, { ...html, 'last-modified': LAST_MODIFIED }).end(PAGE);
  }
  if (hop)
    return response
      .writeHead(302, { location: hop[1] === '0' ? '/page' : `/hop/${Number(hop[1]) - 1}` })
      .end();
  if (path === '/loop') return response.writeHead(301, { location: '/loop' }).end();
  if (path === '/to-ftp') return response.writeHead(302, { location: 'ftp://127.0.0.1/file' }).end();
  if (path === '/to-private') return response.writeHead(302, { location: '/private/page' }).end();
  if (path === '/private/page') return response.writeHead(200, html).end(PAGE);
  if (path === '/pdf')
    return response.writeHead(200, { 'content-type': 'application/pdf' }).end(ONE_PAGE_PDF);
  if (path === '/plain') return response.writeHead(200, { 'content-type': 'text/plain' }).end('Fee: $100\n');
  if (path === '/gzip') {
    return response.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(gzipSync(PAGE));
  }
  if (path === '/big') {
    // No Content-Length: the cap must hold while streaming.
    response.writeHead(200, html);
    for (let chunk = 0; chunk < 10; chunk += 1) response.write(`<p>${'x'.repeat(1_000)}</p>`);
    return response.end();
  }
  if (path === '/hang') return; // never answers
  if (path.startsWith('/stall')) {
    // The start of a page, then nothing. /stall/chunked says where its body ends; /stall/close is an older
    // server's page, which ends when the connection closes: only the timeout's closing ends it here.
    if (path === '/stall/close') response.useChunkedEncodingByDefault = false;
    const gzip = path === '/stall/gzip';
    response.writeHead(200, gzip ? { ...html, 'content-encoding': 'gzip' } : html);
    const whole = gzip ? gzipSync(PAGE) : Buffer.from(PAGE);
    return void response.write(whole.subarray(0, whole.length - 20));
  }
  if (path.startsWith('/cut')) {
    // Part of the page, then the connection is reset: short of the announced length, or (/cut/close) of an
    // end that only a clean close would have marked.
    if (path === '/cut/close') response.useChunkedEncodingByDefault = false;
    else response.setHeader('content-length', PAGE.length + 100);
    response.writeHead(200, html);
    // Reset once the part was sent, not with it: a reset discards what the client has not read yet.
    return void response.write(PAGE, () => setTimeout(() => response.socket?.resetAndDestroy(), 20));
  }
  if (path === '/error') return response.writeHead(500, html).end('Server error');
  response.writeHead(404, html).end('Not found');
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received.push({ path: request.url ?? '/', headers: request.headers });
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local = { allowPrivateNetwork: true };

describe('fetchPage', () => {
  it('extracts the page text, names the product in the User-Agent, and answers unchanged to a matching ETag', async () => {
    const first = await fetchPage(`${origin}/page`, local);
    expect(first).toEqual({
      kind: 'page',
      text: 'Food trucks\n\nThe annual fee is $100.',
      etag: ETAG,
      lastModified: null,
      finalUrl: `${origin}/page`,
    });
    expect(received.at(-1)?.headers['user-agent']).toBe(MONITOR_USER_AGENT);
    expect(await fetchPage(`${origin}/page`, { ...local, etag: ETAG })).toEqual({ kind: 'unchanged' });
    expect(received.at(-1)?.headers['if-none-match']).toBe(ETAG);
  });

  it('sends Last-Modified back as If-Modified-Since', async () => {
    const first = await fetchPage(`${origin}/dated`, local);
    expect(first).toMatchObject({ kind: 'page', lastModified: LAST_MODIFIED, etag: null });
    expect(await fetchPage(`${origin}/dated`, { ...local, lastModified: LAST_MODIFIED })).toEqual({
      kind: 'unchanged',
    });
  });

  it('follows a chain of redirects, and gives up after maxRedirects', async () => {
    expect(await fetchPage(`${origin}/hop/3`, local)).toMatchObject({
      kind: 'page',
      finalUrl: `${origin}/page`,
    });
    // /hop/3 → /hop/2 → /hop/1 → /hop/0 → /page: four redirects.
    expect(await fetchPage(`${origin}/hop/3`, { ...local, maxRedirects: 4 })).toMatchObject({
      kind: 'page',
    });
    expect(await fetchPage(`${origin}/hop/3`, { ...local, maxRedirects: 3 })).toMatchObject({
      kind: 'failed',
      reason: 'too-many-redirects',
    });
    expect(await fetchPage(`${origin}/loop`, local)).toMatchObject({
      kind: 'failed',
      reason: 'too-many-redirects',
    });
  });

  it('reads gzip-compressed pages and plain text', async () => {
    expect(await fetchPage(`${origin}/gzip`, local)).toMatchObject({
      kind: 'page',
      text: 'Food trucks\n\nThe annual fee is $100.',
    });
    expect(await fetchPage(`${origin}/plain`, local)).toMatchObject({ kind: 'page', text: 'Fee: $100\n' });
  });

  it('records answers that are not pages instead of throwing', async () => {
    expect(await fetchPage(`${origin}/pdf`, local)).toMatchObject({ kind: 'failed', reason: 'not-html' });
    expect(await fetchPage(`${origin}/big`, { ...local, maxBytes: 2_000 })).toMatchObject({
      kind: 'failed',
      reason: 'too-large',
    });
    expect(await fetchPage(`${origin}/big`, local)).toMatchObject({ kind: 'page' });
    expect(await fetchPage(`${origin}/error`, local)).toMatchObject({
      kind: 'failed',
      reason: 'http-error',
      detail: expect.stringContaining('500'),
    });
  });

  it('reads only the region it is given, and records a page without it as a failure, never as its whole text', async () => {
    const region = (regions: string[]) => ({ ...local, reading: { regions, ignore: [] } });
    expect(await fetchPage(`${origin}/page`, region(['h1']))).toMatchObject({
      kind: 'page',
      text: 'Food trucks',
    });
    for (const [path, regions, detail] of [
      ['/page', ['#fees'], `No text in #fees at ${origin}/page`],
      ['/plain', ['#fees'], 'is plain text'],
      ['/page', ['body p'], 'cannot be read'],
    ] as const)
      expect(await fetchPage(`${origin}${path}`, region([...regions]))).toEqual({
        kind: 'failed',
        reason: 'region-missing',
        detail: expect.stringContaining(detail),
      });
  });

  it('gives up on a server that never answers', async () => {
    const started = Date.now();
    expect(await fetchPage(`${origin}/hang`, { ...local, timeoutMs: 300 })).toMatchObject({
      kind: 'failed',
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each(['/stall/close', '/stall/chunked', '/stall/gzip'])(
    'fails a page the timeout cuts off (%s), never reading half of it as the page',
    async (path) => {
      expect(await fetchPage(`${origin}${path}`, { ...local, timeoutMs: 300 })).toMatchObject({
        kind: 'failed',
        reason: 'timeout',
      });
    },
  );

  it.each(['/cut/length', '/cut/close'])(
    'fails a page whose connection is reset before its end (%s)',
    async (path) => {
      expect(await fetchPage(`${origin}${path}`, local)).toMatchObject({ kind: 'failed', reason: 'network' });
    },
  );

  it('records a TLS failure', async () => {
    // A TLS handshake against a plain HTTP server fails before any page is read.
    const https = origin.replace('http:', 'https:');
    expect(await fetchPage(`${https}/page`, local)).toMatchObject({ kind: 'failed', reason: 'tls' });
  });

  it('honours robots.txt for our user agent, also after a redirect', async () => {
    expect(await fetchPage(`${origin}/private/page`, local)).toMatchObject({
      kind: 'failed',
      reason: 'robots',
    });
    expect(await fetchPage(`${origin}/to-private`, local)).toMatchObject({
      kind: 'failed',
      reason: 'robots',
    });
    expect(received.some((request) => request.path === '/private/page')).toBe(false);
    // Another robot is kept out of the whole site, so our group was the one applied.
    expect(await fetchPage(`${origin}/page`, { ...local, userAgent: 'OtherBot/1.0' })).toMatchObject({
      kind: 'failed',
      reason: 'robots',
    });
  });

  it('refuses private addresses when the private network is not allowed, before connecting', async () => {
    const before = received.length;
    const port = new URL(origin).port;
    for (const url of [
      `${origin}/page`,
      `http://localhost:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
      // IPv4-compatible: 127.0.0.1 in the last 32 bits, which a dual-stack host may still deliver there.
      `http://[::7f00:1]:${port}/page`,
    ]) {
      expect(await fetchPage(url, { allowPrivateNetwork: false })).toMatchObject({
        kind: 'failed',
        reason: 'blocked-address',
      });
    }
    expect(received.length).toBe(before);
  });

  it('refuses URLs that are not http or https, also as a redirect target', async () => {
    expect(await fetchPage('ftp://127.0.0.1/file', local)).toMatchObject({
      kind: 'failed',
      reason: 'invalid-url',
    });
    expect(await fetchPage('not a url', local)).toMatchObject({ kind: 'failed', reason: 'invalid-url' });
    expect(await fetchPage(`${origin}/to-ftp`, local)).toMatchObject({
      kind: 'failed',
      reason: 'invalid-url',
    });
  });
});
