import type { I18n } from '@lingui/core';
import { daysBetween, type CalendarDate } from './calendar-dates';

export type PermitFacts = { status: string; renewalDate: CalendarDate | null };

// 30 days or fewer needs attention (docs/product/permits.md#compliance-on-the-dashboard).
export const NEEDS_ATTENTION_DAYS = 30;

/** Whole days from today to the renewal date; null without a date. */
export function daysUntilRenewal(
  permit: Pick<PermitFacts, 'renewalDate'>,
  today: CalendarDate,
): number | null {
  return permit.renewalDate ? daysBetween(today, permit.renewalDate) : null;
}

/** Expired when its status says so or the renewal date is past (docs/product/permits.md#status). */
export function isPermitExpired(permit: PermitFacts, today: CalendarDate): boolean {
  if (permit.status === 'expired') return true;
  const days = daysUntilRenewal(permit, today);
  return days !== null && days < 0;
}

export type DashboardCompliance = 'non-compliant' | 'needs-attention' | 'compliant' | 'unknown';

/**
 * The dashboard's compliance (docs/product/permits.md#compliance-on-the-dashboard): red, orange or green. A
 * permit without a renewal date is not known to be compliant: it is 'unknown', shown neutral as the reports
 * show it (docs/decisions/0006).
 */
export function dashboardCompliance(permit: PermitFacts, today: CalendarDate): DashboardCompliance {
  if (isPermitExpired(permit, today)) return 'non-compliant';
  const days = daysUntilRenewal(permit, today);
  if (days === null) return 'unknown';
  return days <= NEEDS_ATTENTION_DAYS ? 'needs-attention' : 'compliant';
}

export type ReportStatus = 'unknown' | 'expired' | 'needs-attention' | 'compliant';

/** Marked for translation (docs/decisions/0026): shown as `i18n._(REPORT_STATUS_LABELS[status])`. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  unknown: /*i18n*/ 'No Renewal Date',
  expired: /*i18n*/ 'Expired',
  'needs-attention': /*i18n*/ 'Needs Attention',
  compliant: /*i18n*/ 'Compliant',
};

/** The compliance status on the reports screen (docs/product/permits.md#compliance-on-the-reports). */
export function reportStatus(permit: PermitFacts, today: CalendarDate): ReportStatus {
  if (!permit.renewalDate) return 'unknown';
  if (isPermitExpired(permit, today)) return 'expired';
  return daysUntilRenewal(permit, today)! <= NEEDS_ATTENTION_DAYS ? 'needs-attention' : 'compliant';
}

/**
 * The reports' days text (docs/product/permits.md#compliance-on-the-reports): 'N days left', 'Due today', 'N
 * days overdue', in `i18n`'s language. The number is written as it is ('1095 days'), not grouped as `#` would
 * ('1,095').
 */
export function daysText(days: number, i18n: I18n): string {
  if (days === 0) return i18n._('Due today');
  if (days > 0) return i18n._('{days, plural, one {{days} day left} other {{days} days left}}', { days });
  const overdue = -days;
  return i18n._('{overdue, plural, one {{overdue} day overdue} other {{overdue} days overdue}}', { overdue });
}
