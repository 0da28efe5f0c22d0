import type { LocalPortal } from '../../../shared/contracts/billing';
import { PLANS } from '../../../shared/domain/plans';
import type { SubscriptionStateName } from '../../../shared/domain/subscription';
import { findSubscription } from '../subscription-store';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { LOCAL_PROVIDER } from '../providers/local-billing';
import type { BillingProvider } from '../providers/types';
import { syncFromProvider } from '../sync-from-provider';

/** The local portal's view, after time-based transitions (trial end, renewal) have been applied. */
export async function getLocalPortal(options: {
  db: Database;
  provider: BillingProvider;
  owner: SessionUser;
}): Promise<LocalPortal> {
  await syncFromProvider({
    db: options.db,
    provider: options.provider,
    businessId: options.owner.businessId,
  });
  const row = await findSubscription(options.db, options.owner.businessId);
  const local = row?.provider === LOCAL_PROVIDER ? row : undefined;
  return {
    email: options.owner.email,
    status: (local?.status ?? 'none') as SubscriptionStateName,
    trialEnd: local?.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: local?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: local?.cancelAtPeriodEnd ?? false,
    priceDollars: PLANS.pro.priceDollars,
  };
}
