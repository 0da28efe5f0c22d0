import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, permitInspections, permits } from '../../db/schema';
import { inspectionOfReportKey, isPermitDocumentKey } from './document-keys';
import type { DocumentStore } from './types';

/** Older than this, a stored document nothing references can no longer be an upload about to commit. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes what no permit, inspection or event references and was stored before `before` (docs/decisions/0015):
 * objects of an upload whose process died between storing and committing, and the leftovers of uploads cut
 * off midway. Only keys of our own shapes are judged, so a bucket shared with other data keeps it.
 */
export async function sweepOrphanDocuments(options: {
  db: Database;
  documents: DocumentStore;
  before: Date;
}): Promise<{ orphans: number; unfinished: number }> {
  const { db, documents, before } = options;
  let orphans = 0;
  for await (const page of documents.list()) {
    const stale = page.filter((object) => object.storedAt < before).map((object) => object.key);
    const permitKeys = stale.filter(isPermitDocumentKey);
    const reports = stale.filter((key) => inspectionOfReportKey(key) !== null);
    const candidates = [...permitKeys, ...reports];
    if (candidates.length === 0) continue;
    const kept = new Set<string | null>();
    if (permitKeys.length > 0) {
      const referenced = await db
        .select({ key: permits.documentKey })
        .from(permits)
        .where(inArray(permits.documentKey, permitKeys));
      for (const row of referenced) kept.add(row.key);
      // An event's certificate of insurance has a permit document's key shape
      // (docs/product/events.md#certificate-of-insurance).
      const certificates = await db
        .select({ key: events.coiDocumentKey })
        .from(events)
        .where(inArray(events.coiDocumentKey, permitKeys));
      for (const row of certificates) kept.add(row.key);
    }
    if (reports.length > 0) {
      // By the inspection's id, which the key holds: its primary key, so no index on the key column is needed.
      const referenced = await db
        .select({ key: permitInspections.reportDocumentKey })
        .from(permitInspections)
        .where(
          inArray(
            permitInspections.id,
            reports.map((key) => inspectionOfReportKey(key)!),
          ),
        );
      for (const row of referenced) kept.add(row.key);
    }
    for (const key of candidates) {
      if (kept.has(key)) continue;
      await documents.delete(key);
      orphans += 1;
    }
  }
  const unfinished = await documents.removeUnfinished(before);
  return { orphans, unfinished };
}
