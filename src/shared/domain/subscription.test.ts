import { describe, expect, it } from 'vitest';
import { englishI18n } from '@tests/support/i18n-instances';
import { PLANS } from './plans';
import { FREE_SUBSCRIPTION, planBadgeLabel } from './subscription';

const en = englishI18n();

describe('planBadgeLabel', () => {
  it('reads Free Plan without a subscription or while the check is pending', () => {
    expect(planBadgeLabel(FREE_SUBSCRIPTION, en)).toBe('Free Plan');
    expect(planBadgeLabel(undefined, en)).toBe('Free Plan');
  });

  it('shows the tier, with (Trial) appended while trialing', () => {
    const pro = { subscribed: true, isTrialing: false, subscription_tier: 'Pro', subscription_end: null };
    expect(planBadgeLabel(pro, en)).toBe('Pro');
    expect(planBadgeLabel({ ...pro, isTrialing: true }, en)).toBe('Pro (Trial)');
  });
});

describe('FREE_SUBSCRIPTION', () => {
  it('names the Free plan by the name the plan table gives it', () => {
    expect(FREE_SUBSCRIPTION.subscription_tier).toBe(PLANS.free.name);
  });
});
