import type { I18n } from '@lingui/core';
import type { CostRange, DayRange } from '../contracts/catalog';
import { toLocale } from '../i18n/locales';
import { formatDollars } from './formatting';

/*
 * A catalog entry's facts as a person reads them, in `i18n`'s language (docs/decisions/0026). Numbers are
 * written as they are ('14–21 days'); amounts by `formatDollars` in the language's US variant.
 */

/** A catalog fee as a person reads it: 'No fee', '$50 a year', '$100–$300 per application'. */
export function describeCost(cost: CostRange, i18n: I18n): string {
  if (cost.maxUsd === 0) return i18n._('No fee');
  const locale = toLocale(i18n.locale);
  const amount =
    cost.minUsd === cost.maxUsd
      ? formatDollars(cost.minUsd, locale)
      : `${formatDollars(cost.minUsd, locale)}–${formatDollars(cost.maxUsd, locale)}`;
  switch (cost.per) {
    case 'application':
      return i18n._('{amount} per application', { amount });
    case 'year':
      return i18n._('{amount} a year', { amount });
    case 'term':
      return i18n._('{amount} per term', { amount });
  }
}

/** A processing time: 'Same day', '1 day', '14–21 days'. */
export function describeDays(days: DayRange, i18n: I18n): string {
  if (days.maxDays === 0) return i18n._('Same day');
  const { minDays, maxDays } = days;
  if (minDays === maxDays)
    return i18n._('{maxDays, plural, one {{maxDays} day} other {{maxDays} days}}', { maxDays });
  return i18n._('{minDays}–{maxDays} days', { minDays, maxDays });
}

/** A renewal cycle in months; null: it does not expire. */
export function describeRenewalCycle(everyMonths: number | null, i18n: I18n): string {
  if (everyMonths === null) return i18n._('Does not expire');
  if (everyMonths % 12 === 0) {
    const years = everyMonths / 12;
    return everyMonths === 12 ? i18n._('Every year') : i18n._('Every {years} years', { years });
  }
  return everyMonths === 1 ? i18n._('Every month') : i18n._('Every {months} months', { months: everyMonths });
}
