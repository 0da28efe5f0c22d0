import { INTL_LOCALE, type Locale } from '../i18n/locales';
import type { CalendarDate } from './calendar-dates';

/*
 * Dates are written here without date-fns: these two formats are all that most screens show, and date-fns'
 * `format` is 6.5 KB of every screen's first JavaScript (docs/decisions/0025). The English output is
 * date-fns' own, 'MMM' in English; formatting.test.ts holds the two to the same text. Other languages are
 * written by `Intl` in their US variant (docs/i18n/glossary-es-US.md): '03 jun 2026', '$1,234.50'.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// An ISO 8601 date, or date and time, as the API writes them: 'yyyy-MM-dd', or with 'THH:mm', seconds, a
// fraction of them, and 'Z' or an offset ('+05:30', '+0530', '+05').
const ISO_DATE_TIME =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})(?:[T ](?<hours>\d{2}):(?<minutes>\d{2})(?::(?<seconds>\d{2})(?:[.,](?<fraction>\d+))?)?(?<zone>Z|(?<sign>[+-])(?<offsetHours>\d{2})(?::?(?<offsetMinutes>\d{2}))?)?)?$/;

/**
 * The instant an ISO date or date-time names, as date-fns' parseISO reads it: a date alone, or a time without
 * 'Z' or an offset, is local time. Anything else is an invalid date, which `write` refuses as `format` did.
 */
function parseIsoDate(iso: string): Date {
  const parts = ISO_DATE_TIME.exec(iso)?.groups;
  if (!parts) return new Date(Number.NaN);
  const [year, month, day, hours, minutes, seconds, offsetHours, offsetMinutes] = [
    parts.year,
    parts.month,
    parts.day,
    parts.hours,
    parts.minutes,
    parts.seconds,
    parts.offsetHours,
    parts.offsetMinutes,
  ].map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number, number];
  const milliseconds = parts.fraction ? Math.trunc(Number(`0.${parts.fraction}`) * 1000) : 0;
  // 24:00 is the end of the day; minutes and seconds run to 59.
  const validTime =
    hours < 24 ? minutes < 60 && seconds < 60 : hours === 24 && minutes === 0 && seconds === 0;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const validDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!validDay || !validTime || offsetMinutes > 59) return new Date(Number.NaN);

  if (!parts.zone) {
    const local = new Date(0);
    local.setFullYear(year, month - 1, day);
    local.setHours(hours, minutes, seconds, milliseconds);
    return local;
  }
  date.setUTCHours(hours, minutes, seconds, milliseconds);
  const offset = (parts.sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(date.getTime() - offset * 60_000);
}

const intlDates = new Map<string, Intl.DateTimeFormat>();

/** 'MMM d, yyyy' or, with `padDay`, 'MMM dd, yyyy', of the local day `date` falls on; in `locale`'s order. */
function write(date: Date, padDay: boolean, locale: Locale) {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  if (locale !== 'en') {
    const key = `${locale}:${padDay}`;
    let format = intlDates.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: padDay ? '2-digit' : 'numeric',
        month: 'short',
        year: 'numeric',
      });
      intlDates.set(key, format);
    }
    return format.format(date);
  }
  const day = String(date.getDate());
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${MONTHS[date.getMonth()]} ${padDay ? day.padStart(2, '0') : day}, ${year}`;
}

/**
 * A calendar date ('yyyy-MM-dd') as 'MMM dd, yyyy' (docs/product/permits.md#dates). It is read as a local
 * day, so no time zone moves it to the day before or after.
 */
export const formatCalendarDate = (date: CalendarDate, locale: Locale = 'en') =>
  write(parseIsoDate(date), true, locale);

/** An instant (ISO timestamp) as the reader sees it in their own time zone, e.g. 'Jun 3, 2026'. */
export const formatLongDate = (iso: string, locale: Locale = 'en') => write(parseIsoDate(iso), false, locale);

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
