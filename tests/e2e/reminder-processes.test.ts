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

/** Starts a server, kills it with SIGKILL as soon as the first reminders arrive, restarts it, counts. */
async function killMidSendAndRestart(env: Record<string, string>, emails: string[]) {
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
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(await messagesPerOwner(second, emails)).toEqual(emails.map(() => 1));
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

      await killMidSendAndRestart({ DATA_DIR: dataDir, REMINDER_SWEEP_SECONDS: '5' }, emails);
    },
  );

  it.runIf(onPostgres('reminders after SIGKILL on PostgreSQL'))(
    'sends each reminder once when a server on PostgreSQL is killed with SIGKILL in the middle of sending',
    { timeout: 150_000 },
    async () => {
      const { url, emails } = await seededPostgres();
      await killMidSendAndRestart({ DATABASE_URL: url, REMINDER_SWEEP_SECONDS: '5' }, emails);
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
      // Both processes keep sweeping every 5 s; nothing more may arrive.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await messagesPerOwner(one, emails)).toEqual(emails.map(() => 1));
    },
  );
});
