import type { z } from 'zod';
import type { subscriptionStatusSchema } from '../contracts/subscription';
import { PLANS } from './plans';

/** The answer of check-subscription (spec §3, §7), as the API returns it. */
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const FREE_SUBSCRIPTION: SubscriptionStatus = {
  subscribed: false,
  isTrialing: false,
  subscription_tier: PLANS.free.name,
  subscription_end: null,
};

/** The states a payment provider reports (Stripe's, as integrations/billing folds them). */
export const SUBSCRIPTION_STATE_NAMES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStateName = (typeof SUBSCRIPTION_STATE_NAMES)[number];

/** What is stored per user (docs/decisions/0005): the provider's view of the subscription. */
export type StoredSubscription = {
  tier: string;
  status: SubscriptionStateName;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** spec §2 Dashboard: the tier, with ' (Trial)' while trialing, otherwise 'Free Plan'. */
export function planBadgeLabel(status: SubscriptionStatus | undefined): string {
  if (!status?.subscribed) return 'Free Plan';
  return status.isTrialing ? `${status.subscription_tier} (Trial)` : status.subscription_tier;
}
