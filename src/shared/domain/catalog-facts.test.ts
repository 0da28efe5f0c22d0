import { describe, expect, it } from 'vitest';
import { englishI18n, spanishI18n } from '@tests/support/i18n-instances';
import { describeCost, describeDays, describeRenewalCycle } from './catalog-facts';

const en = englishI18n();

describe('catalog facts as a person reads them', () => {
  it('describes fees', () => {
    expect(describeCost({ minUsd: 0, maxUsd: 0, per: 'application' }, en)).toBe('No fee');
    expect(describeCost({ minUsd: 50, maxUsd: 50, per: 'year' }, en)).toBe('$50.00 a year');
    expect(describeCost({ minUsd: 100, maxUsd: 300, per: 'application' }, en)).toBe(
      '$100.00–$300.00 per application',
    );
  });
  it('describes processing times and renewal cycles', () => {
    expect(describeDays({ minDays: 0, maxDays: 0 }, en)).toBe('Same day');
    expect(describeDays({ minDays: 1, maxDays: 1 }, en)).toBe('1 day');
    expect(describeDays({ minDays: 14, maxDays: 21 }, en)).toBe('14–21 days');
    expect(describeRenewalCycle(null, en)).toBe('Does not expire');
    expect(describeRenewalCycle(12, en)).toBe('Every year');
    expect(describeRenewalCycle(24, en)).toBe('Every 2 years');
    expect(describeRenewalCycle(6, en)).toBe('Every 6 months');
  });
  it('says them in Spanish, amounts as es-US writes them', async () => {
    const es = await spanishI18n();
    expect(describeCost({ minUsd: 0, maxUsd: 0, per: 'application' }, es)).toBe('Sin costo');
    expect(describeCost({ minUsd: 1250, maxUsd: 1250, per: 'year' }, es)).toBe('$1,250.00 al año');
    expect(describeCost({ minUsd: 100, maxUsd: 300, per: 'application' }, es)).toBe(
      '$100.00–$300.00 por solicitud',
    );
    expect(describeDays({ minDays: 0, maxDays: 0 }, es)).toBe('El mismo día');
    expect(describeDays({ minDays: 1, maxDays: 1 }, es)).toBe('1 día');
    expect(describeDays({ minDays: 14, maxDays: 21 }, es)).toBe('14–21 días');
    expect(describeRenewalCycle(null, es)).toBe('No vence');
    expect(describeRenewalCycle(12, es)).toBe('Cada año');
    expect(describeRenewalCycle(24, es)).toBe('Cada 2 años');
    expect(describeRenewalCycle(6, es)).toBe('Cada 6 meses');
  });
});
