import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import type { subscriptionStatusSchema } from '../contracts/subscription';

/** The answer of check-subscription (docs/product/plans.md#subscription-status), as the API returns it. */
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * No subscription: the tier reads 'Free' (docs/product/plans.md#subscription-status), the Free plan's name in
 * plans.ts; the dashboard loads this without the plan table, so the word is written here.
 */
export const FREE_SUBSCRIPTION: SubscriptionStatus = {
  subscribed: false,
  isTrialing: false,
  subscription_tier: 'Free',
  subscription_end: null,
};

export type { SubscriptionStateName } from './subscription-states';
import type { SubscriptionStateName } from './subscription-states';

/** What is stored per user (docs/decisions/0005): the provider's view of the subscription. */
export type StoredSubscription = {
  tier: string;
  status: SubscriptionStateName;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * The plan badge (docs/product/screens.md#signed-in-header): the tier, with ' (Trial)' while trialing,
 * otherwise 'Free Plan', in `i18n`'s language. The tier is the Pro plan's name, which is 'Pro' in every
 * language.
 */
export function planBadgeLabel(status: SubscriptionStatus | undefined, i18n: I18n): string {
  if (!status?.subscribed) return i18n._('Free Plan');
  const tier = status.subscription_tier;
  return status.isTrialing ? i18n._('{tier} (Trial)', { tier }) : tier;
}
