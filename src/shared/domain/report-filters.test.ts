import { describe, expect, it } from 'vitest';
import { matchesReportFilter, REPORT_FILTERS, type ReportFilter } from './report-filters';

const today = '2026-11-22';
const permit = (renewalDate: string | null, status = 'active') => ({ status, renewalDate });
const matching = (facts: ReturnType<typeof permit>) =>
  REPORT_FILTERS.map((filter) => filter.id).filter((filter: ReportFilter) =>
    matchesReportFilter(facts, filter, today),
  );

describe('report filters', () => {
  it('matches a permit without a date only to No Renewal Date (and All)', () => {
    expect(matching(permit(null))).toEqual(['all', 'no-date']);
  });

  it('puts each window boundary on the right side', () => {
    expect(matching(permit('2026-11-21'))).toEqual(['all', 'expired']);
    expect(matching(permit('2026-11-22'))).toEqual(['all', 'due-30', 'due-60', 'due-90']);
    expect(matching(permit('2026-12-22'))).toEqual(['all', 'due-30', 'due-60', 'due-90']);
    expect(matching(permit('2026-12-23'))).toEqual(['all', 'due-60', 'due-90', 'compliant']);
    expect(matching(permit('2027-01-21'))).toEqual(['all', 'due-60', 'due-90', 'compliant']);
    expect(matching(permit('2027-01-22'))).toEqual(['all', 'due-90', 'compliant']);
    expect(matching(permit('2027-02-20'))).toEqual(['all', 'due-90', 'compliant']);
    expect(matching(permit('2027-02-21'))).toEqual(['all', 'compliant']);
    expect(matching(permit('2027-06-01', 'expired'))).toEqual(['all', 'expired']);
  });
});
