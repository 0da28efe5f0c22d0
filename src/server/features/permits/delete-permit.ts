import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import { recordActivity, type Actor } from '../../activity/record-activity';
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
  actor: Actor;
  permitId: string;
}) {
  const { db, actor, permitId } = options;
  const ids = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(permits)
      .where(and(eq(permits.id, permitId), eq(permits.businessId, actor.businessId)))
      .returning({ documentKey: permits.documentKey, name: permits.name });
    if (!deleted) throw permitNotFound();
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'permit.deleted',
      permitId,
      subject: deleted.name,
    });
    return queueDocumentDeletions(tx, deleted.documentKey ? [{ key: deleted.documentKey }] : []);
  });
  await deleteQueuedDocuments({ ...options, ids });
}
