import { and, eq } from 'drizzle-orm';
import { permitInspections, permits } from '../../db/schema';
import { recordActivity } from '../../activity/record-activity';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { findWritablePermitRow, permitNotFound } from './find-owned-permit';
import type { PermitDocumentOptions } from './permit-document-row';

/**
 * Deletes the permit and, in the same transaction, queues the removal of its document and of its inspections'
 * reports (which go with it) from the store (docs/decisions/0015): removed right after, or by the document
 * jobs once the store answers again.
 */
export async function deletePermit(options: PermitDocumentOptions) {
  const { db, actor, permitId } = options;
  const { vehicle } = await findWritablePermitRow(db, actor.businessId, permitId);
  const ids = await db.transaction(async (tx) => {
    const reports = await tx
      .select({ key: permitInspections.reportDocumentKey })
      .from(permitInspections)
      .where(
        and(eq(permitInspections.permitId, permitId), eq(permitInspections.businessId, actor.businessId)),
      );
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
    const keys = [deleted.documentKey, ...reports.map((report) => report.key)];
    return queueDocumentDeletions(
      tx,
      keys.filter((key) => key !== null).map((key) => ({ key })),
    );
  });
  await deleteQueuedDocuments({ ...options, ids });
}
