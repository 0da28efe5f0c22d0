import type { CalendarDate } from './calendar-dates';

/*
 * Dates in a time zone, from Intl alone: the permit form needs today's date and none of date-fns' arithmetic,
 * so this does not load calendar-dates.ts, whose date-fns functions would come with it (docs/decisions/0025).
 */

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
