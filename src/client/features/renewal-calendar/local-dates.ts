import { INTL_LOCALE, toLocale } from '@shared/i18n/locales';
import { i18n } from '@client/lib/i18n';

/*
 * The calendar's days, months and weekdays written by `Intl` in the page's language (docs/decisions/0026,
 * 0029); the days themselves are local dates of shared/domain/calendar-dates.ts.
 */

/**
 * One of `Intl`'s formats in the page's language, made once per language: the English reads as date-fns wrote
 * it before ('EEEE, MMMM d, yyyy', 'MMMM yyyy').
 */
function intlFormat(options: Intl.DateTimeFormatOptions) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (date: Date) => {
    const locale = INTL_LOCALE[toLocale(i18n.locale)];
    let dates = made.get(locale);
    if (!dates) {
      dates = new Intl.DateTimeFormat(locale, options);
      made.set(locale, dates);
    }
    return dates.format(date);
  };
}

/** A day in full: 'Wednesday, June 3, 2026', 'miércoles, 3 de junio de 2026'. */
export const formatFullDay = intlFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** A month: 'June 2026', 'junio de 2026'. */
export const formatMonthYear = intlFormat({ month: 'long', year: 'numeric' });

/** A weekday's name: 'Wednesday', 'miércoles'. */
export const formatWeekday = intlFormat({ weekday: 'long' });

/** A weekday's short name: 'Wed', 'mié'. */
export const formatShortWeekday = intlFormat({ weekday: 'short' });
