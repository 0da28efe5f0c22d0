import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDeletions, permits } from '../db/schema';
import { newDocumentKey } from '../integrations/documents/document-keys';
import { createS3DocumentStore } from '../integrations/documents/s3-document-store';
import type { DocumentStore } from '../integrations/documents/types';
import { createLogger } from '../lib/logger';
import { createPermit } from '@tests/support/factories';
import { startLocalS3, type LocalS3 } from '@tests/support/local-s3';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { DOCUMENT_QUEUES, startDocumentJobs, type DocumentJobs } from './document-jobs';
import { openReminderQueues } from './reminder-jobs';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

/**
 * The document jobs on pg-boss (docs/decisions/0015): a permit deleted or an account closed while the store
 * is down keeps its documents' removal queued, and the job removes them once the store answers; the orphan
 * sweep removes what no permit references once it is an hour old.
 */
const PDF = ONE_PAGE_PDF;
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let s3: LocalS3;
let store: DocumentStore;
let boss: PgBoss;
let jobs: DocumentJobs;
let clockAhead = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ env: s3.env });
  // The same bucket the app writes to.
  store = createS3DocumentStore(s3.settings);
  const logger = createLogger(t.config);
  boss = await openReminderQueues(t.connection, logger);
  jobs = await startDocumentJobs({
    boss,
    db: t.db,
    documents: store,
    logger,
    now: () => new Date(Date.now() + clockAhead),
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  jobs?.stop();
  await boss?.stop({ graceful: false, wait: true });
  await t?.close();
  await s3?.close();
});

async function upload(cookie: string, permitId: string) {
  expect((await t.uploadDocument(cookie, permitId)).status).toBe(200);
  const [row] = await t.db.select().from(permits).where(eq(permits.id, permitId));
  return row!.documentKey!;
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the document jobs', () => {
  it('remove the documents of a deleted permit and a closed account once the store answers again', async () => {
    const owner = await t.signedInOwner();
    const deletedPermit = await createPermit(t.db, owner.id);
    const deletedKey = await upload(owner.cookie, deletedPermit.id);
    const leaving = await t.signedInOwner();
    const leavingKeys = [];
    for (let n = 0; n < 3; n++)
      leavingKeys.push(await upload(leaving.cookie, (await createPermit(t.db, leaving.id)).id));

    await s3.stop();
    const deleted = await t.request(`/api/permits/${deletedPermit.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(204);
    const closed = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: leaving.cookie,
    });
    expect(closed.status).toBe(204);
    // The closed account's business goes with it: each of its documents, and its whole prefix and the owner's
    // (where documents stored before businesses live) for whatever a key missed (close-account.ts).
    const queued = await t.db.select().from(documentDeletions);
    const byKey = (a: [string, boolean], b: [string, boolean]) => a[0].localeCompare(b[0]);
    expect(queued.map((row): [string, boolean] => [row.key, row.wholePrefix]).sort(byKey)).toEqual(
      (
        [
          [deletedKey, false],
          ...leavingKeys.map((key): [string, boolean] => [key, false]),
          [leaving.businessId, true],
          [leaving.id, true],
        ] as [string, boolean][]
      ).sort(byKey),
    );

    // A run while the store is still down fails, so that pg-boss retries it; the rows stay.
    await jobs.queue(DOCUMENT_QUEUES.deletions);
    await until(
      async () => (await t.db.select().from(documentDeletions)).every((row) => row.attempts >= 2),
      'the job has tried each removal once more',
    );

    await s3.start();
    await jobs.queue(DOCUMENT_QUEUES.deletions);
    await until(async () => (await t.db.select().from(documentDeletions)).length === 0, 'the queue is empty');
    for (const key of [deletedKey, ...leavingKeys]) expect(await store.get(key), key).toBeNull();
  });

  it('sweep objects no permit references once they are an hour old, and keep the rest', async () => {
    const owner = await t.signedInOwner();
    const keptKey = await upload(owner.cookie, (await createPermit(t.db, owner.id)).id);
    // What a process that died between storing and committing leaves behind.
    const orphanKey = newDocumentKey(owner.businessId, crypto.randomUUID());
    await store.put(orphanKey, PDF);

    await jobs.queue(DOCUMENT_QUEUES.orphans);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await store.get(orphanKey), 'not an hour old yet').not.toBeNull();

    clockAhead = HOUR + 60_000;
    await jobs.queue(DOCUMENT_QUEUES.orphans);
    await until(async () => (await store.get(orphanKey)) === null, 'the orphan is swept');
    expect(await store.get(keptKey)).not.toBeNull();
  });
});
