import { format, parseISO } from 'date-fns';
import type { CalendarDate } from '@shared/domain/calendar-dates';

/** A yyyy-MM-dd date as a local Date for the calendar widget: a day, never shifted by a time zone. */
export const localDateOf = (date: CalendarDate) => parseISO(date);

/** The yyyy-MM-dd date of a local Date the calendar widget hands back. */
export const calendarDateOf = (date: Date): CalendarDate => format(date, 'yyyy-MM-dd');
