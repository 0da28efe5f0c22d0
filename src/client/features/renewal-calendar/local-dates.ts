import { format, parse } from 'date-fns';
import type { CalendarDate } from '@shared/domain/calendar-dates';

/** A yyyy-MM-dd date as a local Date, for the calendar widget: a day, never shifted by a time zone. */
export const localDateOf = (date: CalendarDate) => parse(date, 'yyyy-MM-dd', new Date());

/** The yyyy-MM-dd date of a local Date the calendar widget hands back. */
export const calendarDateOf = (date: Date): CalendarDate => format(date, 'yyyy-MM-dd');

/** A renewal date as the calendar shows it, e.g. 'Jun 03, 2026' (the reports screen's format). */
export const formatShortDate = (date: CalendarDate) => format(localDateOf(date), 'MMM dd, yyyy');
