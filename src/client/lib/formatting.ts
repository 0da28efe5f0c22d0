import * as shared from '@shared/domain/formatting';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { toLocale } from '@shared/i18n/locales';
import { i18n } from './i18n';

/*
 * The shared formats (shared/domain/formatting.ts) in the language the page speaks (docs/decisions/0026):
 * what a screen shows of dates and money.
 */

const locale = () => toLocale(i18n.locale);

/** A calendar date: 'Jun 03, 2026' in English, '03 jun 2026' in Spanish. */
export const formatCalendarDate = (date: CalendarDate) => shared.formatCalendarDate(date, locale());

/** An instant in the reader's time zone: 'Jun 3, 2026', '3 jun 2026'. */
export const formatLongDate = (iso: string) => shared.formatLongDate(iso, locale());

/** Dollars with cents: '$1,234.50'. */
export const formatDollars = (amount: number) => shared.formatDollars(amount, locale());
