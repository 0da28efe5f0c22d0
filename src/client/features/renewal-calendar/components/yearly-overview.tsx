import { Trans, useLingui } from '@lingui/react/macro';
import { localDateOf } from '@shared/domain/calendar-dates';
import { formatMonthYear } from '../local-dates';
import { calendarName, type MonthOfRenewals } from '../renewal-schedule';
import { DeadlineName } from './deadline-name';

/**
 * 12 month cards, each listing '{day} {name}' or 'No renewals' (docs/product/calendar.md#yearly-overview), then
 * the month's deadlines that are no renewal (docs/product/events.md#deadlines).
 */
export function YearlyOverview({ months }: { months: readonly MonthOfRenewals[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Renewals by month`}>
      {months.map(({ month, renewals, deadlines }) => (
        <li key={month} className="rounded-md border p-3" data-testid="month-card">
          <h3 className="font-semibold">{formatMonthYear(localDateOf(`${month}-01`))}</h3>
          {renewals.length === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">
              <Trans>No renewals</Trans>
            </p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {renewals.map(({ permit, renewalDate }) => (
                <li key={permit.id} className="break-words">
                  <span className="font-semibold tabular-nums">{Number(renewalDate.slice(8))}</span>{' '}
                  {calendarName(permit)}
                </li>
              ))}
            </ul>
          )}
          {deadlines.length > 0 && (
            <ul className="mt-1 flex flex-col gap-1 text-sm text-amber-900" aria-label={t`Deadlines`}>
              {deadlines.map((deadline) => (
                <li key={deadline.key} className="break-words">
                  <span className="font-semibold tabular-nums">{Number(deadline.date.slice(8))}</span>{' '}
                  <DeadlineName deadline={deadline} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
