import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

let server: ServerType;
let origin: string;
beforeAll(async () => {
  const app = new Hono();
  app.get('/direct', (c) => c.text(clientIp(c, false)));
  app.get('/behind-proxy', (c) => c.text(clientIp(c, true)));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const addressSeenAt = async (pathname: string, headers: Record<string, string> = {}) =>
  (await fetch(`${origin}${pathname}`, { headers })).text();

describe('the client address', () => {
  it("is the socket's peer, whatever X-Forwarded-For a client makes up, without TRUST_PROXY", async () => {
    expect(await addressSeenAt('/direct')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(await addressSeenAt('/direct', { 'x-forwarded-for': '203.0.113.9' })).toMatch(
      /^(::ffff:)?127\.0\.0\.1$/,
    );
  });

  it('is the first X-Forwarded-For address behind our proxy (TRUST_PROXY), else the peer', async () => {
    expect(await addressSeenAt('/behind-proxy', { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' })).toBe(
      '203.0.113.9',
    );
    expect(await addressSeenAt('/behind-proxy')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('is 127.0.0.1 for a request handed to the app without a socket (app.request in tests)', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIp(c, false)));
    expect(await (await app.request('/')).text()).toBe('127.0.0.1');
  });
});
