import { and, eq } from 'drizzle-orm';
import { permits } from '../../db/schema';
import { recordActivity } from '../../activity/record-activity';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { findWritablePermitRow, permitNotFound } from './find-owned-permit';
import type { PermitDocumentOptions } from './permit-document-row';

/**
 * Deletes the permit and, in the same transaction, queues its document's removal from the store
 * (docs/decisions/0015): removed right after, or by the document jobs once the store answers again.
 */
export async function deletePermit(options: PermitDocumentOptions) {
  const { db, actor, permitId } = options;
  const { vehicle } = await findWritablePermitRow(db, actor.businessId, permitId);
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
      vehicleName: vehicle?.name ?? null,
    });
    return queueDocumentDeletions(tx, deleted.documentKey ? [{ key: deleted.documentKey }] : []);
  });
  await deleteQueuedDocuments({ ...options, ids });
}
