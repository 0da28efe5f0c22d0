import { format, parseISO } from 'date-fns';

/** An ISO timestamp as the owner reads it, e.g. 'Jun 3, 2026', in their own time zone. */
export const formatLongDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');
