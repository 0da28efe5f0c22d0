import { describe, expect, it } from 'vitest';
import { canAddPermit, PLANS, remainingPermits } from './plans';

describe('plans', () => {
  it('gives the Free plan three permits and Pro no limit', () => {
    expect(PLANS.free.permitLimit).toBe(3);
    expect(PLANS.pro.permitLimit).toBeNull();
    expect(PLANS.pro.priceDollars).toBe(19);
  });

  it('counts the remaining permits at the third and the fourth', () => {
    expect(remainingPermits('free', 2)).toBe(1);
    expect(remainingPermits('free', 3)).toBe(0);
    expect(remainingPermits('free', 4)).toBe(0);
    expect(remainingPermits('pro', 1000)).toBeNull();
  });
});

describe('canAddPermit', () => {
  it('allows the third permit on Free and refuses the fourth', () => {
    expect(canAddPermit('free', 2)).toBe(true);
    expect(canAddPermit('free', 3)).toBe(false);
    expect(canAddPermit('free', 7)).toBe(false);
    expect(canAddPermit('pro', 500)).toBe(true);
  });
});

describe('plan features', () => {
  it('states the Free limit in its feature list as the limit itself', () => {
    expect(PLANS.free.features).toContain(`Up to ${PLANS.free.permitLimit} permits`);
    expect(PLANS.pro.features).toContain('Unlimited permits and licences');
  });
});
