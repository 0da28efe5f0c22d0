import { fillMessage } from '../i18n/fill-message';
import { PERMIT_LIMITS, VEHICLE_LIMITS } from './plan-limits';
import { PLANS, type PlanId } from './plans';
import { can } from './roles';
import type { PortalAction, SubscriptionStateName } from './subscription-states';
import { FREE_SUBSCRIPTION, type StoredSubscription, type SubscriptionStatus } from './subscription';

/*
 * What an owner's subscription lets them do, decided here once (docs/decisions/0010): the server's checks,
 * the answer the screens read (GET /api/subscription/entitlements) and the reminder sweep's SQL
 * (server/billing/sql-live-pro-subscription.ts) all come from this module. A status that is not known yet
 * (the check pending or failed) is read as Free (docs/product/plans.md#when-the-plan-check-fails).
 */

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

/**
 * The plan a stored subscription gives at `now`. A trial or a paid period that has run out is read as
 * its provider will report it (a cancelled-at-period-end subscription ends; a trial converts) even before
 * the provider's event arrives.
 */
export function subscriptionStatusAt(stored: StoredSubscription | undefined, now: Date): SubscriptionStatus {
  if (!stored || stored.tier !== PLANS.pro.id || !isLiveSubscriptionState(stored.status))
    return FREE_SUBSCRIPTION;
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
export const planOf = (status: SubscriptionStatus | undefined): PlanId =>
  status?.subscribed ? 'pro' : 'free';

/** The owner has Pro (paid or in a trial): nothing to buy, every Pro feature open. */
export const hasPro = (status: SubscriptionStatus | undefined) => planOf(status) === 'pro';

/**
 * Team collaboration is Pro: while the business is not on it, every member but the owner is suspended
 * (docs/decisions/0018). The reminder sweep and the calendar feed apply the same rule in SQL
 * (`sqlSuspendedMember`, server/billing/sql-suspended-member.ts).
 */
export const isSuspendedMember = (role: string, status: SubscriptionStatus | undefined) =>
  !can(role, 'ownBusiness') && !hasPro(status);

/** How many permits the plan allows; null means no limit (docs/product/plans.md#permit-limit). */
export const permitLimitOf = (status: SubscriptionStatus | undefined) => PERMIT_LIMITS[planOf(status)];

/** How many more permits the plan allows; null means no limit. */
export function remainingPermits(status: SubscriptionStatus | undefined, permitCount: number): number | null {
  const limit = permitLimitOf(status);
  return limit === null ? null : Math.max(0, limit - permitCount);
}

/**
 * A permit may be added while the plan's limit is not reached (docs/product/plans.md#permit-limit). A
 * downgraded owner keeps every permit but adds none until under the limit.
 */
export function canAddPermit(status: SubscriptionStatus | undefined, permitCount: number): boolean {
  const remaining = remainingPermits(status, permitCount);
  return remaining === null || remaining > 0;
}

/** The refusal of a permit past the Free plan's limit, marked for translation: `{limit}` is that limit. */
export const PERMIT_LIMIT_MESSAGE_TEMPLATE =
  /*i18n*/ 'The Free plan tracks up to {limit} permits. Upgrade to Pro for unlimited permits and licenses.';
/** The same, in English. */
export const PERMIT_LIMIT_MESSAGE = fillMessage(PERMIT_LIMIT_MESSAGE_TEMPLATE, { limit: PERMIT_LIMITS.free });

/** How many vehicles the plan keeps apart; null means no limit (docs/product/fleet.md#plans). */
export const vehicleLimitOf = (status: SubscriptionStatus | undefined) => VEHICLE_LIMITS[planOf(status)];

/** A vehicle may be added, or restored from the archive, while the plan's limit is not reached. */
export function canAddVehicle(status: SubscriptionStatus | undefined, activeVehicleCount: number): boolean {
  const limit = vehicleLimitOf(status);
  return limit === null || activeVehicleCount < limit;
}

/** The refusal of a vehicle past the Free plan's limit, marked for translation: `{limit}` is that limit. */
export const VEHICLE_LIMIT_MESSAGE_TEMPLATE =
  /*i18n*/ 'The Free plan keeps permits for {limit} vehicle. Upgrade to Pro for every truck, trailer and cart.';

/**
 * The Pro-only features (docs/product/plans.md#pro-features-and-gates). Only text alerts exist today; AI
 * renewal-link discovery and the requirement monitor are named so that their screens and jobs ask here when
 * they come.
 */
export const PRO_FEATURES = ['text-alerts', 'find-link', 'requirement-monitor'] as const;
export type ProFeature = (typeof PRO_FEATURES)[number];

export const canUseProFeature = (status: SubscriptionStatus | undefined, _feature: ProFeature) =>
  hasPro(status);

/** Text alerts are Pro, checked on turning on and on each send (docs/product/reminders.md#channels). */
export const canUseTextAlerts = (status: SubscriptionStatus | undefined) =>
  canUseProFeature(status, 'text-alerts');

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
