import { Trans } from '@lingui/react/macro';
import { formatCalendarDate } from '@client/lib/formatting';
import type { PermitInspections } from '../report-inspections';
import { InspectionResultBadge } from './inspection-result-badge';

/**
 * A permit's inspections on the compliance report (docs/product/events.md#inspections): its latest inspection
 * with the result, and each one to come.
 */
export function ReportInspections({ inspections }: { inspections: PermitInspections | undefined }) {
  const latest = inspections?.latest ?? null;
  const upcoming = inspections?.upcoming ?? [];
  return (
    <dl className="mt-3 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="report-inspections">
      <div>
        <dt className="text-muted-foreground">
          <Trans>Last inspection</Trans>
        </dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          {latest ? (
            <>
              <time dateTime={latest.date}>{formatCalendarDate(latest.date)}</time>
              <InspectionResultBadge result={latest.result} />
            </>
          ) : (
            <Trans>None recorded</Trans>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">
          <Trans>Upcoming inspections</Trans>
        </dt>
        <dd className="font-medium">
          {upcoming.length === 0 ? (
            <Trans>None scheduled</Trans>
          ) : (
            <ul>
              {upcoming.map((entry) => (
                <li key={`${entry.inspectionId}-${entry.kind}`}>
                  <time dateTime={entry.date}>{formatCalendarDate(entry.date)}</time>
                  {entry.kind === 'reinspection' && (
                    <>
                      {' '}
                      <Trans>(re-inspection)</Trans>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
