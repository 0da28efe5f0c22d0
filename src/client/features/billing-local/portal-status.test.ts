import { describe, expect, it } from 'vitest';
import type { LocalPortal } from '@shared/contracts/billing';
import { portalStatusText } from './portal-status';

const base: LocalPortal = {
  email: 'owner@example.com',
  status: 'none',
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  priceDollars: 19,
};
// Noon UTC: the same calendar day in every time zone the tests may run in.
const trialing: LocalPortal = {
  ...base,
  status: 'trialing',
  trialEnd: '2030-03-08T12:00:00.000Z',
  currentPeriodEnd: '2030-03-08T12:00:00.000Z',
};
const active: LocalPortal = { ...base, status: 'active', currentPeriodEnd: '2030-04-01T12:00:00.000Z' };

describe('local portal status', () => {
  it('reads each state as Stripe would', () => {
    expect(portalStatusText(trialing)).toBe('Trialing until Mar 8, 2030');
    expect(portalStatusText(active)).toBe('Active — renews Apr 1, 2030');
    expect(portalStatusText({ ...active, cancelAtPeriodEnd: true })).toBe('Cancels on Apr 1, 2030');
    expect(portalStatusText({ ...trialing, cancelAtPeriodEnd: true })).toBe('Cancels on Mar 8, 2030');
    expect(portalStatusText(base)).toBe('No subscription');
    expect(portalStatusText({ ...base, status: 'canceled' })).toBe('Canceled');
  });
});
