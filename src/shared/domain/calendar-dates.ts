/**
 * Calendar dates as 'yyyy-MM-dd' strings: a renewal date is a day, not an instant. Every rule takes `today`
 * (in the owner's time zone) as an input and never reads the clock
 * (docs/product/engineering.md#habit-4-rules-live-once).
 */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date in yyyy-MM-dd form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const toUtcMidnight = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / 86_400_000);
}

export function addDaysTo(date: CalendarDate, days: number): CalendarDate {
  return new Date(toUtcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One year on, as 'Mark as renewed' proposes; 29 February becomes 28 February. */
export function addYearTo(date: CalendarDate): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The calendar date of an instant in a time zone (IANA name, e.g. 'America/Los_Angeles'). */
export function calendarDateIn(timeZone: string, instant: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${value('year')}-${value('month')}-${value('day')}`;
}

/** True for a time zone name the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The dates the app takes (docs/product/permits.md#dates), the same for creating, editing and renewing a
 * permit: a four-digit year, whose next day (an all-day event's end in the calendar feed) is still one.
 */
export const EARLIEST_CALENDAR_DATE: CalendarDate = '1900-01-01';
export const LATEST_CALENDAR_DATE: CalendarDate = '2200-12-31';

/** A real date within the range the app takes; the comparison is on 'yyyy-MM-dd' strings. */
export function isCalendarDateInRange(value: string): boolean {
  return isCalendarDate(value) && value >= EARLIEST_CALENDAR_DATE && value <= LATEST_CALENDAR_DATE;
}
