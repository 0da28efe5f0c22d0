import crypto from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDeletions, permits } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { startLocalS3, type LocalS3 } from '@tests/support/local-s3';
import { freePort } from '@tests/support/server-process';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { DocumentStoreUnavailableError } from './document-errors';
import { newDocumentKey } from './document-keys';
import { createS3DocumentStore, type S3Settings } from './s3-document-store';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

/**
 * The S3 store's failures (docs/decisions/0015): a missing bucket, refused credentials, an endpoint that is
 * down or never answers are each a DocumentStoreUnavailableError naming what happened, and over HTTP a 503
 * STORAGE_UNAVAILABLE with nothing half-written.
 */
const PDF = ONE_PAGE_PDF;
const key = () => newDocumentKey('owner', crypto.randomUUID());
const FAST = { maxAttempts: 1, connectionTimeoutMs: 500, socketTimeoutMs: 500 };

let s3: LocalS3;
let silent: net.Server;
let silentPort: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
  // Takes connections and never answers a byte: an endpoint that hangs.
  silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await s3?.close();
});

async function expectUnavailable(settings: Partial<S3Settings>, reason: RegExp) {
  const store = createS3DocumentStore({ ...s3.settings, ...FAST, ...settings });
  const started = Date.now();
  for (const attempt of [() => store.put(key(), PDF), () => store.get(key()), () => store.delete(key())]) {
    const error = await attempt().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocumentStoreUnavailableError);
    expect((error as Error).message).toMatch(reason);
  }
  return Date.now() - started;
}

describe('the S3 store when S3 fails', () => {
  it('names a missing bucket', async () => {
    await expectUnavailable({ bucket: 'no-such-bucket' }, /the bucket does not exist \(HTTP 404\)/);
  });

  it('names refused credentials', async () => {
    // s3rver refuses an unknown access key; it does not check a SigV4 signature against the secret.
    await expectUnavailable(
      { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' },
      /InvalidAccessKeyId \(HTTP 403\)/,
    );
  });

  it('gives up on an endpoint that is down', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    await expectUnavailable({ endpoint }, /ECONNREFUSED/);
  });

  it('gives up on an endpoint that never answers, within its timeout', async () => {
    const endpoint = `http://127.0.0.1:${silentPort}`;
    const took = await expectUnavailable({ endpoint }, /S3 \w+ failed at http:\/\/127\.0\.0\.1/);
    // Three calls of 500 ms each, not the minutes an unbounded socket would wait.
    expect(took).toBeLessThan(6000);
  });
});

describe('documents over HTTP while S3 is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await s3.start().catch(() => {});
    await t?.close();
  });

  const upload = (cookie: string, permitId: string) => t.uploadDocument(cookie, permitId);
  const STORAGE_UNAVAILABLE = {
    error: {
      code: 'STORAGE_UNAVAILABLE',
      message: 'Documents cannot be stored or opened right now. Please try again in a few minutes.',
    },
  };

  it('answers 503 STORAGE_UNAVAILABLE to uploads and downloads, and writes nothing half', async () => {
    const owner = await t.signedInOwner();
    const withDocument = await createPermit(t.db, owner.id);
    expect((await upload(owner.cookie, withDocument.id)).status).toBe(200);
    const [stored] = await t.db.select().from(permits).where(eq(permits.id, withDocument.id));
    const empty = await createPermit(t.db, owner.id);

    await s3.stop();
    const refused = await upload(owner.cookie, empty.id);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(STORAGE_UNAVAILABLE);
    const replaced = await upload(owner.cookie, withDocument.id);
    expect(replaced.status).toBe(503);
    const download = await t.request(`/api/permits/${withDocument.id}/document`, { cookie: owner.cookie });
    expect(download.status).toBe(503);
    expect(await download.json()).toEqual(STORAGE_UNAVAILABLE);

    // No row points at an object that is not there: the permits are exactly as before.
    const [afterEmpty] = await t.db.select().from(permits).where(eq(permits.id, empty.id));
    expect(afterEmpty!.documentKey).toBeNull();
    const [afterReplaced] = await t.db.select().from(permits).where(eq(permits.id, withDocument.id));
    expect(afterReplaced!.documentKey).toBe(stored!.documentKey);

    await s3.start();
    const again = await t.request(`/api/permits/${withDocument.id}/document`, { cookie: owner.cookie });
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(PDF);
    // And no object without a row: the store holds the one document a permit references.
    const keys = [];
    for await (const page of createS3DocumentStore(s3.settings).list()) keys.push(...page.map((o) => o.key));
    expect(keys.filter((stored) => stored.startsWith(`${owner.businessId}/`))).toEqual([stored!.documentKey]);
  });

  it('deletes the permit at once and keeps the document’s removal queued until S3 answers', async () => {
    const owner = await t.signedInOwner();
    const permit = await createPermit(t.db, owner.id);
    expect((await upload(owner.cookie, permit.id)).status).toBe(200);
    const [row] = await t.db.select().from(permits).where(eq(permits.id, permit.id));

    await s3.stop();
    const deleted = await t.request(`/api/permits/${permit.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    const queued = await t.db
      .select()
      .from(documentDeletions)
      .where(eq(documentDeletions.key, row!.documentKey!));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.attempts).toBe(1);
    expect(queued[0]!.lastError).toMatch(/S3 DeleteObject failed/);
    await s3.start();
    expect(await createS3DocumentStore(s3.settings).get(row!.documentKey!)).not.toBeNull();
    // The document jobs drain the queue from here (jobs/document-jobs.test.ts).
    await t.db.delete(documentDeletions).where(eq(documentDeletions.key, row!.documentKey!));
  });
});
