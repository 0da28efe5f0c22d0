import crypto from 'node:crypto';
import {
  detectDocumentType,
  isAcceptedDeclaredType,
  MAX_DOCUMENT_BYTES,
} from '../../../shared/domain/document-types';
import { permits } from '../../db/schema';
import { recordActivity } from '../../activity/record-activity';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { answerForStoreFailure } from '../../integrations/documents/document-errors';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { AppError } from '../../lib/errors';
import { checkStoredPdf } from './check-stored-pdf';
import { documentFileName } from './document-file-name';
import { findWritablePermitRow, permitNotFound } from './find-owned-permit';
import { getPermit } from './get-permit';
import { lockPermitDocument, type PermitDocumentOptions } from './permit-document-row';
import { readUploadedFile } from './upload-permit-document-form';

const invalidType = () =>
  new AppError(400, 'INVALID_FILE_TYPE', /*i18n*/ 'Please upload a PDF or image file.');
/** Enough of the start of a file to tell its type (shared/domain/document-types.ts). */
const HEAD_BYTES = 16;

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
  const file = await readUploadedFile(options.body, options.contentType);
  const { head, content } = await splitHead(file.content, HEAD_BYTES);
  if (head.length === 0) throw new AppError(400, 'EMPTY_FILE', /*i18n*/ 'The file is empty.');
  const detected = detectDocumentType(head);
  // A file whose content is not what it claims to be (a PDF or an image) is refused, whichever way it lies.
  if (!detected || !isAcceptedDeclaredType(file.type) || kindOf(file.type) !== kindOf(detected))
    throw invalidType();

  const key = newDocumentKey(businessId, permitId);
  const hash = crypto.createHash('sha256');
  const { size } = await documents
    .put(key, hashing(content, hash), { maxBytes: MAX_DOCUMENT_BYTES })
    .catch((error: unknown) => {
      throw answerForStoreFailure(error);
    });
  // A PDF that does not open would only show in the packet as 'could not be included': refused now.
  if (detected === 'application/pdf') await checkStoredPdf(documents, key);

  let queued: { ids: number[]; found: boolean };
  try {
    queued = await db.transaction(async (tx) => {
      const { where, current } = await lockPermitDocument(tx, businessId, permitId);
      // Deleted while the file streamed in: the new object goes the way of the permit's other documents.
      if (!current) return { ids: await queueDocumentDeletions(tx, [{ key }]), found: false };
      const documentName = documentFileName(file.name, detected);
      await tx
        .update(permits)
        .set({
          documentKey: key,
          documentName,
          documentType: detected,
          documentSize: size,
          documentSha256: hash.digest('hex'),
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

const kindOf = (type: string) => (type === 'application/pdf' ? 'pdf' : 'image');

/** The first `size` bytes of a stream (fewer when it is shorter), and the whole stream again. */
async function splitHead(chunks: AsyncIterable<Uint8Array>, size: number) {
  const iterator = chunks[Symbol.asyncIterator]();
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.byteLength;
  }
  const start = Buffer.concat(read);
  async function* content() {
    if (start.length > 0) yield start;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: start.subarray(0, size), content: content() };
}

async function* hashing(chunks: AsyncIterable<Uint8Array>, hash: crypto.Hash) {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}
