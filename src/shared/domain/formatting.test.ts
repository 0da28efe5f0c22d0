import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDollars, formatLongDate } from './formatting';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

// The furthest zones behind and ahead of UTC, where a date read as UTC midnight would move a day.
const ZONES = ['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'];

describe('formatCalendarDate (spec §2)', () => {
  it('writes MMM dd, yyyy with a two-digit day', () => {
    expect(formatCalendarDate('2027-03-05')).toBe('Mar 05, 2027');
    expect(formatCalendarDate('2027-11-30')).toBe('Nov 30, 2027');
  });

  it('shows the same day in every time zone, at month and year ends too', () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(formatCalendarDate('2027-01-01'), zone).toBe('Jan 01, 2027');
      expect(formatCalendarDate('2026-12-31'), zone).toBe('Dec 31, 2026');
      expect(formatCalendarDate('2028-02-29'), zone).toBe('Feb 29, 2028');
    }
  });
});

describe('formatLongDate', () => {
  it("shows an instant on the reader's own day", () => {
    const lateEveningInCalifornia = '2026-06-04T05:30:00Z';
    process.env.TZ = 'America/Los_Angeles';
    expect(formatLongDate(lateEveningInCalifornia)).toBe('Jun 3, 2026');
    process.env.TZ = 'UTC';
    expect(formatLongDate(lateEveningInCalifornia)).toBe('Jun 4, 2026');
  });
});

describe('formatDollars', () => {
  it('always shows cents, and groups thousands', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(250)).toBe('$250.00');
    expect(formatDollars(425.5)).toBe('$425.50');
    expect(formatDollars(0.99)).toBe('$0.99');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(1_000_000)).toBe('$1,000,000.00');
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatDollars(10.004)).toBe('$10.00');
    expect(formatDollars(10.006)).toBe('$10.01');
  });
});
