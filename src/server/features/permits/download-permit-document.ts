import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';
import { documentFileName } from './document-file-name';
import { findOwnedPermitRow } from './find-owned-permit';

/** Only the owner can download a permit's document (DESIGN §6.4). */
export async function downloadPermitDocument(options: {
  db: Database;
  documents: DocumentStore;
  userId: string;
  permitId: string;
}) {
  const { permit } = await findOwnedPermitRow(options.db, options.userId, options.permitId);
  if (!permit.documentKey) throw new AppError(404, 'NOT_FOUND', 'This permit has no document.');
  const bytes = await options.documents.get(permit.documentKey);
  if (!bytes) throw new AppError(404, 'NOT_FOUND', 'This permit has no document.');
  return {
    bytes,
    name: documentFileName(permit.documentName ?? '', permit.documentType),
    type: permit.documentType ?? 'application/octet-stream',
  };
}
