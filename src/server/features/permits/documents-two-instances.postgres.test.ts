import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseConnection } from '../../db/client';
import { documentFiles, permits } from '../../db/schema';
import { createS3DocumentStore } from '../../integrations/documents/s3-document-store';
import { createPermit, createUser } from '@tests/support/factories';
import { startLocalS3, type LocalS3 } from '@tests/support/local-s3';
import { signInToServer, startServer, type ServerProcess } from '@tests/support/server-process';
import { adminUrl } from '@tests/support/test-database-paths';
import { pdfOfSize } from '@tests/support/pdf-files';
import { uploadForm } from '@tests/support/uploads';

/**
 * README 'Operating it': several instances on one PostgreSQL behind a load balancer. A document uploaded
 * through one instance downloads byte for byte through the other, with the documents in the database (no
 * S3) and in S3 (s3rver); replacing and deleting through either removes the old object from the store.
 * The database is this file's own, migrated by the servers as they start, not the suite's template.
 */
const MB = 1024 * 1024;
let admin: string;
let databaseName: string;
let databaseUrl: string;
let connection: DatabaseConnection;
let s3: LocalS3;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  admin = adminUrl(process.env.TEST_DATABASE_URL!);
  databaseName = `permitpilot_documents_${crypto.randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${databaseName}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await connection?.close();
  await s3?.close();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${databaseName} with (force)`);
  await client.end();
});

async function startInstances(extraEnv: Record<string, string>) {
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-instance-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServer({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: 'two-instances-secret-that-is-long-enough',
        MAIL_TRANSPORT: 'outbox',
        SMS_TRANSPORT: 'outbox',
        BILLING_PROVIDER: 'local',
        ...extraEnv,
      });
      cleanups.push(server.stop);
      return server;
    }),
  );
  connection ??= connectPostgres(databaseUrl, { max: 2 });
  return instances;
}

const pdf = (size: number) => Buffer.from(pdfOfSize(size));

function upload(server: ServerProcess, cookie: string, permitId: string, bytes: Buffer) {
  return fetch(`${server.url}/api/permits/${permitId}/document`, {
    method: 'PUT',
    body: uploadForm({ bytes }),
    headers: { cookie, origin: server.url },
  });
}

async function download(server: ServerProcess, cookie: string, permitId: string) {
  const response = await fetch(`${server.url}/api/permits/${permitId}/document`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const keyOf = async (permitId: string) =>
  (await connection.db.select().from(permits).where(eq(permits.id, permitId)))[0]?.documentKey ?? null;

const inDatabase = async (key: string) =>
  (await connection.db.select().from(documentFiles).where(eq(documentFiles.key, key))).length > 0;
const inS3 = async (key: string) => (await createS3DocumentStore(s3.settings).get(key)) !== null;

describe.each([
  { store: 'the database', env: () => ({}), isStored: inDatabase },
  { store: 'S3', env: () => s3.env, isStored: inS3 },
])('two instances on one PostgreSQL, documents in $store', ({ env, isStored }) => {
  let servers: ServerProcess[];
  beforeAll(async () => {
    servers = await startInstances(env());
  });

  it('upload through one instance, download the same bytes through the other; replace and delete too', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const owner = await createUser(connection.db);
    const permit = await createPermit(connection.db, owner.id);
    const cookie = await signInToServer(first.url, owner);

    const original = pdf(3 * MB + 17);
    expect((await upload(first, cookie, permit.id, original)).status).toBe(200);
    expect((await download(second, cookie, permit.id)).equals(original)).toBe(true);
    const originalKey = (await keyOf(permit.id))!;
    expect(await isStored(originalKey), 'stored in this store, not on an instance’s disk').toBe(true);

    const replacement = pdf(MB);
    expect((await upload(second, cookie, permit.id, replacement)).status).toBe(200);
    expect((await download(first, cookie, permit.id)).equals(replacement)).toBe(true);
    expect(await isStored(originalKey), 'the replaced document is removed').toBe(false);

    const replacementKey = (await keyOf(permit.id))!;
    const deleted = await fetch(`${first.url}/api/permits/${permit.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: first.url },
    });
    expect(deleted.status).toBe(204);
    expect(await isStored(replacementKey), 'the deleted permit’s document is removed').toBe(false);
    expect(
      (await fetch(`${second.url}/api/permits/${permit.id}/document`, { headers: { cookie } })).status,
    ).toBe(404);
  });
});
