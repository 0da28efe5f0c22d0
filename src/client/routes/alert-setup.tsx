import { Trans, useLingui } from '@lingui/react/macro';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { Spinner } from '@client/components/ui/spinner';
import { useAlertSettings } from '@client/features/alerts/api/get-alert-settings';
import { useWorksOnVehicles } from '@client/features/alerts/api/get-my-vehicles';
import { AlertSettingsForm } from '@client/features/alerts/components/alert-settings-form';
import { CalendarIntegrationCard } from '@client/features/alerts/components/calendar-integration-card';
import { GoogleCalendarConnection } from '@client/features/calendar-sync/components/google-calendar-connection';
import { DeliveryFailuresCard } from '@client/features/alerts/components/delivery-failures-card';
import { useEntitlements } from '@client/features/billing/api/get-entitlements';
import { useMemberPermissions } from '@client/features/billing/use-member-permissions';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * Alert setup (docs/product/screens.md#alert-setup): calendar, notification preferences, reminder schedule, a
 * real save.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Alert Settings`);
  const settings = useAlertSettings();
  const entitlements = useEntitlements();
  // Unread (offline, or a failed read), the switch shows only where it is on already.
  const worksOnVehicles = useWorksOnVehicles();
  const { mayManageBilling } = useMemberPermissions();

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader backToDashboard />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>Alert Settings</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>Choose how and when we remind you of your renewals.</Trans>
          </p>
        </div>
        {settings.isError ? (
          <LoadFailed
            message={t`Failed to load alert settings.`}
            onRetry={() => void settings.refetch()}
            retrying={settings.isRefetching}
          />
        ) : settings.isPending || entitlements.isPending || worksOnVehicles.isPending ? (
          <Spinner />
        ) : (
          <>
            {settings.data.failures.length > 0 && <DeliveryFailuresCard failures={settings.data.failures} />}
            <CalendarIntegrationCard
              feedUrl={settings.data.calendarFeedUrl}
              googleCalendar={<GoogleCalendarConnection />}
            />
            {/* An unread plan counts as Free (docs/product/plans.md#when-the-plan-check-fails). */}
            <AlertSettingsForm
              settings={settings.data}
              isPro={entitlements.data?.canUseTextAlerts ?? false}
              mayUpgrade={mayManageBilling}
              worksOnVehicles={worksOnVehicles.data ?? false}
            />
          </>
        )}
      </main>
    </div>
  );
}
