import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatCalendarDate } from '@client/lib/formatting';
import type { DeadlineDto } from '@shared/contracts/deadlines';
import { localDateOf } from '@shared/domain/calendar-dates';
import { formatFullDay } from '../local-dates';
import { DeadlineName } from './deadline-name';
import { calendarName, type ScheduledRenewal } from '../renewal-schedule';

/**
 * What renews, what should start renewing, and the deadlines that are no renewal (an event's 'Apply by' date,
 * an organiser's, an inspection: docs/product/events.md#deadlines) on the selected day
 * (docs/product/calendar.md#monthly-view).
 */
export function DateDetails({
  date,
  renewing,
  starting,
  deadlines = [],
}: {
  date: string;
  renewing: readonly ScheduledRenewal[];
  starting: readonly ScheduledRenewal[];
  deadlines?: readonly DeadlineDto[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border p-3 md:self-start">
      <div>
        <h3 id={headingId} className="font-semibold">
          <Trans>Date Details</Trans>
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatFullDay(localDateOf(date))}
        </p>
      </div>
      {renewing.length === 0 && starting.length === 0 && deadlines.length === 0 ? (
        <p className="text-sm">
          <Trans>No renewals or start dates on this day.</Trans>
        </p>
      ) : (
        <>
          {renewing.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-red-800">
                <Trans>Renewal due</Trans>
              </h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {renewing.map(({ permit }) => (
                  <li key={permit.id} className="break-words">
                    {calendarName(permit)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {starting.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-blue-800">
                <Trans>Recommended renewal start</Trans>
              </h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {starting.map(({ permit, renewalDate }) => (
                  <StartingRenewal
                    key={permit.id}
                    name={calendarName(permit)}
                    renews={formatCalendarDate(renewalDate)}
                  />
                ))}
              </ul>
            </div>
          )}
          {deadlines.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-amber-800">
                <Trans>Deadlines</Trans>
              </h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {deadlines.map((deadline) => (
                  <li key={deadline.key} className="break-words">
                    <DeadlineName deadline={deadline} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** A renewal that should start on the day, with when it is due: 'Health Permit (renews Jul 03, 2026)'. */
function StartingRenewal({ name, renews }: { name: string; renews: string }) {
  return (
    <li className="break-words">
      {name}{' '}
      <span className="text-muted-foreground">
        <Trans>(renews {renews})</Trans>
      </span>
    </li>
  );
}
