import { format } from 'date-fns';
import { useId } from 'react';
import { formatCalendarDate } from '@shared/domain/formatting';
import { localDateOf } from '../local-dates';
import type { ScheduledRenewal } from '../renewal-schedule';

/** spec §2 Calendar dialog: what renews, and what should start renewing, on the selected day. */
export function DateDetails({
  date,
  renewing,
  starting,
}: {
  date: string;
  renewing: readonly ScheduledRenewal[];
  starting: readonly ScheduledRenewal[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border p-3 md:self-start">
      <div>
        <h3 id={headingId} className="font-semibold">
          Date Details
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {format(localDateOf(date), 'EEEE, MMMM d, yyyy')}
        </p>
      </div>
      {renewing.length === 0 && starting.length === 0 ? (
        <p className="text-sm">No renewals or start dates on this day.</p>
      ) : (
        <>
          {renewing.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-red-800">Renewal due</h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {renewing.map(({ permit }) => (
                  <li key={permit.id} className="break-words">
                    {permit.name}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {starting.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-blue-800">Recommended renewal start</h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {starting.map(({ permit, renewalDate }) => (
                  <li key={permit.id} className="break-words">
                    {permit.name}{' '}
                    <span className="text-muted-foreground">(renews {formatCalendarDate(renewalDate)})</span>
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
