import { format, parseISO } from 'date-fns';
import type { CalendarDate } from './calendar-dates';

/**
 * A calendar date ('yyyy-MM-dd') as 'MMM dd, yyyy' (spec §2). It is read as a local day, so no time zone
 * moves it to the day before or after.
 */
export const formatCalendarDate = (date: CalendarDate) => format(parseISO(date), 'MMM dd, yyyy');

/** An instant (ISO timestamp) as the reader sees it in their own time zone, e.g. 'Jun 3, 2026'. */
export const formatLongDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in dollars with its cents, e.g. '$1,234.50'. */
export const formatDollars = (amount: number) => dollars.format(amount);
