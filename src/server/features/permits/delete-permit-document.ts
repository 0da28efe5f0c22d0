import { permits } from '../../db/schema';
import { recordActivity } from '../../activity/record-activity';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { findWritablePermitRow } from './find-owned-permit';
import { getPermit } from './get-permit';
import { lockPermitDocument, type PermitDocumentOptions } from './permit-document-row';

/**
 * Removes the permit's document: the permit lets go of it and queues its removal from the store in one
 * transaction (docs/decisions/0015), then the store removes it, or the document jobs do once it answers
 * again. A permit without a document is unchanged.
 */
export async function deletePermitDocument(options: PermitDocumentOptions) {
  const { db, actor, permitId } = options;
  const { businessId } = actor;
  const { vehicle } = await findWritablePermitRow(db, businessId, permitId);
  const ids = await db.transaction(async (tx) => {
    const { where, current } = await lockPermitDocument(tx, businessId, permitId);
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
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'document.removed',
      permitId,
      subject: current.name,
      vehicleName: vehicle?.name ?? null,
      changes: [{ field: 'document', before: current.documentName, after: null }],
    });
    return queueDocumentDeletions(tx, [{ key: current.key }]);
  });
  await deleteQueuedDocuments({ ...options, ids });
  return getPermit({ db, businessId, permitId });
}
