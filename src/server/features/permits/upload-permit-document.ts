import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  detectDocumentType,
  isAcceptedDeclaredType,
  MAX_DOCUMENT_BYTES,
} from '../../../shared/domain/document-types';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';
import { documentFileName } from './document-file-name';
import { findOwnedPermitRow, permitNotFound } from './find-owned-permit';
import { getPermit } from './get-permit';

const invalidType = () => new AppError(400, 'INVALID_FILE_TYPE', 'Please upload a PDF or image file.');

/** DESIGN §6.4: stores a PDF or image with the permit, checked by its content, replacing any earlier one. */
export async function uploadPermitDocument(options: {
  db: Database;
  documents: DocumentStore;
  userId: string;
  permitId: string;
  file: File;
}) {
  const { db, documents, userId, permitId, file } = options;
  const existing = await findOwnedPermitRow(db, userId, permitId);
  if (file.size > MAX_DOCUMENT_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
  }
  if (file.size === 0) throw new AppError(400, 'EMPTY_FILE', 'The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = detectDocumentType(bytes.subarray(0, 16));
  // A file whose content is not what it claims to be (a PDF or an image) is refused, whichever way it lies.
  if (!detected || !isAcceptedDeclaredType(file.type) || kindOf(file.type) !== kindOf(detected))
    throw invalidType();
  const key = `${userId}/${permitId}/${crypto.randomBytes(12).toString('base64url')}`;
  await documents.put(key, bytes);
  const updated = await db
    .update(permits)
    .set({
      documentKey: key,
      documentName: documentFileName(file.name, detected),
      documentType: detected,
      documentSize: bytes.length,
    })
    .where(and(eq(permits.id, permitId), eq(permits.userId, userId)))
    .returning({ id: permits.id });
  if (updated.length === 0) {
    await documents.delete(key);
    throw permitNotFound();
  }
  if (existing.permit.documentKey) await documents.delete(existing.permit.documentKey);
  return getPermit({ db, userId, permitId });
}

const kindOf = (type: string) => (type === 'application/pdf' ? 'pdf' : 'image');
