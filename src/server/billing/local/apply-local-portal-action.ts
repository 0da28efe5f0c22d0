import type { LocalPortalAction } from '../../../shared/contracts/billing';
import { availablePortalActions } from '../../../shared/domain/entitlements';
import { findSubscription, saveProviderSubscription } from '../subscription-store';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { LOCAL_PROVIDER } from '../providers/local-billing';
import { localTransitions } from '../providers/local-transitions';
import type { BillingProvider } from '../providers/types';
import { AppError } from '../../lib/errors';
import { getLocalPortal } from './get-local-portal';

/**
 * One action of the local portal, driving the transition Stripe's portal would report. Only the actions the
 * page offers are accepted (availablePortalActions, docs/decisions/0010).
 */
export async function applyLocalPortalAction(options: {
  db: Database;
  provider: BillingProvider;
  owner: SessionUser;
  action: LocalPortalAction;
}) {
  const { db, owner, action } = options;
  const portal = await getLocalPortal(options);
  const row = await findSubscription(db, owner.businessId);
  if (
    !row?.providerCustomerId ||
    !row.providerSubscriptionId ||
    !availablePortalActions(portal).includes(action)
  ) {
    throw new AppError(
      409,
      'INVALID_SUBSCRIPTION_STATE',
      /*i18n*/ 'This subscription cannot do that while it is {status}.',
      { status: portal.status },
    );
  }
  // Taken after the read above, which itself stored a newer observation.
  const now = new Date();
  const current = {
    status: portal.status,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
  const next =
    action === 'end-trial-now'
      ? localTransitions.endTrialNow(current, now)
      : action === 'cancel-at-period-end'
        ? localTransitions.cancelAtPeriodEnd(current)
        : action === 'resume'
          ? localTransitions.resume(current)
          : localTransitions.cancelNow(current, now);
  await saveProviderSubscription({
    db,
    businessId: owner.businessId,
    provider: LOCAL_PROVIDER,
    observedAt: now,
    state: { ...next, customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId },
  });
  return getLocalPortal(options);
}
