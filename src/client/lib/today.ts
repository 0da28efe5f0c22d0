import type { CalendarDate } from '@shared/domain/calendar-dates';
import { calendarDateIn } from '@shared/domain/time-zones';

/** The browser's time zone: where the owner is, which decides what 'today' is. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Today's date in the owner's time zone, the `today` every compliance rule takes. */
export function todayInBrowser(now: Date = new Date()): CalendarDate {
  return calendarDateIn(browserTimeZone(), now);
}
