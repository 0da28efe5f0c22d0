import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseConnection } from '@server/db/client';
import { connectPglite } from '@server/db/pglite';
import { migrateDatabase } from '@server/db/migrate';
import { alertSettings } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/client';
import { addDaysTo, calendarDateIn } from '@shared/domain/calendar-dates';
import { createPermit, createUser } from '../support/factories';
import { startServer, type ServerProcess } from '../support/server-process';
import { adminUrl } from '../support/test-database-paths';
import { onPostgres } from '../support/skips';

const OWNERS = 40;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Owners whose reminders go out at any hour, each with one permit due in 5 days. */
async function seedOwners(connection: DatabaseConnection) {
  const today = calendarDateIn('UTC', new Date());
  const emails: string[] = [];
  for (let index = 0; index < OWNERS; index++) {
    const owner = await createUser(connection.db, { email: `sweep-${index}-${Date.now()}@example.com` });
    await connection.db
      .insert(alertSettings)
      .values({ memberId: owner.memberId, sendHour: 0, timeZone: 'UTC' });
    await createPermit(connection.db, owner.id, {
      name: `Health Permit ${index}`,
      renewalDate: addDaysTo(today, 5),
    });
    emails.push(owner.email);
  }
  return emails;
}

async function messagesPerOwner(server: ServerProcess, emails: string[]) {
  const { messages } = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    messages: { to: string }[];
  };
  return emails.map((email) => messages.filter((message) => message.to === email).length);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Once the servers have stopped: no delivery is still pending, so nothing more can be sent (a job the killed
 * process had claimed comes back when it expires and finds its delivery sent), and each owner received
 * exactly one e-mail.
 */
async function expectSettledWithOneEach(connection: DatabaseConnection, emails: string[]) {
  const [pending] = rowsOf<{ count: number }>(
    await connection.db.execute(
      sql`select count(*)::int as count from reminder_deliveries where state = 'pending'`,
    ),
  );
  expect(pending).toEqual({ count: 0 });
  const sent = rowsOf<{ to: string; count: number }>(
    await connection.db.execute(sql`select "to", count(*)::int as count from outbox_messages group by "to"`),
  );
  const perOwner = new Map(sent.map((row) => [row.to, row.count]));
  expect(emails.map((email) => perOwner.get(email) ?? 0)).toEqual(emails.map(() => 1));
}

/**
 * Starts a server, kills it with SIGKILL as soon as the first reminders arrive, restarts it until every owner
 * has theirs, stops it, and checks the database.
 */
async function killMidSendAndRestart(
  env: Record<string, string>,
  emails: string[],
  open: () => Promise<DatabaseConnection>,
) {
  const first = await startServer(env);
  let atTheKill: number[] = [];
  await waitFor(
    async () => (atTheKill = await messagesPerOwner(first, emails)).some((count) => count > 0),
    30_000,
  );
  await first.kill();

  const second = await startServer(env);
  cleanups.push(() => void second.stop());
  let afterRestart: number[] = [];
  await waitFor(
    async () => (afterRestart = await messagesPerOwner(second, emails)).every((count) => count > 0),
    60_000,
  ).catch((error: unknown) => {
    throw new Error(
      `${String(error)}; per owner at the kill ${atTheKill.join('')}, after the restart ${afterRestart.join('')}\n${second.output()}`,
    );
  });
  expect(await second.stop()).toBe(0);
  const connection = await open();
  try {
    await expectSettledWithOneEach(connection, emails);
  } finally {
    await connection.close();
  }
}

/** A new, migrated PostgreSQL database with the seeded owners, dropped after the file. */
async function seededPostgres() {
  const name = `permitpilot_processes_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${name}`;
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const connection = connectPostgres(databaseUrl.toString(), { max: 2 });
  await migrateDatabase(connection);
  const emails = await seedOwners(connection);
  await connection.close();
  return { url: databaseUrl.toString(), emails };
}

describe('reminders across process deaths and instances', () => {
  it(
    'sends each reminder once when the server is killed with SIGKILL in the middle of sending',
    { timeout: 150_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-sweep-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const seedConnection = connectPglite(await PGlite.create(path.join(dataDir, 'pglite')));
      await migrateDatabase(seedConnection);
      const emails = await seedOwners(seedConnection);
      await seedConnection.close();

      await killMidSendAndRestart({ DATA_DIR: dataDir, REMINDER_SWEEP_SECONDS: '5' }, emails, async () =>
        connectPglite(await PGlite.create(path.join(dataDir, 'pglite'))),
      );
    },
  );

  it.runIf(onPostgres('reminders after SIGKILL on PostgreSQL'))(
    'sends each reminder once when a server on PostgreSQL is killed with SIGKILL in the middle of sending',
    { timeout: 150_000 },
    async () => {
      const { url, emails } = await seededPostgres();
      await killMidSendAndRestart({ DATABASE_URL: url, REMINDER_SWEEP_SECONDS: '5' }, emails, async () =>
        connectPostgres(url, { max: 1 }),
      );
    },
  );

  it.runIf(onPostgres('reminders from two server processes on one PostgreSQL'))(
    'sends each reminder once with two server processes on one PostgreSQL',
    { timeout: 150_000 },
    async () => {
      const { url, emails } = await seededPostgres();
      const env = { DATABASE_URL: url, REMINDER_SWEEP_SECONDS: '5' };
      const [one, two] = await Promise.all([startServer(env), startServer(env)]);
      cleanups.push(
        () => void one.stop(),
        () => void two.stop(),
      );
      await waitFor(async () => (await messagesPerOwner(one, emails)).every((count) => count > 0), 60_000);
      // Both processes swept at start-up and sweep again every 5 s; once they stop, nothing may be left to send.
      expect(await Promise.all([one.stop(), two.stop()])).toEqual([0, 0]);
      const connection = connectPostgres(url, { max: 1 });
      try {
        await expectSettledWithOneEach(connection, emails);
      } finally {
        await connection.close();
      }
    },
  );
});
