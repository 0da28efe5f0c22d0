import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Logger } from '../../lib/logger';
import { permitNotFound } from './find-owned-permit';

/**
 * Deletes the permit and, in the same transaction, queues its document's removal from the store
 * (docs/decisions/0015): removed right after, or by the document jobs once the store answers again.
 */
export async function deletePermit(options: {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  userId: string;
  permitId: string;
}) {
  const { db, userId, permitId } = options;
  const ids = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(permits)
      .where(and(eq(permits.id, permitId), eq(permits.userId, userId)))
      .returning({ documentKey: permits.documentKey });
    if (!deleted) throw permitNotFound();
    return queueDocumentDeletions(tx, deleted.documentKey ? [{ key: deleted.documentKey }] : []);
  });
  await deleteQueuedDocuments({ ...options, ids });
}
