import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseConnection } from '@server/db/client';
import { connectPglite } from '@server/db/pglite';
import { migrateDatabase } from '@server/db/migrate';
import { createSubscription, createUser } from '../support/factories';
import { signInToServer, startServer } from '../support/server-process';
import { adminUrl } from '../support/test-database-paths';
import { onPostgres } from '../support/skips';

/**
 * The resilience suite (docs/product/engineering.md#suites): a server killed with SIGKILL while it creates
 * permits loses none that it acknowledged and keeps nothing half-written; two instances on one PostgreSQL
 * serve one owner alike.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A confirmed Pro owner (no permit limit), seeded before the server starts. */
async function seedOwner(connection: DatabaseConnection) {
  await migrateDatabase(connection);
  const owner = await createUser(connection.db);
  await createSubscription(connection.db, owner.id, 'pro');
  await connection.close();
  return owner;
}

async function listPermits(url: string, cookie: string) {
  const response = await fetch(`${url}/api/permits`, { headers: { cookie } });
  return (
    (await response.json()) as {
      permits: { id: string; name: string; renewalDate: string | null; cost: number | null }[];
    }
  ).permits;
}

async function killWhileCreating(env: Record<string, string>, owner: { email: string; password: string }) {
  const server = await startServer(env);
  const cookie = await signInToServer(server.url, owner);
  const acknowledged: string[] = [];
  const requests = Array.from({ length: 150 }, (_, index) =>
    fetch(`${server.url}/api/permits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({
        name: `Permit ${index}`,
        renewalDate: '2027-06-01',
        cost: index,
        notes: 'x'.repeat(2000),
      }),
    })
      .then(async (response) => {
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      })
      .catch(() => {}),
  );
  // Kill as soon as some creates are acknowledged, while others are still in flight.
  while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
  await server.kill();
  await Promise.all(requests);
  expect(acknowledged.length).toBeLessThan(150);

  const restarted = await startServer(env);
  cleanups.push(() => void restarted.stop());
  const permits = await listPermits(restarted.url, await signInToServer(restarted.url, owner));
  const stored = new Set(permits.map((permit) => permit.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  for (const permit of permits) {
    expect(permit.name).toMatch(/^Permit \d+$/);
    expect(permit.renewalDate).toBe('2027-06-01');
    expect(permit.cost).toBe(Number(permit.name.split(' ')[1]));
  }
}

async function freshPostgres() {
  const name = `permitpilot_resilience_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('resilience', () => {
  it(
    'keeps every acknowledged permit, and nothing half-written, after SIGKILL on PGlite',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-kill-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const owner = await seedOwner(connectPglite(await PGlite.create(path.join(dataDir, 'pglite'))));
      await killWhileCreating({ DATA_DIR: dataDir }, owner);
    },
  );

  it.runIf(onPostgres('permits kept after SIGKILL on PostgreSQL'))(
    'keeps every acknowledged permit, and nothing half-written, after SIGKILL on PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const url = await freshPostgres();
      const owner = await seedOwner(connectPostgres(url, { max: 2 }));
      await killWhileCreating({ DATABASE_URL: url }, owner);
    },
  );

  it.runIf(onPostgres('one owner served by two instances on one PostgreSQL'))(
    'serves one owner consistently from two instances on one PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const url = await freshPostgres();
      const owner = await seedOwner(connectPostgres(url, { max: 2 }));
      const [one, two] = await Promise.all([
        startServer({ DATABASE_URL: url }),
        startServer({ DATABASE_URL: url }),
      ]);
      cleanups.push(
        () => void one.stop(),
        () => void two.stop(),
      );
      // A session made on one instance works on the other.
      const cookie = await signInToServer(one.url, owner);
      const created = await fetch(`${one.url}/api/permits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: one.url, cookie },
        body: JSON.stringify({ name: 'Health Permit', renewalDate: '2027-06-01' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await listPermits(two.url, cookie)).map((permit) => permit.id)).toEqual([id]);
      const renamed = await fetch(`${two.url}/api/permits/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: two.url, cookie },
        body: JSON.stringify({ name: 'Health Permit 2027', renewalDate: '2027-06-01' }),
      });
      expect(renamed.status).toBe(200);
      expect((await listPermits(one.url, cookie)).map((permit) => permit.name)).toEqual([
        'Health Permit 2027',
      ]);
    },
  );
});
