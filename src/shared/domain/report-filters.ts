import type { CalendarDate } from './calendar-dates';
import { daysUntilRenewal, reportStatus, type PermitFacts } from './permit-status';

/** The labels are marked for translation (docs/decisions/0026): shown as `i18n._(filter.label)`. */
export const REPORT_FILTERS = [
  { id: 'all', label: /*i18n*/ 'All Permits' },
  { id: 'expired', label: /*i18n*/ 'Expired' },
  { id: 'due-30', label: /*i18n*/ 'Due in 30 Days' },
  { id: 'due-60', label: /*i18n*/ 'Due in 60 Days' },
  { id: 'due-90', label: /*i18n*/ 'Due in 90 Days' },
  { id: 'compliant', label: /*i18n*/ 'Compliant' },
  { id: 'no-date', label: /*i18n*/ 'No Renewal Date' },
] as const;

export type ReportFilter = (typeof REPORT_FILTERS)[number]['id'];

const WINDOWS: Partial<Record<ReportFilter, number>> = { 'due-30': 30, 'due-60': 60, 'due-90': 90 };

/**
 * The report filters (docs/product/permits.md#report-filters). A permit without a renewal date matches only
 * 'No Renewal Date' (and 'All Permits', which lists everything). The 'Due in N Days' windows run from today
 * to N days ahead and do not include expired permits.
 */
export function matchesReportFilter(permit: PermitFacts, filter: ReportFilter, today: CalendarDate): boolean {
  if (filter === 'all') return true;
  const status = reportStatus(permit, today);
  if (status === 'unknown') return filter === 'no-date';
  if (filter === 'no-date') return false;
  if (filter === 'expired') return status === 'expired';
  if (filter === 'compliant') return status === 'compliant';
  const window = WINDOWS[filter]!;
  const days = daysUntilRenewal(permit, today)!;
  return status !== 'expired' && days >= 0 && days <= window;
}
