import { parseISO } from 'date-fns/parseISO';
import { INTL_LOCALE, type Locale } from '../i18n/locales';
import { isCalendarDate, localDateOf, type CalendarDate } from './calendar-dates';

/*
 * Dates read by date-fns (docs/decisions/0029) and written by `Intl` in the reader's language, in its US
 * variant (docs/i18n/glossary-es-US.md): 'Jun 03, 2026', '03 jun 2026'. date-fns' `format` stays off the
 * first load (docs/decisions/0025): these two formats are all that most screens show. The English is
 * date-fns' 'MMM dd, yyyy' and 'MMM d, yyyy', which formatting.test.ts holds it to.
 */

const intlDates = new Map<string, Intl.DateTimeFormat>();

/**
 * The local day `date` falls on, as that day's UTC midnight: a formatter pinned to UTC writes it as the same
 * day in any time zone, also after the zone changed (a formatter keeps the zone it was made in).
 */
function utcMidnightOf(date: Date) {
  const day = new Date(0);
  day.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  return day;
}

/** 'MMM d, yyyy' or, with `padDay`, 'MMM dd, yyyy', of the local day `date` falls on; in `locale`'s order. */
function write(date: Date, padDay: boolean, locale: Locale) {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const key = `${locale}:${padDay}`;
  let format = intlDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: padDay ? '2-digit' : 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    intlDates.set(key, format);
  }
  return format.format(utcMidnightOf(date));
}

/**
 * A calendar date ('yyyy-MM-dd') as 'MMM dd, yyyy' (docs/product/permits.md#dates). It is read as a local
 * day, so no time zone moves it to the day before or after; anything else is an invalid date.
 */
export const formatCalendarDate = (date: CalendarDate, locale: Locale = 'en') =>
  write(isCalendarDate(date) ? localDateOf(date) : new Date(Number.NaN), true, locale);

/**
 * An instant (ISO timestamp) as the reader sees it in their own time zone, e.g. 'Jun 3, 2026'. A date alone,
 * or a time without a zone, is local time, as date-fns' parseISO reads it.
 */
export const formatLongDate = (iso: string, locale: Locale = 'en') => write(parseISO(iso), false, locale);

const dollars = new Map<Locale, Intl.NumberFormat>();

/** An amount in dollars with its cents, e.g. '$1,234.50' (the same in US Spanish). */
export function formatDollars(amount: number, locale: Locale = 'en') {
  let format = dollars.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' });
    dollars.set(locale, format);
  }
  return format.format(amount);
}
