import { describe, expect, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import { permitFixture } from '@tests/support/client-fixtures';
import { mostUrgentRenewals, scheduleOn, scheduleRenewals, yearOfRenewals } from './renewal-schedule';

const today = '2026-11-15';

const permit = (name: string, renewalDate: string | null, processingTimeDays: number | null = null): Permit =>
  permitFixture({
    id: name,
    name,
    issueDate: null,
    renewalDate,
    cost: null,
    city: null,
    state: null,
    stateCode: null,
    county: null,
    processingTimeDays,
  });

describe('scheduleRenewals', () => {
  it('leaves out permits without a renewal date and sorts by days left', () => {
    const schedule = scheduleRenewals(
      [permit('Later', '2027-03-01'), permit('Undated', null), permit('Overdue', '2026-11-01')],
      today,
    );
    expect(schedule.map((entry) => [entry.permit.name, entry.daysLeft])).toEqual([
      ['Overdue', -14],
      ['Later', 106],
    ]);
  });

  it('starts a renewal the buffer before its date (30 days by default: 45 days before)', () => {
    const [entry] = scheduleRenewals([permit('Health', '2026-12-30')], today);
    expect(entry!.startDate).toBe('2026-11-15');
    const [custom] = scheduleRenewals([permit('Fire', '2026-12-30', 7)], today);
    expect(custom!.startDate).toBe('2026-12-19');
  });
});

describe('scheduleOn', () => {
  it('finds the renewals due and those to start on a day', () => {
    const schedule = scheduleRenewals([permit('Health', '2026-12-30'), permit('Fire', '2026-11-15')], today);
    const day = scheduleOn(schedule, today);
    expect(day.renewing.map((entry) => entry.permit.name)).toEqual(['Fire']);
    expect(day.starting.map((entry) => entry.permit.name)).toEqual(['Health']);
    expect(scheduleOn(schedule, '2026-11-16')).toEqual({ renewing: [], starting: [] });
  });
});

describe('yearOfRenewals', () => {
  it('gives 12 months from the current one, across the new year', () => {
    const schedule = scheduleRenewals(
      [permit('Health', '2026-11-20'), permit('Fire', '2027-10-31'), permit('Tax', '2027-11-01')],
      today,
    );
    const year = yearOfRenewals(schedule, today);
    expect(year.map((month) => month.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(year[0]!.renewals.map((entry) => entry.permit.name)).toEqual(['Health']);
    expect(year[11]!.renewals.map((entry) => entry.permit.name)).toEqual(['Fire']);
  });
});

describe('mostUrgentRenewals', () => {
  it('takes the 3 with the fewest days left', () => {
    const schedule = scheduleRenewals(
      ['2027-01-04', '2026-11-20', '2026-12-01', '2026-11-10'].map((date) => permit(date, date)),
      today,
    );
    expect(mostUrgentRenewals(schedule).map((entry) => entry.renewalDate)).toEqual([
      '2026-11-10',
      '2026-11-20',
      '2026-12-01',
    ]);
  });
});
