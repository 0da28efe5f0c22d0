import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { categoryName } from '@shared/domain/permit-categories';
import { daysText } from '@shared/domain/permit-status';
import { renewalUrgency, shouldStartRenewalNow } from '@shared/domain/renewal-urgency';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatCalendarDate } from '@client/lib/formatting';
import { calendarName, mostUrgentRenewals, type ScheduledRenewal } from '../renewal-schedule';
import { UrgencyBadge } from './urgency-badge';

/** The 3 most urgent permits and when to start each renewal (docs/product/calendar.md#recommendations). */
export function RenewalRecommendations({ schedule }: { schedule: readonly ScheduledRenewal[] }) {
  const headingId = useId();
  const recommendations = mostUrgentRenewals(schedule);
  return (
    <Card aria-labelledby={headingId} role="region" shadow="none">
      <CardHeader spacing="compact">
        <CardTitle size="base" className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          <h3 id={headingId}>
            <Trans>AI Renewal Recommendations</Trans>
          </h3>
        </CardTitle>
        <CardDescription>
          <Trans>Start dates allow each permit's processing time plus a safety margin.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent spacing="compact">
        {recommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Add a renewal date to a permit to get recommendations.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-3">
            {recommendations.map((entry) => (
              <Recommendation key={entry.permit.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Recommendation({ entry }: { entry: ScheduledRenewal }) {
  const { t, i18n } = useLingui();
  const { permit, renewalDate, startDate, daysLeft } = entry;
  const processingDays = permit.processingTimeDays;
  return (
    <li className="rounded-md border p-3" data-testid="renewal-recommendation">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold break-words">{calendarName(permit)}</h4>
          {/* No category: 'Other' here, 'General' on the dashboard (docs/product/permits.md#categories). */}
          <p className="text-sm text-muted-foreground">
            {permit.category ? categoryName(permit.category.name, i18n) : t`Other`}
          </p>
        </div>
        <UrgencyBadge urgency={renewalUrgency(daysLeft, processingDays)} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Renewal date</Trans>
          </dt>
          <dd className="font-medium">{formatCalendarDate(renewalDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Days</Trans>
          </dt>
          <dd className="font-medium">{daysText(daysLeft, i18n)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">
            <Trans>Recommended start</Trans>
          </dt>
          <dd className="font-medium">{formatCalendarDate(startDate)}</dd>
        </div>
      </dl>
      {shouldStartRenewalNow(daysLeft, processingDays) && (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-red-800">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Start renewal process now</Trans>
        </p>
      )}
    </li>
  );
}
