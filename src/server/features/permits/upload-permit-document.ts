import { permits } from '../../db/schema';
import { recordActivity } from '../../activity/record-activity';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { storeUpload } from '../../integrations/documents/store-upload';
import { findWritablePermitRow, permitNotFound } from './find-owned-permit';
import { getPermit } from './get-permit';
import { lockPermitDocument, type PermitDocumentOptions } from './permit-document-row';

/**
 * Stores a PDF or image with the permit, checked by its content (a PDF must open and have a page), replacing
 * any earlier one (docs/product/permits.md#documents). The file streams from the request into the store (docs/decisions/0015):
 * stored under a new key first, then the permit takes the key and queues the earlier document's removal in
 * one transaction. A failure before the commit leaves no row pointing at a missing object; an object left by
 * a crash is swept as an orphan.
 */
export async function uploadPermitDocument(
  options: PermitDocumentOptions & { body: ReadableStream<Uint8Array> | null; contentType: string },
) {
  const { db, documents, logger, actor, permitId } = options;
  const { businessId } = actor;
  const { vehicle } = await findWritablePermitRow(db, businessId, permitId);
  const key = newDocumentKey(businessId, permitId);
  const stored = await storeUpload({ documents, key, body: options.body, contentType: options.contentType });

  let queued: { ids: number[]; found: boolean };
  try {
    queued = await db.transaction(async (tx) => {
      const { where, current } = await lockPermitDocument(tx, businessId, permitId);
      // Deleted while the file streamed in: the new object goes the way of the permit's other documents.
      if (!current) return { ids: await queueDocumentDeletions(tx, [{ key }]), found: false };
      const documentName = stored.name;
      await tx
        .update(permits)
        .set({
          documentKey: key,
          documentName,
          documentType: stored.type,
          documentSize: stored.size,
          documentSha256: stored.sha256,
        })
        .where(where);
      await recordActivity(tx, {
        businessId,
        actor,
        action: 'document.uploaded',
        permitId,
        subject: current.name,
        vehicleName: vehicle?.name ?? null,
        changes: [{ field: 'document', before: current.documentName, after: documentName }],
      });
      const replaced = current.key ? [{ key: current.key }] : [];
      return { ids: await queueDocumentDeletions(tx, replaced), found: true };
    });
  } catch (error) {
    // Nothing references the new object; removing it now spares the orphan sweep the work.
    await documents.delete(key).catch(() => {});
    throw error;
  }
  await deleteQueuedDocuments({ db, documents, logger, ids: queued.ids });
  if (!queued.found) throw permitNotFound();
  return getPermit({ db, businessId, permitId });
}
