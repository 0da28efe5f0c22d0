import type { Database } from '../../db/client';
import { answerForStoreFailure } from '../../integrations/documents/document-errors';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';
import { documentFileName } from '../../integrations/documents/document-file-name';
import { findOwnedPermitRow } from './find-owned-permit';

/**
 * Only the owner can download a permit's document (docs/product/permits.md#documents). Its bytes stream from
 * the store as the client reads them (docs/decisions/0015): through the app, whichever store holds them.
 */
export async function downloadPermitDocument(options: {
  db: Database;
  documents: DocumentStore;
  businessId: string;
  permitId: string;
}) {
  const { permit } = await findOwnedPermitRow(options.db, options.businessId, options.permitId);
  const noDocument = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'This permit has no document.');
  if (!permit.documentKey) throw noDocument();
  const stored = await options.documents.get(permit.documentKey).catch((error: unknown) => {
    throw answerForStoreFailure(error);
  });
  if (!stored) throw noDocument();
  return {
    body: stored.body,
    size: stored.size,
    name: documentFileName(permit.documentName ?? '', permit.documentType),
    type: permit.documentType ?? 'application/octet-stream',
  };
}
