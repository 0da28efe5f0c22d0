import { describe, expect, it } from 'vitest';
import { describeCost, describeDays, describeRenewalCycle } from './catalog-facts';

describe('catalog facts as a person reads them', () => {
  it('describes fees', () => {
    expect(describeCost({ minUsd: 0, maxUsd: 0, per: 'application' })).toBe('No fee');
    expect(describeCost({ minUsd: 50, maxUsd: 50, per: 'year' })).toBe('$50.00 a year');
    expect(describeCost({ minUsd: 100, maxUsd: 300, per: 'application' })).toBe(
      '$100.00–$300.00 per application',
    );
  });
  it('describes processing times and renewal cycles', () => {
    expect(describeDays({ minDays: 0, maxDays: 0 })).toBe('Same day');
    expect(describeDays({ minDays: 1, maxDays: 1 })).toBe('1 day');
    expect(describeDays({ minDays: 14, maxDays: 21 })).toBe('14–21 days');
    expect(describeRenewalCycle(null)).toBe('Does not expire');
    expect(describeRenewalCycle(12)).toBe('Every year');
    expect(describeRenewalCycle(24)).toBe('Every 2 years');
    expect(describeRenewalCycle(6)).toBe('Every 6 months');
  });
});
