import { describe, expect, it } from 'vitest';
import { FREE_SUBSCRIPTION, planBadgeLabel, planOf, subscriptionStatusAt } from './subscription';

describe('planBadgeLabel', () => {
  it('reads Free Plan without a subscription or while the check is pending', () => {
    expect(planBadgeLabel(FREE_SUBSCRIPTION)).toBe('Free Plan');
    expect(planBadgeLabel(undefined)).toBe('Free Plan');
  });

  it('shows the tier, with (Trial) appended while trialing', () => {
    const pro = { subscribed: true, isTrialing: false, subscription_tier: 'Pro', subscription_end: null };
    expect(planBadgeLabel(pro)).toBe('Pro');
    expect(planBadgeLabel({ ...pro, isTrialing: true })).toBe('Pro (Trial)');
  });
});

describe('subscriptionStatusAt', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const later = new Date('2026-11-29T12:00:00.000Z');
  const earlier = new Date('2026-11-21T12:00:00.000Z');
  const pro = { tier: 'pro', trialEnd: null, currentPeriodEnd: later, cancelAtPeriodEnd: false } as const;

  it('is Free without a row, for the free tier, and for none or canceled', () => {
    expect(subscriptionStatusAt(undefined, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...pro, tier: 'free', status: 'active' }, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...pro, status: 'none' }, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...pro, status: 'canceled' }, now)).toEqual(FREE_SUBSCRIPTION);
  });

  it('is Pro while active or past due, ending with the period', () => {
    expect(subscriptionStatusAt({ ...pro, status: 'active' }, now)).toEqual({
      subscribed: true,
      isTrialing: false,
      subscription_tier: 'Pro',
      subscription_end: later.toISOString(),
    });
    expect(subscriptionStatusAt({ ...pro, status: 'past_due' }, now).subscribed).toBe(true);
  });

  it('is a trial until the trial end, exactly', () => {
    const trial = { ...pro, status: 'trialing', trialEnd: later } as const;
    expect(subscriptionStatusAt(trial, now)).toMatchObject({
      isTrialing: true,
      subscription_end: later.toISOString(),
    });
    expect(subscriptionStatusAt(trial, later)).toMatchObject({ subscribed: true, isTrialing: false });
  });

  it('ends a subscription cancelled at period end when the period is over, not before', () => {
    const cancelling = { ...pro, status: 'active', cancelAtPeriodEnd: true } as const;
    expect(subscriptionStatusAt(cancelling, now).subscribed).toBe(true);
    expect(subscriptionStatusAt({ ...cancelling, currentPeriodEnd: now }, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionStatusAt({ ...cancelling, currentPeriodEnd: earlier }, now)).toEqual(
      FREE_SUBSCRIPTION,
    );
  });

  it('maps to the plan whose limits apply', () => {
    expect(planOf(FREE_SUBSCRIPTION)).toBe('free');
    expect(planOf(subscriptionStatusAt({ ...pro, status: 'active' }, now))).toBe('pro');
  });
});
