import { describe, expect, it } from 'vitest';
import {
  availablePortalActions,
  canAddPermit,
  canUseProFeature,
  canUseTextAlerts,
  isLiveSubscriptionState,
  isSuspendedMember,
  PERMIT_LIMIT_MESSAGE,
  permitLimitOf,
  planOf,
  PRO_FEATURES,
  remainingPermits,
  subscriptionStatusAt,
} from './entitlements';
import { FREE_SUBSCRIPTION } from './subscription';
import { SUBSCRIPTION_STATE_NAMES } from './subscription-states';

const now = new Date('2026-11-22T12:00:00.000Z');
const later = new Date('2026-11-29T12:00:00.000Z');
const earlier = new Date('2026-11-21T12:00:00.000Z');
const justBefore = new Date(now.getTime() - 1);
const stored = { tier: 'pro', trialEnd: null, currentPeriodEnd: later, cancelAtPeriodEnd: false } as const;
const PRO = subscriptionStatusAt({ ...stored, status: 'active' }, now);

describe('the live subscription states', () => {
  it('are a trial, a paid period and a payment being retried; not none or canceled', () => {
    expect(SUBSCRIPTION_STATE_NAMES.filter(isLiveSubscriptionState)).toEqual([
      'trialing',
      'active',
      'past_due',
    ]);
  });
});

describe('subscriptionStatusAt', () => {
  it('is Free without a row, for the free tier, and for none or canceled', () => {
    expect(subscriptionStatusAt(undefined, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...stored, tier: 'free', status: 'active' }, now)).toEqual(
      FREE_SUBSCRIPTION,
    );
    expect(subscriptionStatusAt({ ...stored, status: 'none' }, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...stored, status: 'canceled' }, now)).toEqual(FREE_SUBSCRIPTION);
  });

  it('is Pro while active or past due, ending with the period', () => {
    expect(PRO).toEqual({
      subscribed: true,
      isTrialing: false,
      subscription_tier: 'Pro',
      subscription_end: later.toISOString(),
    });
    expect(subscriptionStatusAt({ ...stored, status: 'past_due' }, now).subscribed).toBe(true);
  });

  it('is a trial until the trial end, exactly', () => {
    const trial = { ...stored, status: 'trialing', trialEnd: later } as const;
    expect(subscriptionStatusAt(trial, now)).toMatchObject({
      isTrialing: true,
      subscription_end: later.toISOString(),
    });
    expect(subscriptionStatusAt(trial, later)).toMatchObject({ subscribed: true, isTrialing: false });
  });

  it('ends a subscription cancelled at period end when the period is over, not before', () => {
    const cancelling = { ...stored, status: 'active', cancelAtPeriodEnd: true } as const;
    expect(subscriptionStatusAt(cancelling, now).subscribed).toBe(true);
    expect(subscriptionStatusAt({ ...cancelling, currentPeriodEnd: now }, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...cancelling, currentPeriodEnd: earlier }, now)).toEqual(
      FREE_SUBSCRIPTION,
    );
    expect(subscriptionStatusAt({ ...cancelling, currentPeriodEnd: null }, now).subscribed).toBe(true);
  });

  it('maps to the plan whose limits apply, Free while the status is unknown', () => {
    expect(planOf(FREE_SUBSCRIPTION)).toBe('free');
    expect(planOf(undefined)).toBe('free');
    expect(planOf(PRO)).toBe('pro');
  });
});

describe('the permit limit', () => {
  it('is 3 on Free and none on Pro', () => {
    expect(permitLimitOf(FREE_SUBSCRIPTION)).toBe(3);
    expect(permitLimitOf(undefined)).toBe(3);
    expect(permitLimitOf(PRO)).toBeNull();
    expect(PERMIT_LIMIT_MESSAGE).toBe(
      'The Free plan tracks up to 3 permits. Upgrade to Pro for unlimited permits and licenses.',
    );
  });

  it('counts the remaining permits at the third and the fourth', () => {
    expect(remainingPermits(FREE_SUBSCRIPTION, 2)).toBe(1);
    expect(remainingPermits(FREE_SUBSCRIPTION, 3)).toBe(0);
    expect(remainingPermits(FREE_SUBSCRIPTION, 4)).toBe(0);
    expect(remainingPermits(PRO, 1000)).toBeNull();
  });

  it('allows the third permit on Free and refuses the fourth', () => {
    expect(canAddPermit(FREE_SUBSCRIPTION, 2)).toBe(true);
    expect(canAddPermit(FREE_SUBSCRIPTION, 3)).toBe(false);
    expect(canAddPermit(FREE_SUBSCRIPTION, 7)).toBe(false);
    expect(canAddPermit(undefined, 2)).toBe(true);
    expect(canAddPermit(undefined, 3)).toBe(false);
    expect(canAddPermit(PRO, 500)).toBe(true);
  });

  it('lets an owner whose cancellation took effect keep five permits but add none', () => {
    const ended = subscriptionStatusAt({ ...stored, status: 'active', cancelAtPeriodEnd: true }, later);
    expect(canAddPermit(ended, 5)).toBe(false);
    expect(canAddPermit(ended, 2)).toBe(true);
  });
});

describe('Pro features', () => {
  it('are all refused on Free and while unknown, and all given on Pro and in a trial', () => {
    const trial = subscriptionStatusAt({ ...stored, status: 'trialing', trialEnd: later }, now);
    for (const feature of PRO_FEATURES) {
      expect(canUseProFeature(FREE_SUBSCRIPTION, feature)).toBe(false);
      expect(canUseProFeature(undefined, feature)).toBe(false);
      expect(canUseProFeature(PRO, feature)).toBe(true);
      expect(canUseProFeature(trial, feature)).toBe(true);
    }
  });

  it('gives text alerts while past due, and takes them away the moment a cancelled period ends', () => {
    expect(canUseTextAlerts(subscriptionStatusAt({ ...stored, status: 'past_due' }, now))).toBe(true);
    const cancelling = {
      ...stored,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: now,
    } as const;
    expect(canUseTextAlerts(subscriptionStatusAt(cancelling, justBefore))).toBe(true);
    expect(canUseTextAlerts(subscriptionStatusAt(cancelling, now))).toBe(false);
    expect(canUseTextAlerts(subscriptionStatusAt({ ...stored, status: 'canceled' }, now))).toBe(false);
    expect(canUseTextAlerts(undefined)).toBe(false);
  });
});

describe('availablePortalActions', () => {
  const state = (status: (typeof SUBSCRIPTION_STATE_NAMES)[number], cancelAtPeriodEnd = false) => ({
    status,
    cancelAtPeriodEnd,
  });

  it('offers only the transitions the state allows', () => {
    expect(availablePortalActions(state('trialing'))).toEqual([
      'end-trial-now',
      'cancel-at-period-end',
      'cancel-now',
    ]);
    expect(availablePortalActions(state('trialing', true))).toEqual([
      'end-trial-now',
      'resume',
      'cancel-now',
    ]);
    expect(availablePortalActions(state('active'))).toEqual(['cancel-at-period-end', 'cancel-now']);
    expect(availablePortalActions(state('active', true))).toEqual(['resume', 'cancel-now']);
    expect(availablePortalActions(state('none'))).toEqual([]);
    expect(availablePortalActions(state('canceled'))).toEqual([]);
  });

  it('lets a past due subscription be cancelled now or at the period end, as Stripe does', () => {
    expect(availablePortalActions(state('past_due'))).toEqual(['cancel-at-period-end', 'cancel-now']);
    expect(availablePortalActions(state('past_due', true))).toEqual(['resume', 'cancel-now']);
  });
});

describe('isSuspendedMember (docs/decisions/0018)', () => {
  it('suspends every member but the owner while the business is not on Pro', () => {
    for (const role of ['manager', 'crew']) {
      expect(isSuspendedMember(role, FREE_SUBSCRIPTION), role).toBe(true);
      expect(isSuspendedMember(role, undefined), role).toBe(true);
      expect(isSuspendedMember(role, PRO), role).toBe(false);
    }
    expect(isSuspendedMember('owner', FREE_SUBSCRIPTION)).toBe(false);
  });
});
