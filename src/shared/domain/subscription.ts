import { PLANS } from './plans';

/** The answer of check-subscription (spec §3, §7), as the API returns it. */
export type SubscriptionStatus = {
  subscribed: boolean;
  isTrialing: boolean;
  subscription_tier: string;
  subscription_end: string | null;
};

export const FREE_SUBSCRIPTION: SubscriptionStatus = {
  subscribed: false,
  isTrialing: false,
  subscription_tier: 'Free',
  subscription_end: null,
};

export type SubscriptionStateName = 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';

/** What is stored per user (issue 3): the provider's view of the subscription. */
export type StoredSubscription = {
  tier: string;
  status: SubscriptionStateName;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * The plan a stored subscription gives at `now`. A trial or a paid period that has run out is read as
 * its provider will report it (a cancelled-at-period-end subscription ends; a trial converts) even before
 * the provider's event arrives.
 */
export function subscriptionStatusAt(stored: StoredSubscription | undefined, now: Date): SubscriptionStatus {
  if (!stored || stored.tier !== PLANS.pro.id) return FREE_SUBSCRIPTION;
  if (stored.status === 'none' || stored.status === 'canceled') return FREE_SUBSCRIPTION;
  const periodOver = stored.currentPeriodEnd !== null && stored.currentPeriodEnd.getTime() <= now.getTime();
  if (stored.cancelAtPeriodEnd && periodOver) return FREE_SUBSCRIPTION;
  const trialing =
    stored.status === 'trialing' && (stored.trialEnd === null || stored.trialEnd.getTime() > now.getTime());
  const end = trialing ? (stored.trialEnd ?? stored.currentPeriodEnd) : stored.currentPeriodEnd;
  return {
    subscribed: true,
    isTrialing: trialing,
    subscription_tier: PLANS.pro.name,
    subscription_end: end ? end.toISOString() : null,
  };
}

/** The plan whose limits apply. */
export const planOf = (status: SubscriptionStatus) => (status.subscribed ? PLANS.pro.id : PLANS.free.id);

/** spec §2 Dashboard: the tier, with ' (Trial)' while trialing, otherwise 'Free Plan'. */
export function planBadgeLabel(status: SubscriptionStatus | undefined): string {
  if (!status?.subscribed) return 'Free Plan';
  return status.isTrialing ? `${status.subscription_tier} (Trial)` : status.subscription_tier;
}
