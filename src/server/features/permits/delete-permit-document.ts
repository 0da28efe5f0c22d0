import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Logger } from '../../lib/logger';
import { findOwnedPermitRow } from './find-owned-permit';
import { getPermit } from './get-permit';

/**
 * Removes the permit's document: the permit lets go of it and queues its removal from the store in one
 * transaction (docs/decisions/0015), then the store removes it, or the document jobs do once it answers
 * again. A permit without a document is unchanged.
 */
export async function deletePermitDocument(options: {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  userId: string;
  permitId: string;
}) {
  const { db, userId, permitId } = options;
  await findOwnedPermitRow(db, userId, permitId);
  const ids = await db.transaction(async (tx) => {
    const where = and(eq(permits.id, permitId), eq(permits.userId, userId));
    const [current] = await tx.select({ key: permits.documentKey }).from(permits).where(where).for('update');
    if (!current?.key) return [];
    await tx
      .update(permits)
      .set({
        documentKey: null,
        documentName: null,
        documentType: null,
        documentSize: null,
        documentSha256: null,
      })
      .where(where);
    return queueDocumentDeletions(tx, [{ key: current.key }]);
  });
  await deleteQueuedDocuments({ ...options, ids });
  return getPermit(options);
}
