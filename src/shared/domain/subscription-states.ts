/**
 * The names of the states a payment provider reports (Stripe's, as billing/providers folds them) and of the
 * local portal's actions: the vocabulary that contracts and the schema validate against. Which states give Pro
 * and which action each allows are rules, in entitlements.ts.
 */
export const SUBSCRIPTION_STATE_NAMES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStateName = (typeof SUBSCRIPTION_STATE_NAMES)[number];

/** The local test-mode portal's actions (contracts/billing), each one a Stripe subscription transition. */
export const PORTAL_ACTIONS = ['end-trial-now', 'cancel-at-period-end', 'resume', 'cancel-now'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];
