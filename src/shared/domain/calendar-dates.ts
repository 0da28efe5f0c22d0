import { addDays } from 'date-fns/addDays';
import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isExists } from 'date-fns/isExists';

/**
 * Calendar dates as 'yyyy-MM-dd' strings: a renewal date is a day, not an instant. Every rule takes `today`
 * (in the owner's time zone) as an input and never reads the clock
 * (docs/product/engineering.md#habit-4-rules-live-once).
 */
export type CalendarDate = string;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/*
 * The arithmetic is date-fns' (docs/decisions/0029), on the local midnight of each date: date-fns counts days
 * on the local calendar, so no time zone and no daylight-saving change moves a date. Its smallest functions
 * only: these run on every screen's first load (docs/decisions/0025).
 */

/** The local midnight of a calendar date, as date-fns takes a day. */
export function localDateOf(date: CalendarDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar date of a local day, as date-fns hands it back (its `format` is too heavy for here). */
export const calendarDateOf = (day: Date): CalendarDate =>
  `${String(day.getFullYear()).padStart(4, '0')}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;

/** A real date in yyyy-MM-dd form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return isExists(year, month - 1, day);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  differenceInCalendarDays(localDateOf(to), localDateOf(from));

export const addDaysTo = (date: CalendarDate, days: number): CalendarDate =>
  calendarDateOf(addDays(localDateOf(date), days));

/** One year on, as 'Mark as renewed' proposes; 29 February becomes 28 February. */
export const addYearTo = (date: CalendarDate): CalendarDate => calendarDateOf(addYears(localDateOf(date), 1));

// Intl's alone, without date-fns, for a screen that needs only today (time-zones.ts).
export { calendarDateIn, isKnownTimeZone } from './time-zones';

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
