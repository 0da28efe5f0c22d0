import { format, parse } from 'date-fns';
import type { CalendarDate } from '@shared/domain/calendar-dates';

/** A yyyy-MM-dd renewal date as a local date: a day, so never shifted by the time zone as UTC would be. */
export const localDateOf = (date: CalendarDate) => parse(date, 'yyyy-MM-dd', new Date());

/** spec §2 Compliance reports: renewal dates read like 'Jun 03, 2026'. */
export const formatReportDate = (date: CalendarDate) => format(localDateOf(date), 'MMM dd, yyyy');

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A dollar amount, e.g. '$1,234.50'. */
export const formatDollars = (amount: number) => dollars.format(amount);
