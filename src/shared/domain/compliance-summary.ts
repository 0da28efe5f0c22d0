import type { CalendarDate } from './calendar-dates';
import { reportStatus, type PermitFacts } from './permit-status';

export type ComplianceSummary = {
  totalPermits: number;
  totalCost: number;
  needsAttention: number;
  compliant: number;
};

/**
 * The four summary cards of the reports (docs/product/permits.md#report-summary), over all of the owner's
 * permits (not the filtered list). Needs Attention counts the needs-attention and the expired permits; a
 * permit without a cost adds nothing to the total.
 */
export function summarizeCompliance(
  permits: ReadonlyArray<PermitFacts & { cost: number | null }>,
  today: CalendarDate,
): ComplianceSummary {
  const summary: ComplianceSummary = {
    totalPermits: permits.length,
    totalCost: 0,
    needsAttention: 0,
    compliant: 0,
  };
  for (const permit of permits) {
    summary.totalCost += permit.cost ?? 0;
    const status = reportStatus(permit, today);
    if (status === 'needs-attention' || status === 'expired') summary.needsAttention += 1;
    if (status === 'compliant') summary.compliant += 1;
  }
  return summary;
}
