import { getSubscriptionStatus } from './get-subscription-status';
import type { Database } from '../db/client';
import type { BillingProvider } from './providers/types';
import { syncFromProvider } from './sync-from-provider';

/**
 * 'Refresh Status' (docs/product/plans.md#checkout-and-portal): re-reads the subscription from the provider,
 * then answers check-subscription.
 */
export async function refreshSubscription(options: {
  db: Database;
  provider: BillingProvider;
  businessId: string;
}) {
  const { db, provider, businessId } = options;
  await syncFromProvider({ db, provider, businessId });
  return getSubscriptionStatus({ db, businessId });
}
