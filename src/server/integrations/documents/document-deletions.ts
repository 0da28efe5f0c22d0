import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { documentDeletions } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { InvalidDocumentKeyError } from './document-errors';
import type { DocumentStore } from './types';

export type DocumentDeletion = { key: string; wholePrefix?: boolean };

const BATCH = 100;

/**
 * Records documents to remove, in the caller's transaction: the same commit that stops a row referencing a
 * document promises its removal (docs/decisions/0015), so a crash or a store that is down loses neither.
 * Answers the ids, for removing them right after the commit.
 */
export async function queueDocumentDeletions(tx: DbOrTx, deletions: DocumentDeletion[]): Promise<number[]> {
  if (deletions.length === 0) return [];
  const rows = await tx
    .insert(documentDeletions)
    .values(deletions.map(({ key, wholePrefix = false }) => ({ key, wholePrefix })))
    .returning({ id: documentDeletions.id });
  return rows.map((row) => row.id);
}

/**
 * Removes queued documents from the store and their queue rows once the store confirms: the rows given
 * (right after the commit that queued them), or every queued one (the document jobs). A failure stays queued
 * with its attempt counted, for the next run; a key that is not ours is dropped with a warning, since no
 * retry can remove it. Another instance doing the same at once is harmless: removing is idempotent.
 */
export async function deleteQueuedDocuments(options: {
  db: Database;
  documents: DocumentStore;
  /** Without one, a failure is only recorded on its row (the jobs log it when they retry). */
  logger?: Logger;
  ids?: number[];
}): Promise<{ deleted: number; failed: number }> {
  const { db, documents, logger, ids } = options;
  if (ids && ids.length === 0) return { deleted: 0, failed: 0 };
  let deleted = 0;
  let failed = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(documentDeletions)
      .where(ids ? inArray(documentDeletions.id, ids) : gt(documentDeletions.id, after))
      .orderBy(asc(documentDeletions.id))
      .limit(ids ? ids.length : BATCH);
    for (const row of rows) {
      try {
        await (row.wholePrefix ? documents.deletePrefix(row.key) : documents.delete(row.key));
        deleted += 1;
      } catch (error) {
        if (!(error instanceof InvalidDocumentKeyError)) {
          failed += 1;
          await db
            .update(documentDeletions)
            .set({ attempts: sql`${documentDeletions.attempts} + 1`, lastError: messageOf(error) })
            .where(eq(documentDeletions.id, row.id));
          logger?.warn(
            { err: error, key: row.key },
            'could not remove a document from the store; will retry',
          );
          continue;
        }
        logger?.warn({ key: row.key }, 'dropped the removal of a document key that is not ours');
      }
      await db.delete(documentDeletions).where(eq(documentDeletions.id, row.id));
    }
    if (ids || rows.length < BATCH) return { deleted, failed };
    after = rows.at(-1)!.id;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);
