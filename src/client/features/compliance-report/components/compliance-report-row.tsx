import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { daysText, daysUntilRenewal, reportStatus } from '@shared/domain/permit-status';
import { stateCodeOf } from '@shared/domain/us-states';
import { Badge } from '@client/components/ui/badge';
import { formatCalendarDate, formatDollars } from '@shared/domain/formatting';
import { ReportStatusBadge } from './report-status-badge';

const NOT_SET = 'Not set';

/** One permit of the report: name, renewal date, days text, cost, state code and status (spec §2). */
export function ComplianceReportRow({ permit, today }: { permit: Permit; today: CalendarDate }) {
  const days = daysUntilRenewal(permit, today);
  const stateCode = permit.stateCode ?? stateCodeOf(permit.state);
  return (
    <li
      className="rounded-lg border bg-card p-4 shadow-sm break-inside-avoid print:rounded-none print:shadow-none"
      data-testid="report-row"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">{permit.name}</h3>
        <ReportStatusBadge status={reportStatus(permit, today)} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Renewal date</dt>
          <dd className="font-medium">
            {permit.renewalDate ? (
              <time dateTime={permit.renewalDate}>{formatCalendarDate(permit.renewalDate)}</time>
            ) : (
              NOT_SET
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Days</dt>
          <dd className="font-medium">{days === null ? NOT_SET : daysText(days)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Cost</dt>
          <dd className="font-medium">{permit.cost === null ? NOT_SET : formatDollars(permit.cost)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">State</dt>
          <dd>
            {stateCode ? (
              <Badge variant="outline" className="print:border-current">
                {stateCode}
              </Badge>
            ) : (
              <span className="font-medium">{NOT_SET}</span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
