import { format, parseISO } from 'date-fns';

/** An ISO timestamp as the owner reads it, e.g. 'Jun 3, 2026', in their own time zone. */
export const formatLongDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

/** A calendar date ('yyyy-MM-dd') as 'MMM dd, yyyy' (spec §2), read as a local date, never shifted by UTC. */
export const formatCalendarDate = (date: string) => format(parseISO(date), 'MMM dd, yyyy');

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount as dollars, e.g. '$1,234.50'. */
export const formatDollars = (amount: number) => dollars.format(amount);
