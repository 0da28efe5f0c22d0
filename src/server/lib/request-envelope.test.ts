import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWhenAccepted } from './compress-when-accepted';
import type { Logger } from './logger';
import { requestEnvelope } from './request-envelope';
import { securityHeaders } from './security';

const lines: Record<string, unknown>[] = [];
const logger = {
  info: (fields: Record<string, unknown>) => lines.push(fields),
  error: (fields: Record<string, unknown>) => lines.push(fields),
} as unknown as Logger;

/** The envelope as app.ts mounts it, before routes that answer in each way the app does. */
function envelopedApp() {
  const app = new Hono();
  app.use('*', requestEnvelope({ secure: securityHeaders({ isProduction: true }), logger }));
  app.use('*', compressWhenAccepted({ threshold: 1024 }));
  app.get('/plain', (c) => c.json({ ok: true }));
  app.get('/own-headers', (c) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.json({ ok: true });
  });
  // A Response built by hand, as better-auth and the static files answer.
  app.get('/response', () => new Response('made by hand', { headers: { 'Content-Type': 'text/plain' } }));
  app.get('/large', (c) => c.json({ text: 'x'.repeat(4096) }));
  app.get('/fails', () => {
    throw new Error('broken');
  });
  app.onError((_error, c) => c.json({ error: { code: 'INTERNAL' } }, 500));
  return app;
}

let server: ServerType;
let origin: string;
const app = envelopedApp();
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const UNCOMPARED = [
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
];

/** An answer's headers without those of the connection, the body's length and the request id. */
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !UNCOMPARED.includes(name)));

/** The status and headers the Node server answers, asked with node:http, which sends only the headers given. */
const served = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (response) => {
      response.resume();
      const kept = Object.entries(response.headers).filter(([name]) => !UNCOMPARED.includes(name));
      resolve({ status: response.statusCode!, headers: Object.fromEntries(kept) as Record<string, string> });
    }).on('error', reject);
  });

describe('the request envelope', () => {
  it.each([
    ...['/plain', '/own-headers', '/response', '/fails', '/large'].map((path) => [path, {}]),
    ...['/plain', '/response', '/large'].map((path) => [path, { 'accept-encoding': 'gzip, deflate' }]),
  ] as [string, Record<string, string>][])(
    'gives %s (asked with %o) the same headers on the Node server as through app.request',
    async (path, headers) => {
      const answer = await served(path, headers);
      const requested = await app.request(path, { headers });
      expect(answer.status).toBe(requested.status);
      expect(answer.headers).toEqual(headersOf(requested));
      expect(answer.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
      });
    },
  );

  it("keeps a handler's own header over the security header of the same name", async () => {
    const { headers } = await served('/own-headers', {});
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends back an acceptable request id, makes one up otherwise, and logs it', async () => {
    lines.length = 0;
    const kept = await fetch(`${origin}/plain`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    const replaced = await fetch(`${origin}/plain`, { headers: { 'X-Request-Id': 'not acceptable!' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'trace-42', method: 'GET', path: '/plain', status: 200 }),
      expect.objectContaining({ requestId: replaced.headers.get('x-request-id'), status: 200 }),
    ]);
  });

  it('compresses a large answer for a client that accepts it, with one Vary', async () => {
    const answer = await fetch(`${origin}/large`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect((await answer.json()) as { text: string }).toEqual({ text: 'x'.repeat(4096) });
  });
});
