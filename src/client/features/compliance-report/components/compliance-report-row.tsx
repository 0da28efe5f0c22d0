import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { daysText, daysUntilRenewal, reportStatus } from '@shared/domain/permit-status';
import { stateCodeOf } from '@shared/domain/us-states';
import { Badge } from '@client/components/ui/badge';
import { formatCalendarDate, formatDollars } from '@client/lib/formatting';
import { ReportStatusBadge } from './report-status-badge';

/**
 * One permit of the report: name, renewal date, days text, cost, state code and status
 * (docs/product/screens.md#compliance-reports); its vehicle, or the whole business, where the business has
 * vehicles (docs/product/fleet.md#reports-by-vehicle).
 */
export function ComplianceReportRow({
  permit,
  today,
  showVehicle = false,
  extra,
}: {
  permit: Permit;
  today: CalendarDate;
  showVehicle?: boolean;
  /** Shown under the permit's facts: what the screen adds (its inspections). */
  extra?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const notSet = t`Not set`;
  const days = daysUntilRenewal(permit, today);
  const stateCode = permit.stateCode ?? stateCodeOf(permit.state);
  return (
    <li
      className="rounded-lg border bg-card p-4 shadow-sm break-inside-avoid print:rounded-none print:shadow-none"
      data-testid="report-row"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{permit.name}</h3>
          {showVehicle && (
            <p className="text-sm break-words text-muted-foreground" data-testid="report-row-vehicle">
              {permit.vehicle?.name ?? t`Whole business`}
            </p>
          )}
        </div>
        <ReportStatusBadge status={reportStatus(permit, today)} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Renewal date</Trans>
          </dt>
          <dd className="font-medium">
            {permit.renewalDate ? (
              <time dateTime={permit.renewalDate}>{formatCalendarDate(permit.renewalDate)}</time>
            ) : (
              notSet
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Days</Trans>
          </dt>
          <dd className="font-medium">{days === null ? notSet : daysText(days, i18n)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Cost</Trans>
          </dt>
          <dd className="font-medium">{permit.cost === null ? notSet : formatDollars(permit.cost)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>State</Trans>
          </dt>
          <dd>
            {stateCode ? (
              <Badge variant="outline" className="print:border-current">
                {stateCode}
              </Badge>
            ) : (
              <span className="font-medium">{notSet}</span>
            )}
          </dd>
        </div>
      </dl>
      {extra}
    </li>
  );
}
