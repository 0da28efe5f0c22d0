import { eq } from 'drizzle-orm';
import { isLiveSubscriptionState } from '../../../shared/domain/entitlements';
import { findSubscription } from '../../billing/subscription-store';
import type { Database } from '../../db/client';
import { user, verification } from '../../db/schema';
import { BillingProviderError, type BillingProvider } from '../../integrations/billing/types';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';

/**
 * 'Yes, Delete Everything' (DESIGN §6.7): cancels any subscription at once, then deletes the owner and,
 * through the foreign keys, every row that belongs to them (permits, profile, settings, sessions…), and
 * their stored documents: their removal is queued in the same transaction (docs/decisions/0015).
 * If the provider cannot cancel, nothing is deleted: an owner must never keep paying for a deleted account.
 */
export async function closeAccount(options: {
  db: Database;
  provider: BillingProvider;
  documents: DocumentStore;
  userId: string;
}) {
  const { db, provider, userId } = options;
  const row = await findSubscription(db, userId);
  if (row?.providerSubscriptionId && row.provider === provider.kind && isLiveSubscriptionState(row.status)) {
    try {
      await provider.cancelNow(row.providerSubscriptionId);
    } catch (error) {
      if (error instanceof BillingProviderError) {
        throw new AppError(
          502,
          'SUBSCRIPTION_CANCEL_FAILED',
          'The subscription could not be cancelled, so nothing was deleted.',
        );
      }
      throw error;
    }
  }
  const ids = await db.transaction(async (tx) => {
    // Password-reset tokens name the user in their value, not by a foreign key.
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
    // Documents are stored under the owner's id (document-keys.ts): all of them go with the account.
    return queueDocumentDeletions(tx, [{ key: userId, wholePrefix: true }]);
  });
  await deleteQueuedDocuments({ db, documents: options.documents, ids });
}
