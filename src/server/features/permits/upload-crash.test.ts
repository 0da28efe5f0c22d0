import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/client';
import { connectPglite } from '../../db/pglite';
import { migrateDatabase } from '../../db/migrate';
import { documentFiles, permits } from '../../db/schema';
import { loadConfig } from '../../env';
import { openDocumentStore } from '../../integrations/documents';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { sweepOrphanDocuments } from '../../integrations/documents/sweep-orphan-documents';
import type { DocumentStore, DocumentStoreKind } from '../../integrations/documents/types';
import { createPermit, createUser } from '@tests/support/factories';
import { startLocalS3, type LocalS3 } from '@tests/support/local-s3';
import { signInToServer, startServer, type ServerProcess } from '@tests/support/server-process';

/**
 * A server killed (SIGKILL, no chance to clean up) in the middle of a 10 MB upload, for each store
 * (docs/decisions/0015): the permit never points at a document that is not whole, and after the orphan
 * sweep the store holds nothing no permit references: neither the cut-off upload nor a whole object stored
 * just before the kill but never committed.
 */
const MB = 1024 * 1024;
const BOUNDARY = 'permitpilot-crash';
const HOUR = 60 * 60 * 1000;
const STORE_NAMES: Record<DocumentStoreKind, RegExp> = {
  files: /"documents":"files in \/[^"]+\/uploads"/,
  database: /"documents":"the database \(document_files\)"/,
  s3: /"documents":"S3 \(http:\/\/127\.0\.0\.1:\d+, bucket permit-documents\)"/,
};

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  cleanups = [];
});

async function openData(dataDir: string) {
  return connectPglite(await PGlite.create(path.join(dataDir, 'pglite')));
}

/** Sends the headers and `sentBytes` of a 10 MB PDF, then waits while the server takes them in. */
async function startUpload(server: ServerProcess, cookie: string, permitId: string, sentBytes: number) {
  const opening = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="permit.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const url = new URL(server.url);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    method: 'PUT',
    path: `/api/permits/${permitId}/document`,
    headers: {
      cookie,
      origin: server.url,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(opening.length + 10 * MB - 64),
    },
  });
  request.on('error', () => {});
  request.write(opening);
  const chunk = crypto.randomBytes(64 * 1024);
  for (let sent = 0; sent < sentBytes; sent += chunk.length) {
    if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
  }
  // The body is still open: the server is streaming it into the store when it dies.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return request;
}

/** What an upload cut off midway left in each store before the sweep, so the test shows it was there. */
async function unfinishedLeft(
  kind: DocumentStoreKind,
  data: DatabaseConnection,
  dataDir: string,
  s3?: LocalS3,
) {
  if (kind === 'files') return fs.readdirSync(path.join(dataDir, 'uploads', '.incoming')).length;
  if (kind === 'database') {
    return (await data.db.select().from(documentFiles).where(isNull(documentFiles.completedAt))).length;
  }
  // s3rver keeps the parts of an unfinished multipart upload under '<bucket>/._S3rver_uploads'.
  const uploads = path.join(s3!.directory, s3!.bucket, '._S3rver_uploads');
  return fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
}

async function everyKey(store: DocumentStore) {
  const keys: string[] = [];
  for await (const page of store.list()) keys.push(...page.map((object) => object.key));
  return keys;
}

describe.each(['files', 'database', 's3'] as const)('an upload cut off by a killed server: %s', (kind) => {
  it('leaves no row without its object, and no object without a row after the sweep', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const s3 = kind === 's3' ? await startLocalS3() : undefined;
    if (s3) cleanups.push(s3.close);

    // The owner and the permit, written before the server takes the directory.
    const setup = await openData(dataDir);
    await migrateDatabase(setup);
    const owner = await createUser(setup.db);
    const permit = await createPermit(setup.db, owner.id);
    await setup.close();

    const env = {
      DATA_DIR: dataDir,
      DOCUMENT_STORE: kind,
      BETTER_AUTH_SECRET: 'crash-test-secret-that-is-long-enough-for-auth',
      MAIL_TRANSPORT: 'outbox',
      SMS_TRANSPORT: 'outbox',
      BILLING_PROVIDER: 'local',
      ...s3?.env,
    };
    const server = await startServer({ ...env, LOG_LEVEL: 'info' });
    cleanups.push(server.kill);
    // The start-up log names the active store (docs/product/engineering.md#integrations).
    expect(server.output()).toMatch(STORE_NAMES[kind]);
    const cookie = await signInToServer(server.url, owner);
    const request = await startUpload(server, cookie, permit.id, 7 * MB);
    await server.kill();
    request.destroy();

    const data = await openData(dataDir);
    cleanups.push(() => data.close());
    const config = loadConfig({ ...env, NODE_ENV: 'test' });
    const store = await openDocumentStore(kind, config, data.db);
    const [row] = await data.db.select().from(permits).where(eq(permits.id, permit.id));
    expect(row!.documentKey, 'the permit never took the cut-off document').toBeNull();
    expect(await unfinishedLeft(kind, data, dataDir, s3), 'the upload was under way').toBeGreaterThan(0);
    // A whole object that the kill kept from being committed: the other half-way state.
    const uncommitted = newDocumentKey(permit.businessId, permit.id);
    await store.put(uncommitted, crypto.randomBytes(MB));

    const swept = await sweepOrphanDocuments({
      db: data.db,
      documents: store,
      before: new Date(Date.now() + HOUR),
    });
    expect(swept.orphans).toBe(1);
    expect(await everyKey(store)).toEqual([]);
    if (kind !== 's3') expect(await unfinishedLeft(kind, data, dataDir)).toBe(0);
    if (kind === 'database') expect(await data.db.select().from(documentFiles)).toEqual([]);
    if (kind === 'files') {
      const files = fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
      expect(files.filter((entry) => entry.isFile())).toEqual([]);
    }
    // A server process of its own, started, signed into and sent 7 MB: more than the suite's 30 s on a busy
    // 2-core machine.
  }, 90_000);
});
