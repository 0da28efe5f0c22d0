import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { REPORT_FILTERS, type ReportFilter } from '@shared/domain/report-filters';
import { ComplianceReportEmpty } from './compliance-report-empty';
import { ComplianceReportRow } from './compliance-report-row';
import { ReportFilterSelect } from './report-filter-select';

const filterLabel = (filter: ReportFilter) => REPORT_FILTERS.find(({ id }) => id === filter)!.label;

/**
 * The permits matching the filter, in the API's order (soonest renewal first, undated last), with the
 * filter control. `filtered` is computed by the screen, which also exports it.
 */
export function ComplianceReportList({
  permits,
  filtered,
  filter,
  onFilterChange,
  today,
  mayAddPermits,
  vehicleFilter,
  showVehicle = false,
  rowExtra,
}: {
  permits: readonly Permit[];
  filtered: readonly Permit[];
  filter: ReportFilter;
  onFilterChange: (filter: ReportFilter) => void;
  today: CalendarDate;
  /** The empty list offers 'Add Your First Permit' (not to crew). */
  mayAddPermits: boolean;
  /** The vehicle filter, where the business has vehicles (docs/product/fleet.md#reports-by-vehicle). */
  vehicleFilter?: ReactNode;
  /** Name each row's vehicle. */
  showVehicle?: boolean;
  /** What the screen adds to each row (its inspections). */
  rowExtra?: (permit: Permit) => ReactNode;
}) {
  const { i18n } = useLingui();
  const shown = filtered.length;
  const count = permits.length;
  const label = i18n._(filterLabel(filter));
  return (
    <section aria-labelledby="report-permits-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="report-permits-heading" className="text-xl font-semibold">
            <Trans>Permits</Trans>
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <Trans>
              Showing {shown} of {count} · {label}
            </Trans>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {vehicleFilter}
          <ReportFilterSelect value={filter} onChange={onFilterChange} />
        </div>
      </div>
      {filtered.length === 0 ? (
        <ComplianceReportEmpty filter={filter} mayAddPermits={mayAddPermits} />
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="report-permits-heading">
          {filtered.map((permit) => (
            <ComplianceReportRow
              key={permit.id}
              permit={permit}
              today={today}
              showVehicle={showVehicle}
              extra={rowExtra?.(permit)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
