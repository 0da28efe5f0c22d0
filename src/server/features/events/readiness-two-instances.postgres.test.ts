import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessLineKey, type EventDto, type EventListDto } from '../../../shared/contracts/events';
import { connectPostgres, type DatabaseConnection } from '../../db/client';
import { businessProfiles, vehicles } from '../../db/schema';
import { businessOf, createPermit, createSubscription, createUser } from '@tests/support/factories';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { signInToServer, startServer, type ServerProcess } from '@tests/support/server-process';
import { adminUrl } from '@tests/support/test-database-paths';
import { uploadForm } from '@tests/support/uploads';

/**
 * Two instances on one PostgreSQL each keep the events' reads while the business's readiness version stands
 * (docs/decisions/0034): a change through one instance, or straight in the database, shows in the very next read
 * on the other. The database is this file's own, migrated by the servers as they start.
 */
let admin: string;
let databaseName: string;
let connection: DatabaseConnection;
let servers: [ServerProcess, ServerProcess];
const dataDirs: string[] = [];

beforeAll(async () => {
  admin = adminUrl(process.env.TEST_DATABASE_URL!);
  databaseName = `permitpilot_readiness_${crypto.randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${databaseName}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  // One at a time: the first migrates, the second finds it done.
  const start = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-instance-'));
    dataDirs.push(dataDir);
    return startServer({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'two-instances-secret-that-is-long-enough',
      MAIL_TRANSPORT: 'outbox',
      SMS_TRANSPORT: 'outbox',
      BILLING_PROVIDER: 'local',
    });
  };
  servers = [await start(), await start()];
  connection = connectPostgres(url.toString(), { max: 2 });
});
afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await connection?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${databaseName} with (force)`);
  await client.end();
});

const send = (server: ServerProcess, cookie: string, pathname: string, init: RequestInit) =>
  fetch(`${server.url}${pathname}`, { ...init, headers: { ...init.headers, cookie, origin: server.url } });
const sendJson = (server: ServerProcess, cookie: string, pathname: string, method: string, json: object) =>
  send(server, cookie, pathname, {
    method,
    body: JSON.stringify(json),
    headers: { 'content-type': 'application/json' },
  });

/** The event as one instance reads it, checked against its summary in that instance's list. */
async function read(server: ServerProcess, cookie: string, eventId: string) {
  const event = (await (await send(server, cookie, `/api/events/${eventId}`, {})).json()) as EventDto;
  const list = (await (await send(server, cookie, '/api/events', {})).json()) as EventListDto;
  const { ready, missing } = event.readiness;
  expect(list.upcoming).toEqual([{ ...event, readiness: { ready, missing } }]);
  return event;
}
const lineOf = (event: EventDto, key: string) =>
  event.readiness.lines.find((line) => readinessLineKey(line) === key);

describe("two instances on one PostgreSQL, the events' kept reads", () => {
  it('show a change made through either instance, or in the database, at the next read on the other', async () => {
    const [first, second] = servers;
    const owner = await createUser(connection.db);
    await createSubscription(connection.db, owner.id, 'pro');
    const businessId = await businessOf(connection.db, owner.id);
    const [truck] = await connection.db
      .insert(vehicles)
      .values({ businessId, name: 'Truck A', kind: 'truck' })
      .returning();
    const permit = await createPermit(connection.db, owner.id, {
      name: 'Dallas Vending Permit',
      stateCode: 'TX',
      city: 'Dallas',
      vehicleId: truck!.id,
      renewalDate: inDays(30),
    });
    const permitLine = `permit:${permit.id}`;
    const cookie = await signInToServer(first.url, owner);
    const added = await sendJson(
      first,
      cookie,
      '/api/events',
      'POST',
      dallasFestival({ vehicleIds: [truck!.id] }),
    );
    expect(added.status).toBe(201);
    const eventId = ((await added.json()) as EventDto).id;
    for (const server of servers)
      expect(lineOf(await read(server, cookie, eventId), permitLine)).toMatchObject({
        validThroughEvent: false,
      });

    const renewed = await sendJson(second, cookie, `/api/permits/${permit.id}/renew`, 'POST', {
      renewalDate: inDays(400),
    });
    expect(renewed.status).toBe(200);
    expect(lineOf(await read(first, cookie, eventId), permitLine)).toMatchObject({ validThroughEvent: true });

    const reason = 'The organiser insures the vendors';
    const marked = await sendJson(first, cookie, `/api/events/${eventId}/lines/insurance/not-needed`, 'PUT', {
      reason,
    });
    expect(marked.status).toBe(200);
    expect(lineOf(await read(second, cookie, eventId), 'insurance')).toMatchObject({ notNeeded: reason });

    const certificate = await send(second, cookie, `/api/events/${eventId}/certificate`, {
      method: 'POST',
      body: uploadForm({ name: 'coi.pdf' }),
    });
    expect(certificate.status).toBe(200);
    expect(lineOf(await read(first, cookie, eventId), 'insurance')).toMatchObject({
      certificate: { name: 'coi.pdf' },
    });

    const edited = await sendJson(first, cookie, `/api/events/${eventId}`, 'PUT', {
      ...dallasFestival({ vehicleIds: [truck!.id] }),
      name: 'Dallas Taco Fest II',
    });
    expect(edited.status).toBe(200);
    expect((await read(second, cookie, eventId)).name).toBe('Dallas Taco Fest II');

    const archived = await sendJson(second, cookie, `/api/vehicles/${truck!.id}/archived`, 'PUT', {
      archived: true,
    });
    expect(archived.status).toBe(200);
    expect(lineOf(await read(first, cookie, eventId), permitLine)).toBeUndefined();

    // Texas named in the profile, straight in the database: its statewide licence is the business's own.
    expect(lineOf(await read(second, cookie, eventId), 'reciprocity')).toMatchObject({ done: false });
    await connection.db
      .insert(businessProfiles)
      .values({ businessId, businessName: 'Tacos', statesOperating: 'Texas' })
      .onConflictDoUpdate({ target: businessProfiles.businessId, set: { statesOperating: 'Texas' } });
    for (const server of servers)
      expect(lineOf(await read(server, cookie, eventId), 'reciprocity')).toMatchObject({ done: true });
    await connection.db.delete(businessProfiles).where(eq(businessProfiles.businessId, businessId));
    expect(lineOf(await read(first, cookie, eventId), 'reciprocity')).toMatchObject({ done: false });
  });
});
