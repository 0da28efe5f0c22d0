import { describe, expect, it } from 'vitest';
import {
  recommendedStartDate,
  renewalBuffer,
  renewalUrgency,
  shouldStartRenewalNow,
} from './renewal-urgency';

describe('renewal urgency', () => {
  it('makes the buffer one and a half times the processing days, rounded up, 30 by default', () => {
    expect(renewalBuffer(null)).toBe(45);
    expect(renewalBuffer(undefined)).toBe(45);
    expect(renewalBuffer(30)).toBe(45);
    expect(renewalBuffer(7)).toBe(11);
    expect(renewalBuffer(1)).toBe(2);
    expect(renewalBuffer(10)).toBe(15);
  });

  it('bands the days left at the processing days, the buffer and the buffer plus 30', () => {
    expect(renewalUrgency(-3, 30)).toBe('critical');
    expect(renewalUrgency(30, 30)).toBe('critical');
    expect(renewalUrgency(31, 30)).toBe('urgent');
    expect(renewalUrgency(45, 30)).toBe('urgent');
    expect(renewalUrgency(46, 30)).toBe('upcoming');
    expect(renewalUrgency(75, 30)).toBe('upcoming');
    expect(renewalUrgency(76, 30)).toBe('normal');
    expect(renewalUrgency(11, 7)).toBe('urgent');
    expect(renewalUrgency(12, 7)).toBe('upcoming');
  });

  it('recommends starting a buffer before the renewal date', () => {
    expect(recommendedStartDate('2027-03-01', null)).toBe('2027-01-15');
    expect(recommendedStartDate('2027-03-01', 7)).toBe('2027-02-18');
    expect(shouldStartRenewalNow(45, 30)).toBe(true);
    expect(shouldStartRenewalNow(46, 30)).toBe(false);
  });
});
