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

/** spec §2 Dashboard: the tier, with ' (Trial)' while trialing, otherwise 'Free Plan'. */
export function planBadgeLabel(status: SubscriptionStatus | undefined): string {
  if (!status?.subscribed) return 'Free Plan';
  return status.isTrialing ? `${status.subscription_tier} (Trial)` : status.subscription_tier;
}
