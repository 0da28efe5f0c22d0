import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscription, createUser } from '@tests/support/factories';
import { startServer, type ServerProcess } from '@tests/support/server-process';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';

// Only in the PostgreSQL suite (vitest.config.ts): two server processes, as two instances behind a load
// balancer, share one database and so every limit in it (README 'Operating it', docs/decisions/0011).
const SIGN_IN_LIMIT = 3;

let database: TestDatabase;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = (dataDir: string) => ({
    DATABASE_URL: database.url!,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'rate-limit-test-secret-that-is-long-enough',
    // The client address comes from X-Forwarded-For, so that each test below is its own client.
    TRUST_PROXY: 'true',
    SIGN_IN_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
    MAIL_TRANSPORT: 'outbox',
    SMS_TRANSPORT: 'outbox',
    BILLING_PROVIDER: 'local',
  });
  for (let index = 0; index < 2; index += 1)
    dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-rate-limits-')));
  servers = await Promise.all(dataDirs.map((dataDir) => startServer(env(dataDir))));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A POST to the nth instance from the client at `address`, as a browser on the app's origin sends it. */
function post(n: number, pathname: string, options: { address: string; json?: unknown; cookie?: string }) {
  const server = servers[n % servers.length]!;
  const headers: Record<string, string> = { origin: server.url, 'x-forwarded-for': options.address };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
}

const codeOf = async (response: Response) =>
  ((await response.json()) as { error?: { code: string } }).error?.code;

describe('two instances on one PostgreSQL share every limit', () => {
  it("better-auth's sign-in limit, whichever instance a guess reaches", async () => {
    const owner = await createUser(database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt += 1) {
      const response = await post(attempt, '/api/auth/sign-in/email', {
        address: '203.0.113.10',
        json: { email: owner.email, password: `guess-${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client is not held back by that one.
    const other = await post(1, '/api/auth/sign-in/email', {
      address: '203.0.113.11',
      json: { email: owner.email, password: owner.password },
    });
    expect(other.status).toBe(200);
  });

  it('the 5 test texts an owner may send an hour, signed in on one instance', async () => {
    const owner = await createUser(database.db);
    await createSubscription(database.db, owner.id, 'pro');
    const signIn = await post(0, '/api/auth/sign-in/email', {
      address: '203.0.113.20',
      json: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const testText = (n: number) =>
      post(n, '/api/alerts/test-sms', {
        address: '203.0.113.20',
        cookie,
        json: { phoneNumber: '5105550160' },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await testText(attempt)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await testText(5);
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
    expect((await testText(6)).status).toBe(429);
  });

  it('the 5 test e-mails a client may send an hour, even when its requests arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => post(n, '/api/email-test', { address: '203.0.113.30' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });
});
