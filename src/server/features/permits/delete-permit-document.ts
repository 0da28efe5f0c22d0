import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import type { DocumentStore } from '../../integrations/documents/types';
import { findOwnedPermitRow } from './find-owned-permit';
import { getPermit } from './get-permit';

/** Removes the permit's document from the permit and from the store; a permit without one is unchanged. */
export async function deletePermitDocument(options: {
  db: Database;
  documents: DocumentStore;
  userId: string;
  permitId: string;
}) {
  const { permit } = await findOwnedPermitRow(options.db, options.userId, options.permitId);
  if (!permit.documentKey) return getPermit(options);
  await options.db
    .update(permits)
    .set({ documentKey: null, documentName: null, documentType: null, documentSize: null })
    .where(and(eq(permits.id, options.permitId), eq(permits.userId, options.userId)));
  await options.documents.delete(permit.documentKey);
  return getPermit(options);
}
