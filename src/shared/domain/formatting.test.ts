import { format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDollars, formatLongDate } from './formatting';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

// The furthest zones behind and ahead of UTC, where a date read as UTC midnight would move a day.
const ZONES = ['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'];

describe('formatCalendarDate', () => {
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

/*
 * The two formats were date-fns' `format(parseISO(value), …)` until docs/decisions/0025: the same text, in
 * every time zone, for what the API sends and for what it never should.
 */
describe('the dates as date-fns wrote them', () => {
  const calendarDateBefore = (date: string) => format(parseISO(date), 'MMM dd, yyyy');
  const longDateBefore = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

  it('pads the day of a calendar date and not of a long date, and names every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      const date = `2026-${String(month).padStart(2, '0')}-0${month % 9 || 1}`;
      expect(formatCalendarDate(date), date).toBe(calendarDateBefore(date));
      expect(formatLongDate(`${date}T12:00:00.000Z`), date).toBe(longDateBefore(`${date}T12:00:00.000Z`));
    }
    expect(formatCalendarDate('2026-09-09')).toBe('Sep 09, 2026');
    expect(formatLongDate('2026-09-09T12:00:00.000Z')).toBe('Sep 9, 2026');
    expect(formatLongDate('2026-12-25T12:00:00.000Z')).toBe('Dec 25, 2026');
  });

  it('reads an instant in the reader’s zone and a date alone, or a time without a zone, as local', () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      for (const value of [
        '2026-06-04T05:30:00Z',
        '2026-06-04T05:30:00.123Z',
        '2026-12-31T23:59:59.999Z',
        '2027-01-01T00:00:00.000Z',
        '2026-06-04T05:30:00+05:30',
        '2026-06-04T22:30:00-0800',
        '2026-06-04 05:30:00+00',
        '2026-06-04T05:30',
        '2026-06-04T24:00:00',
        '2026-06-04',
        '2028-02-29',
      ])
        expect(formatLongDate(value), `${zone} ${value}`).toBe(longDateBefore(value));
    }
  });

  it('refuses what is no date as date-fns did', () => {
    for (const value of [
      '',
      'soon',
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-06-04T25:00:00Z',
      '06/04/2026',
    ]) {
      expect(() => longDateBefore(value), value).toThrow(RangeError);
      expect(() => formatLongDate(value), value).toThrow(RangeError);
      expect(() => formatCalendarDate(value), value).toThrow(RangeError);
    }
  });

  it('agrees on any instant the API writes, in every zone', () => {
    const instant = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2200-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
    for (const zone of ZONES) {
      process.env.TZ = zone;
      fc.assert(
        fc.property(instant, (iso) => {
          expect(formatLongDate(iso)).toBe(longDateBefore(iso));
          const day = iso.slice(0, 10);
          expect(formatCalendarDate(day)).toBe(calendarDateBefore(day));
        }),
        { numRuns: 300 },
      );
    }
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

describe('in US Spanish (docs/i18n/glossary-es-US.md)', () => {
  it('writes dates day first with the month in Spanish, in the reader’s own day', () => {
    expect(formatCalendarDate('2026-06-03', 'es')).toBe('03 jun 2026');
    expect(formatCalendarDate('2026-12-25', 'es')).toBe('25 dic 2026');
    expect(formatLongDate('2026-06-03T12:00:00Z', 'es')).toBe('3 jun 2026');
    expect(() => formatCalendarDate('2026-02-30', 'es')).toThrow(RangeError);
  });

  it('writes dollars as the US does', () => {
    expect(formatDollars(1234.5, 'es')).toBe('$1,234.50');
    expect(formatDollars(0, 'es')).toBe('$0.00');
  });

  it('keeps English exactly as before when asked for it', () => {
    expect(formatCalendarDate('2026-06-03', 'en')).toBe('Jun 03, 2026');
    expect(formatDollars(1234.5, 'en')).toBe('$1,234.50');
  });
});
