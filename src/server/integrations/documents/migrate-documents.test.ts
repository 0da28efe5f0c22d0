import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite } from '../../db/pglite';
import { migrateDatabase } from '../../db/migrate';
import { events, permitInspections, permits } from '../../db/schema';
import { createPermit, createUser } from '@tests/support/factories';
import { startLocalS3, type LocalS3 } from '@tests/support/local-s3';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createDatabaseDocumentStore } from './database-document-store';
import { newDocumentKey, newInspectionReportKey } from './document-keys';
import { createLocalDocumentStore } from './local-document-store';
import { checksumOf, migrateDocuments } from './migrate-documents';
import { createS3DocumentStore } from './s3-document-store';
import type { DocumentStore } from './types';
import { pdfOfSize } from '@tests/support/pdf-files';

/**
 * Moving documents between stores (`npm run documents:migrate`, docs/decisions/0015): every document a
 * permit, an inspection or an event references ends up in the target byte for byte, checked by SHA-256; running it again copies
 * nothing, a run cut short resumes, and a corrupt or missing source is reported, never copied.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
/** A real PDF (the upload checks that one opens) of 400 + `size` bytes, random past its start. */
const pdf = (size: number) => Buffer.from(pdfOfSize(400 + size));

let t: TestApp;
let s3: LocalS3;
let files: DocumentStore;
let database: DocumentStore;
let bucket: DocumentStore;
let owner: Awaited<ReturnType<TestApp['signedInOwner']>>;
const originals = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp();
  files = createLocalDocumentStore(t.config.DATA_DIR);
  database = createDatabaseDocumentStore(t.db);
  bucket = createS3DocumentStore(s3.settings);
  owner = await t.signedInOwner();
  // Uploaded through the app (files, their checksum recorded), and one stored before checksums existed.
  for (const size of [10, 300 * 1024, 2 * 1024 * 1024]) {
    const bytes = pdf(size);
    const permit = await createPermit(t.db, owner.id);
    expect((await t.uploadDocument(owner.cookie, permit.id, { bytes })).status).toBe(200);
    originals.set((await keyOf(permit.id))!, bytes);
  }
  const legacy = await createPermit(t.db, owner.id);
  const legacyKey = newDocumentKey(owner.id, legacy.id);
  const legacyBytes = pdf(1000);
  await files.put(legacyKey, legacyBytes);
  await t.db.update(permits).set({ documentKey: legacyKey }).where(eq(permits.id, legacy.id));
  originals.set(legacyKey, legacyBytes);
  // An inspection's report and an event's certificate of insurance move with them (docs/decisions/0034).
  const businessId = legacy.businessId;
  const [inspection] = await t.db
    .insert(permitInspections)
    .values({ businessId, permitId: legacy.id, scheduledOn: '2027-03-01' })
    .returning();
  const reportKey = newInspectionReportKey(businessId, inspection!.id);
  const [event] = await t.db
    .insert(events)
    .values({
      businessId,
      name: 'Taco Fest',
      organizer: 'Fest Co',
      city: 'Portland',
      stateCode: 'OR',
      startsOn: '2027-04-01',
      endsOn: '2027-04-02',
    })
    .returning();
  const certificateKey = newDocumentKey(businessId, event!.id);
  for (const [key, size] of [
    [reportKey, 2000],
    [certificateKey, 3000],
  ] as const) {
    const bytes = pdf(size);
    await files.put(key, bytes);
    originals.set(key, bytes);
  }
  await t.db
    .update(permitInspections)
    .set({
      reportDocumentKey: reportKey,
      reportDocumentName: 'report.pdf',
      reportDocumentType: 'application/pdf',
    })
    .where(eq(permitInspections.id, inspection!.id));
  await t.db
    .update(events)
    .set({ coiDocumentKey: certificateKey, coiDocumentName: 'coi.pdf', coiDocumentType: 'application/pdf' })
    .where(eq(events.id, event!.id));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keyOf = async (permitId: string) =>
  (await t.db.select().from(permits).where(eq(permits.id, permitId)))[0]?.documentKey;
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

async function expectHolds(store: DocumentStore, keys: Iterable<string>) {
  for (const key of keys) {
    const stored = await store.get(key);
    expect(stored, `${store.kind} holds ${key}`).not.toBeNull();
    expect(await checksumOf(stored!)).toBe(sha256(originals.get(key)!));
  }
}

describe('moving documents between stores', () => {
  it('copies every document into the database, verified, and records the checksum it lacked', async () => {
    const report = await migrateDocuments({ db: t.db, from: [files, bucket], to: database });
    expect(report).toEqual({ copied: 6, alreadyThere: 0, removedFromSource: 0, failed: [] });
    await expectHolds(database, originals.keys());
    await expectHolds(files, originals.keys());
    const rows = await t.db.select().from(permits).where(isNotNull(permits.documentKey));
    for (const row of rows) expect(row.documentSha256).toBe(sha256(originals.get(row.documentKey!)!));
  });

  it('copies nothing when run again, and only what is missing after a run cut short', async () => {
    expect(await migrateDocuments({ db: t.db, from: [files, bucket], to: database })).toMatchObject({
      copied: 0,
      alreadyThere: 6,
    });
    const [first] = originals.keys();
    await database.delete(first!);
    expect(await migrateDocuments({ db: t.db, from: [files, bucket], to: database })).toMatchObject({
      copied: 1,
      alreadyThere: 5,
      failed: [],
    });
  });

  it('moves them on into S3 and removes them from where they were', async () => {
    const report = await migrateDocuments({
      db: t.db,
      from: [files, database],
      to: bucket,
      removeFromSource: true,
    });
    expect(report).toEqual({ copied: 6, alreadyThere: 0, removedFromSource: 6, failed: [] });
    await expectHolds(bucket, originals.keys());
    for (const key of originals.keys()) {
      expect(await files.get(key)).toBeNull();
      expect(await database.get(key)).toBeNull();
    }
  });

  it('refuses a source whose bytes are not those uploaded, and reports a document no store holds', async () => {
    const [corrupt, , , missing] = [...originals.keys()];
    await bucket.put(corrupt!, pdf(50));
    await bucket.delete(missing!);
    const report = await migrateDocuments({ db: t.db, from: [bucket, database], to: files });
    expect(report.copied).toBe(4);
    // The report follows the permits' order, which their random ids decide.
    expect(report.failed).toHaveLength(2);
    expect(report.failed).toEqual(
      expect.arrayContaining([
        {
          key: corrupt,
          reason: expect.stringMatching(/sha256 [0-9a-f]{64} is not the one recorded at upload/),
        },
        { key: missing, reason: expect.stringMatching(/no store holds it/) },
      ]),
    );
    expect(await files.get(corrupt!)).toBeNull();
  });
});

describe('npm run documents:migrate', () => {
  it('moves the documents of a stopped PGlite server from DATA_DIR into its database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-migrate-cli-'));
    try {
      const connection = connectPglite(await PGlite.create(path.join(dataDir, 'pglite')));
      await migrateDatabase(connection);
      const user = await createUser(connection.db);
      const permit = await createPermit(connection.db, user.id);
      const key = newDocumentKey(user.id, permit.id);
      const bytes = pdf(5000);
      await createLocalDocumentStore(dataDir).put(key, bytes);
      await connection.db.update(permits).set({ documentKey: key }).where(eq(permits.id, permit.id));
      await connection.close();

      const run = spawnSync('npm', ['run', '--silent', 'documents:migrate', '--', '--to', 'database'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('1 copied and verified, 0 already there and verified');
      expect(run.stdout).toContain('Next: set DOCUMENT_STORE=database');

      const after = connectPglite(await PGlite.create(path.join(dataDir, 'pglite')));
      const stored = await createDatabaseDocumentStore(after.db).get(key);
      expect(await checksumOf(stored!)).toBe(sha256(bytes));
      await after.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
