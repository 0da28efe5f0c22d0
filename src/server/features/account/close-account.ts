import { eq } from 'drizzle-orm';
import { isLiveSubscriptionState } from '../../../shared/domain/entitlements';
import { findSubscription } from '../../billing/subscription-store';
import type { Database } from '../../db/client';
import { user, verification } from '../../db/schema';
import { BillingProviderError, type BillingProvider } from '../../integrations/billing/types';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';

/**
 * 'Yes, Delete Everything' (DESIGN §6.7): cancels any subscription at once, then deletes the owner and,
 * through the foreign keys, every row that belongs to them (permits, profile, settings, sessions…), and
 * their stored documents.
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
  await db.transaction(async (tx) => {
    // Password-reset tokens name the user in their value, not by a foreign key.
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
  // Documents are stored under the owner's id (features/permits): all of them go with the account.
  await options.documents.deletePrefix(userId);
}
