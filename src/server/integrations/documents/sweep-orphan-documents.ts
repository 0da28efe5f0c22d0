import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, permits } from '../../db/schema';
import { isPermitDocumentKey } from './document-keys';
import type { DocumentStore } from './types';

/** Older than this, a stored document no permit references can no longer be an upload about to commit. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes what no permit or event references and was stored before `before` (docs/decisions/0015): objects of an
 * upload whose process died between storing and committing, and the leftovers of uploads cut off midway.
 * Only keys of our own shape are judged, so a bucket shared with other data keeps it.
 */
export async function sweepOrphanDocuments(options: {
  db: Database;
  documents: DocumentStore;
  before: Date;
}): Promise<{ orphans: number; unfinished: number }> {
  const { db, documents, before } = options;
  let orphans = 0;
  for await (const page of documents.list()) {
    const candidates = page
      .filter((object) => object.storedAt < before && isPermitDocumentKey(object.key))
      .map((object) => object.key);
    if (candidates.length === 0) continue;
    // An event's certificate of insurance has a key of the same shape (docs/product/events.md#certificate-of-insurance).
    const [ofPermits, ofEvents] = await Promise.all([
      db.select({ key: permits.documentKey }).from(permits).where(inArray(permits.documentKey, candidates)),
      db
        .select({ key: events.coiDocumentKey })
        .from(events)
        .where(inArray(events.coiDocumentKey, candidates)),
    ]);
    const kept = new Set([...ofPermits, ...ofEvents].map((row) => row.key));
    for (const key of candidates) {
      if (kept.has(key)) continue;
      await documents.delete(key);
      orphans += 1;
    }
  }
  const unfinished = await documents.removeUnfinished(before);
  return { orphans, unfinished };
}
