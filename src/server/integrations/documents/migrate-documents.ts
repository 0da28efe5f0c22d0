import crypto from 'node:crypto';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, permitInspections, permits } from '../../db/schema';
import type { DocumentStore, StoredDocument } from './types';

export type MigrationReport = {
  copied: number;
  alreadyThere: number;
  removedFromSource: number;
  failed: { key: string; reason: string }[];
};

const PAGE = 200;

/**
 * Copies every document a permit, an inspection or an event references into `to`, from whichever of `from` holds it, and checks each
 * by SHA-256 (docs/decisions/0015): the copy read back must match the bytes read from the source, and both
 * the checksum recorded at upload when there is one. A document already whole in `to` is skipped, so a run
 * can be repeated or resumed after a failure. With `removeFromSource` each verified document is then removed
 * from the stores it came from. Answers what it did; `log` hears one line per document that is not skipped.
 */
export async function migrateDocuments(options: {
  db: Database;
  from: DocumentStore[];
  to: DocumentStore;
  removeFromSource?: boolean;
  log?: (line: string) => void;
}): Promise<MigrationReport> {
  const { db } = options;
  const log = options.log ?? (() => {});
  const report: MigrationReport = { copied: 0, alreadyThere: 0, removedFromSource: 0, failed: [] };
  for (const holder of HOLDERS) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await holder.page(db, after);
      for (const row of rows) {
        const key = row.key!;
        try {
          const outcome = await migrateOne({ ...options, key, recorded: row.sha256 });
          if (holder.recordChecksum && outcome.checksum !== row.sha256)
            await holder.recordChecksum(db, row.id, key, outcome.checksum);
          if (outcome.copied) report.copied += 1;
          else report.alreadyThere += 1;
          if (options.removeFromSource) {
            for (const source of options.from) await source.delete(key);
            report.removedFromSource += 1;
          }
          if (outcome.copied) log(`copied ${key} (sha256 ${outcome.checksum})`);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          report.failed.push({ key, reason });
          log(`FAILED ${key}: ${reason}`);
        }
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.id;
    }
  }
  return report;
}

type HeldDocument = { id: string; key: string | null; sha256: string | null };

/**
 * What references a stored document: a permit (its document, with the checksum recorded at upload), an
 * inspection (its report) and an event (its certificate of insurance) — docs/decisions/0034. Each is read in
 * pages by id.
 */
const HOLDERS: {
  page: (db: Database, after: string) => Promise<HeldDocument[]>;
  recordChecksum?: (db: Database, id: string, key: string, checksum: string) => Promise<unknown>;
}[] = [
  {
    page: (db, after) =>
      db
        .select({ id: permits.id, key: permits.documentKey, sha256: permits.documentSha256 })
        .from(permits)
        .where(and(gt(permits.id, after), isNotNull(permits.documentKey)))
        .orderBy(asc(permits.id))
        .limit(PAGE),
    recordChecksum: (db, id, key, checksum) =>
      db
        .update(permits)
        .set({ documentSha256: checksum })
        .where(and(eq(permits.id, id), eq(permits.documentKey, key))),
  },
  {
    page: (db, after) =>
      db
        .select({
          id: permitInspections.id,
          key: permitInspections.reportDocumentKey,
          sha256: sql<null>`null`,
        })
        .from(permitInspections)
        .where(and(gt(permitInspections.id, after), isNotNull(permitInspections.reportDocumentKey)))
        .orderBy(asc(permitInspections.id))
        .limit(PAGE),
  },
  {
    page: (db, after) =>
      db
        .select({ id: events.id, key: events.coiDocumentKey, sha256: sql<null>`null` })
        .from(events)
        .where(and(gt(events.id, after), isNotNull(events.coiDocumentKey)))
        .orderBy(asc(events.id))
        .limit(PAGE),
  },
];

async function migrateOne(options: {
  from: DocumentStore[];
  to: DocumentStore;
  key: string;
  recorded: string | null;
}): Promise<{ copied: boolean; checksum: string }> {
  const { to, key, recorded } = options;
  const present = await to.get(key);
  const presentChecksum = present ? await checksumOf(present) : null;
  if (presentChecksum && presentChecksum === recorded) return { copied: false, checksum: presentChecksum };
  // No checksum recorded (an inspection's report, an event's certificate): the copy is whole when it reads as
  // the source does.
  if (presentChecksum && !recorded) {
    const source = await findSource(options.from, key);
    if (!source || (await checksumOf(source)) === presentChecksum)
      return { copied: false, checksum: presentChecksum };
  }

  const source = await findSource(options.from, key);
  if (!source) {
    // Uploaded before checksums were recorded and already moved: the copy is all there is.
    if (presentChecksum && !recorded) return { copied: false, checksum: presentChecksum };
    throw new Error(`no store holds it (${[to, ...options.from].map((store) => store.kind).join(', ')})`);
  }
  const hash = crypto.createHash('sha256');
  await to.put(key, hashing(source.body, hash));
  const sourceChecksum = hash.digest('hex');
  if (recorded && sourceChecksum !== recorded) {
    await to.delete(key);
    throw new Error(`the source's sha256 ${sourceChecksum} is not the one recorded at upload, ${recorded}`);
  }
  const copy = await to.get(key);
  const copyChecksum = copy ? await checksumOf(copy) : 'nothing';
  if (copyChecksum !== sourceChecksum) {
    await to.delete(key);
    throw new Error(`the copy reads back as sha256 ${copyChecksum}, not ${sourceChecksum}`);
  }
  return { copied: true, checksum: sourceChecksum };
}

async function findSource(stores: DocumentStore[], key: string): Promise<StoredDocument | null> {
  for (const store of stores) {
    const stored = await store.get(key);
    if (stored) return stored;
  }
  return null;
}

/** SHA-256 of a stored document, read as a stream. */
export async function checksumOf(document: StoredDocument): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of hashing(document.body, hash)) void chunk;
  return hash.digest('hex');
}

async function* hashing(body: ReadableStream<Uint8Array>, hash: crypto.Hash) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    hash.update(value);
    yield value;
  }
}
