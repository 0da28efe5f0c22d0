import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentHostWarning } from '../bootstrap';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

/**
 * The dev outbox holds every sign-in and password-reset link, so outside production it answers only the
 * machine the server runs on (docs/product/engineering.md#contracts), by the socket's peer address, unless
 * DEV_OUTBOX_PUBLIC=true. Other machines get the 404 of a path that does not exist. Already covered
 * elsewhere: in production it does not exist at all (app.test.ts).
 */
const REMOTE_PEERS = ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1'];

let clientDir: string;
let t: TestApp;
let publicOutbox: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
/** The outbox's paths that answer 200 on this machine: the list, and an attachment of a message in it. */
let outboxPaths: string[];
let publicOutboxPaths: string[];

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-outbox-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>PermitPilot</title>');
  t = await createTestApp({ env: { NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir } });
  publicOutbox = await createTestApp({
    env: { NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir, DEV_OUTBOX_PUBLIC: 'true' },
  });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  outboxPaths = ['/api/dev/outbox', await attachmentPathOf(t)];
  publicOutboxPaths = ['/api/dev/outbox', await attachmentPathOf(publicOutbox)];
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
  await publicOutbox?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A request as the Node server hands it to the app when it arrived over a socket from `peer`. */
function requestFrom(app: TestApp, peer: string, pathname: string, headers: Record<string, string> = {}) {
  return app.app.request(pathname, { headers }, { incoming: { socket: { remoteAddress: peer } } });
}

/** Sends an e-mail with a PDF attached through the app's outbox mailer, and answers the attachment's path. */
async function attachmentPathOf(app: TestApp) {
  const to = 'organiser@street-food-fair.example';
  await app.mailer.send({
    to,
    subject: 'Compliance packet',
    text: 'Attached.',
    html: '<p>Attached.</p>',
    attachments: [
      { fileName: 'packet.pdf', contentType: 'application/pdf', content: Buffer.from(ONE_PAGE_PDF) },
    ],
  });
  const { messages } = (await (await app.request(`/api/dev/outbox?to=${to}`)).json()) as {
    messages: { attachments: { url: string }[] }[];
  };
  return messages[0]!.attachments[0]!.url;
}

async function expectUnknownApiPath(response: Response, label: string) {
  expect(response.status, label).toBe(404);
  const unknown = await t.app.request('/api/no-such-endpoint');
  expect(await response.json(), label).toEqual(await unknown.json());
}

describe('/api/dev/outbox and its attachments', () => {
  it('answers requests from this machine', async () => {
    for (const pathname of outboxPaths) {
      for (const peer of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
        expect((await requestFrom(t, peer, pathname)).status, `${pathname} from ${peer}`).toBe(200);
      }
      // Over a real socket to 127.0.0.1, as the browser tests and e2e helpers read it.
      expect((await fetch(`http://127.0.0.1:${port}${pathname}`)).status, pathname).toBe(200);
      // In-process tests hand requests to the app without a socket: they count as this machine.
      expect((await t.app.request(pathname)).status, pathname).toBe(200);
    }
    const overSocket = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
    expect(await overSocket.json()).toHaveProperty('messages');
  });

  it('does not exist for other machines', async () => {
    const more = [
      '/api/dev/outbox?to=owner@example.com',
      // Refused before the address is read: not the 400 that would show the route exists.
      '/api/dev/outbox/not-a-uuid/attachments/0',
      '/api/dev/outbox/00000000-0000-4000-8000-000000000000/attachments/0',
    ];
    for (const peer of REMOTE_PEERS) {
      for (const pathname of [...outboxPaths, ...more]) {
        await expectUnknownApiPath(await requestFrom(t, peer, pathname), `${pathname} from ${peer}`);
      }
    }
  });

  it('trusts no header claiming this machine, and refuses what a proxy on this machine passes on', async () => {
    const claims: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of claims) {
      for (const pathname of outboxPaths) {
        await expectUnknownApiPath(await requestFrom(t, '203.0.113.7', pathname, headers), 'remote');
      }
    }
    const passedOn: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of passedOn) {
      for (const pathname of outboxPaths) {
        await expectUnknownApiPath(await requestFrom(t, '127.0.0.1', pathname, headers), 'proxied');
      }
    }
    for (const pathname of outboxPaths) {
      const proxied = await fetch(`http://127.0.0.1:${port}${pathname}`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.status, pathname).toBe(404);
    }
  });

  it('answers every machine with DEV_OUTBOX_PUBLIC=true', async () => {
    for (const pathname of publicOutboxPaths) {
      for (const peer of REMOTE_PEERS) {
        expect((await requestFrom(publicOutbox, peer, pathname)).status, `${pathname} from ${peer}`).toBe(
          200,
        );
      }
    }
  });
});

describe('the /dev/outbox page', () => {
  it('is a page for this machine and an unknown path for others', async () => {
    expect((await requestFrom(t, '127.0.0.1', '/dev/outbox')).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
    for (const peer of REMOTE_PEERS) {
      expect((await requestFrom(t, peer, '/dev/outbox')).status, peer).toBe(404);
      expect((await requestFrom(publicOutbox, peer, '/dev/outbox')).status, peer).toBe(200);
    }
  });
});

describe('the start-up warning', () => {
  it('names NODE_ENV=production when development listens on more than this machine', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'permitpilot.example']) {
      const warning = developmentHostWarning({ NODE_ENV: 'development', HOST });
      expect(warning, HOST).toContain('NODE_ENV=production');
      expect(warning, HOST).toContain(HOST);
    }
  });

  it('stays quiet on this machine only, and in production', () => {
    for (const HOST of ['localhost', 'app.localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(developmentHostWarning({ NODE_ENV: 'development', HOST }), HOST).toBeUndefined();
    }
    expect(developmentHostWarning({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toBeUndefined();
  });
});
