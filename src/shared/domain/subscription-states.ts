/**
 * The states a payment provider reports (Stripe's, as integrations/billing folds them), which of them give Pro,
 * and what the portal may do in each. The entitlement rules (entitlements.ts) build on these and re-export
 * them; a module of its own so that screens which only validate a state do not load those rules.
 */
export const SUBSCRIPTION_STATE_NAMES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStateName = (typeof SUBSCRIPTION_STATE_NAMES)[number];

/**
 * The provider states in which a subscription gives Pro: a trial, a paid period, and a failed payment that
 * the provider is still retrying (Stripe keeps a past_due subscription running until it gives up).
 */
export const LIVE_SUBSCRIPTION_STATES = [
  'trialing',
  'active',
  'past_due',
] as const satisfies readonly SubscriptionStateName[];

/** Takes a string: a stored row's status column is one. */
export const isLiveSubscriptionState = (status: string) =>
  (LIVE_SUBSCRIPTION_STATES as readonly string[]).includes(status);

/** The local test-mode portal's actions (contracts/billing), each one a Stripe subscription transition. */
export const PORTAL_ACTIONS = ['end-trial-now', 'cancel-at-period-end', 'resume', 'cancel-now'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/**
 * What Stripe's customer portal offers for a subscription in this state, in the order the local portal
 * shows it (docs/decisions/0010): any live subscription, past due included, can be cancelled now or at the
 * period end, and a pending cancellation resumed; only a trial can end early.
 */
export function availablePortalActions(subscription: {
  status: SubscriptionStateName;
  cancelAtPeriodEnd: boolean;
}): PortalAction[] {
  if (!isLiveSubscriptionState(subscription.status)) return [];
  return [
    ...(subscription.status === 'trialing' ? (['end-trial-now'] as const) : []),
    subscription.cancelAtPeriodEnd ? 'resume' : 'cancel-at-period-end',
    'cancel-now',
  ];
}
