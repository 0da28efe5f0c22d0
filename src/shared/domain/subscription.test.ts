import { describe, expect, it } from 'vitest';
import { PLANS } from './plans';
import { FREE_SUBSCRIPTION, planBadgeLabel } from './subscription';

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

describe('FREE_SUBSCRIPTION', () => {
  it('names the Free plan by the name the plan table gives it', () => {
    expect(FREE_SUBSCRIPTION.subscription_tier).toBe(PLANS.free.name);
  });
});
