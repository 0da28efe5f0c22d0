import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../activity/record-activity';
import type { Database, Transaction } from '../../db/client';
import { permits } from '../../db/schema';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Logger } from '../../lib/logger';

/** A change to one permit that may let go of its stored document (docs/decisions/0015). */
export type PermitDocumentOptions = {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  actor: Actor;
  permitId: string;
};

/**
 * The permit's document as it stands, locked until the transaction ends, so that an upload and a removal of
 * the same permit's document wait for each other; and the condition that names the permit.
 */
export async function lockPermitDocument(tx: Transaction, businessId: string, permitId: string) {
  const where = and(eq(permits.id, permitId), eq(permits.businessId, businessId));
  const [current] = await tx
    .select({ key: permits.documentKey, name: permits.name, documentName: permits.documentName })
    .from(permits)
    .where(where)
    .for('update');
  return { where, current };
}
