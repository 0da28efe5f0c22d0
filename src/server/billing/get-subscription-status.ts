import { subscriptionStatusAt } from '../../shared/domain/entitlements';
import type { SubscriptionStatus } from '../../shared/domain/subscription';
import type { DbOrTx } from '../db/client';
import { findSubscription, toStoredSubscription } from './subscription-store';

/**
 * The check-subscription answer (docs/product/plans.md#subscription-status) from the stored state; no row is
 * the Free plan.
 */
export async function getSubscriptionStatus(options: {
  db: DbOrTx;
  businessId: string;
  now?: Date;
}): Promise<SubscriptionStatus> {
  const row = await findSubscription(options.db, options.businessId);
  return subscriptionStatusAt(toStoredSubscription(row), options.now ?? new Date());
}
