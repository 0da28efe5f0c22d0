import { afterEach, describe, expect, it } from 'vitest';
import {
  addDaysTo,
  addYearTo,
  calendarDateIn,
  daysBetween,
  isCalendarDate,
  isCalendarDateInRange,
  isKnownTimeZone,
} from './calendar-dates';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('calendar dates', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('02/28/2026')).toBe(false);
    expect(isCalendarDate('2026-2-8')).toBe(false);
  });

  it('takes dates from 1900-01-01 to 2200-12-31 only', () => {
    expect(isCalendarDateInRange('1900-01-01')).toBe(true);
    expect(isCalendarDateInRange('2200-12-31')).toBe(true);
    expect(isCalendarDateInRange('1899-12-31')).toBe(false);
    expect(isCalendarDateInRange('2201-01-01')).toBe(false);
    expect(isCalendarDateInRange('9999-12-31')).toBe(false);
    expect(isCalendarDateInRange('2100-02-29')).toBe(false);
  });

  it('counts whole days, across a daylight-saving change too', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('adds days and years, 29 February falling back to the 28th', () => {
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYearTo('2026-11-22')).toBe('2027-11-22');
    expect(addYearTo('2028-02-29')).toBe('2029-02-28');
  });

  it('counts and adds alike in every time zone, also where a day starts at one in the morning', () => {
    // Havana and Santiago move their clocks at midnight: 2026-03-08 and 2026-09-06 have no 00:00 there.
    for (const timeZone of [
      'Pacific/Pago_Pago',
      'America/Havana',
      'America/Santiago',
      'UTC',
      'Pacific/Kiritimati',
    ]) {
      process.env.TZ = timeZone;
      expect(daysBetween('2026-03-07', '2026-03-09'), timeZone).toBe(2);
      expect(daysBetween('2026-09-05', '2026-09-07'), timeZone).toBe(2);
      expect(daysBetween('2026-01-01', '2027-01-01'), timeZone).toBe(365);
      expect(addDaysTo('2026-03-07', 1), timeZone).toBe('2026-03-08');
      expect(addDaysTo('2026-03-08', 1), timeZone).toBe('2026-03-09');
      expect(addDaysTo('2026-09-06', -1), timeZone).toBe('2026-09-05');
      expect(addDaysTo('2026-01-01', 365), timeZone).toBe('2027-01-01');
      expect(addYearTo('2028-02-29'), timeZone).toBe('2029-02-28');
      expect(isCalendarDate('2026-03-08'), timeZone).toBe(true);
    }
  });

  it("reads today's date in the owner's time zone", () => {
    const instant = new Date('2026-11-22T06:30:00Z');
    expect(calendarDateIn('UTC', instant)).toBe('2026-11-22');
    expect(calendarDateIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(calendarDateIn('Pacific/Kiritimati', new Date('2026-11-22T11:00:00Z'))).toBe('2026-11-23');
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
