import { describe, expect, it } from 'vitest';
import { summarizeCompliance } from './compliance-summary';

const today = '2026-06-01';
const permit = (renewalDate: string | null, cost: number | null, status = 'active') => ({
  status,
  renewalDate,
  cost,
});

describe('summarizeCompliance', () => {
  it('is all zeros without permits', () => {
    expect(summarizeCompliance([], today)).toEqual({
      totalPermits: 0,
      totalCost: 0,
      needsAttention: 0,
      compliant: 0,
    });
  });

  it('counts expired and needs-attention permits together, and compliant ones apart', () => {
    const permits = [
      permit('2026-05-31', 100), // one day overdue: expired
      permit('2026-12-31', 50, 'expired'), // expired by status
      permit('2026-07-01', 25.5), // 30 days: needs attention
      permit('2026-07-02', 10), // 31 days: compliant
      permit(null, null), // no renewal date: neither
    ];
    expect(summarizeCompliance(permits, today)).toEqual({
      totalPermits: 5,
      totalCost: 185.5,
      needsAttention: 3,
      compliant: 1,
    });
  });
});
