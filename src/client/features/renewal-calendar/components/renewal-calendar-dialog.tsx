import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { LoadFailed } from '@client/components/load-failed';
import { NOT_KEPT_OFFLINE, useConnection } from '@client/service-worker/service-worker-state';
import { deadlinesQuery } from '../deadlines-query';
import { scheduleRenewals, yearOfRenewals } from '../renewal-schedule';
import { MonthlyView } from './monthly-view';
import { RenewalRecommendations } from './renewal-recommendations';
import { YearlyOverview } from './yearly-overview';

const TAB_TRIGGER_CLASS =
  'min-h-11 rounded-sm px-3 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * The calendar dialog (docs/product/calendar.md#calendar-dialog): 'Monthly View' and 'Yearly Overview' tabs,
 * then 'AI Renewal Recommendations'. 80% of the viewport high; the body scrolls inside on a phone.
 */
export function RenewalCalendarDialog({
  permits,
  today,
  loadFailed,
  ...props
}: DialogProps & {
  /** Every permit of the business; undefined while they load. */
  permits: readonly Permit[] | undefined;
  today: CalendarDate;
  /** Set when they could not be loaded: offline, the phone did not keep them. */
  loadFailed?: { retry: () => void; retrying: boolean };
}) {
  const { t, i18n } = useLingui();
  const connection = useConnection();
  const schedule = permits && scheduleRenewals(permits, today);
  // Shown beside the renewals once read; the renewals do not wait for them, nor fail with them (offline). Read
  // while the calendar is open: once loaded it stays mounted, closed (components/lazy-dialog.tsx).
  const deadlines = useQuery({ ...deadlinesQuery, enabled: props.open }).data ?? [];
  return (
    <TitledDialog
      {...props}
      size="wide"
      title={<Trans>Permit Renewal Calendar</Trans>}
      description={<Trans>Renewal dates and when to start each renewal.</Trans>}
    >
      {schedule === undefined && loadFailed ? (
        <LoadFailed
          message={connection.online ? t`Failed to load permits` : i18n._(NOT_KEPT_OFFLINE)}
          onRetry={loadFailed.retry}
          retrying={loadFailed.retrying}
        />
      ) : schedule === undefined ? (
        <Spinner label={t`Loading permits...`} />
      ) : (
        <div className="-mx-4 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 sm:-mx-6 sm:px-6">
          <Tabs.Root defaultValue="monthly" className="flex flex-col gap-3">
            <Tabs.List
              className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1"
              aria-label={t`Calendar views`}
            >
              <Tabs.Trigger value="monthly" className={TAB_TRIGGER_CLASS}>
                <Trans>Monthly View</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="yearly" className={TAB_TRIGGER_CLASS}>
                <Trans>Yearly Overview</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="monthly">
              <MonthlyView schedule={schedule} deadlines={deadlines} today={today} />
            </Tabs.Content>
            <Tabs.Content value="yearly">
              <YearlyOverview months={yearOfRenewals(schedule, today, deadlines)} />
            </Tabs.Content>
          </Tabs.Root>
          <RenewalRecommendations schedule={schedule} />
        </div>
      )}
    </TitledDialog>
  );
}
