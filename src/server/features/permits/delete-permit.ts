import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Logger } from '../../lib/logger';
import { permitNotFound } from './find-owned-permit';

export async function deletePermit(options: {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  userId: string;
  permitId: string;
}) {
  const { db, userId, permitId } = options;
  const [deleted] = await db
    .delete(permits)
    .where(and(eq(permits.id, permitId), eq(permits.userId, userId)))
    .returning({ documentKey: permits.documentKey });
  if (!deleted) throw permitNotFound();
  if (deleted.documentKey) {
    // The row is gone, so the file is unreachable either way; a failure here only leaves an orphan.
    await options.documents.delete(deleted.documentKey).catch((error: unknown) => {
      options.logger.warn({ err: error, permitId }, 'could not delete the document of a deleted permit');
    });
  }
}
