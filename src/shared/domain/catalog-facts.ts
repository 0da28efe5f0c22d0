import type { CostRange, DayRange } from '../contracts/catalog';
import { formatDollars } from './formatting';

const PER = { application: 'per application', year: 'a year', term: 'per term' } as const;

/** A catalog fee as a person reads it: 'No fee', '$50 a year', '$100–$300 per application'. */
export function describeCost(cost: CostRange): string {
  if (cost.maxUsd === 0) return 'No fee';
  const amount =
    cost.minUsd === cost.maxUsd
      ? formatDollars(cost.minUsd)
      : `${formatDollars(cost.minUsd)}–${formatDollars(cost.maxUsd)}`;
  return `${amount} ${PER[cost.per]}`;
}

/** A processing time: 'Same day', '1 day', '14–21 days'. */
export function describeDays(days: DayRange): string {
  if (days.maxDays === 0) return 'Same day';
  if (days.minDays === days.maxDays) return `${days.maxDays} ${days.maxDays === 1 ? 'day' : 'days'}`;
  return `${days.minDays}–${days.maxDays} days`;
}

/** A renewal cycle in months; null: it does not expire. */
export function describeRenewalCycle(everyMonths: number | null): string {
  if (everyMonths === null) return 'Does not expire';
  if (everyMonths % 12 === 0) return everyMonths === 12 ? 'Every year' : `Every ${everyMonths / 12} years`;
  return everyMonths === 1 ? 'Every month' : `Every ${everyMonths} months`;
}
