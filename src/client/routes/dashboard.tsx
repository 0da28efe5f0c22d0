import { BarChart3, BellRing, BookOpen, CalendarDays, Lightbulb, Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { Permit } from '@shared/contracts/permits';
import { SignedInHeader } from '@client/app/signed-in-header';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useBusinessProfile } from '@client/features/business-profile/api/get-business-profile';
import { usePermits } from '@client/features/permits/api/list-permits';
import { PermitList } from '@client/features/permits/components/permit-list';
import { useSubscriptionCheckFailure } from '@client/features/subscription/use-subscription-check-failure';
import { useSiteInfo } from '@client/lib/site-info';
import { todayInBrowser } from '@client/lib/today';
import { useDocumentTitle } from '@client/lib/use-document-title';

function ActionCard({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: string;
}) {
  return (
    // On a phone a compact tile (icon and title), so that 'Your Permits' starts on the first screen.
    <span className="flex h-full flex-col items-center gap-1 rounded-lg border bg-card p-2 text-center text-xs leading-tight shadow-sm transition-colors group-hover:bg-accent sm:items-stretch sm:gap-2 sm:p-4 sm:text-left sm:text-base sm:leading-normal">
      <span className="flex flex-col items-center gap-1 font-semibold sm:flex-row sm:gap-2">
        {icon}
        {title}
      </span>
      <span className="hidden text-sm text-muted-foreground sm:block">{description}</span>
      <span className="mt-auto hidden text-sm font-medium text-primary sm:block">{action}</span>
    </span>
  );
}

/**
 * The reminder e-mail links to /dashboard?renew={permit id}: that permit's Mark-as-renewed dialog opens at
 * once, and the parameter leaves the address so that a reload or Back does not open it again.
 */
function useRenewParam(permits: Permit[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [renewingId] = useState(() => params.get('renew'));
  const handled = useRef(false);
  const loaded = permits !== undefined;
  const known = loaded && permits.some((permit) => permit.id === renewingId);
  useEffect(() => {
    if (!renewingId || !loaded || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete('renew');
        return current;
      },
      { replace: true },
    );
    if (!known)
      toast.error('Permit not found', { description: 'This permit does not exist or was deleted.' });
  }, [renewingId, loaded, known, setParams]);
  return renewingId;
}

const RenewalCalendarDialog = lazyDialog(() =>
  import('@client/features/renewal-calendar/components/renewal-calendar-dialog').then(
    (module) => module.RenewalCalendarDialog,
  ),
);

export function Component() {
  useDocumentTitle('Dashboard');
  // spec §8 Account: on the dashboard a failed subscription check is only logged.
  useSubscriptionCheckFailure('log');
  const profile = useBusinessProfile();
  const permits = usePermits();
  const site = useSiteInfo();
  const today = todayInBrowser();
  const renewingId = useRenewParam(permits.data);
  // The rows render in a pass React can pause for a tap, not in one long task as the data lands.
  const listed = useDeferredValue(permits.data);
  const calendarDialog = useDialogOpener({ preload: RenewalCalendarDialog.preload });

  useEffect(() => {
    if (permits.isError) toast.error('Error', { description: 'Failed to load permits' });
  }, [permits.isError]);

  // A first-time owner without a business profile is led through onboarding first.
  if (profile.data === null) return <Navigate to="/onboarding" replace />;

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="text-2xl font-bold sm:text-3xl">Welcome to Your Dashboard</h1>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/getting-started">
                <BookOpen aria-hidden="true" />
                Getting Started Guide
              </Link>
            </Button>
            <Button asChild>
              <Link to="/permit-setup">
                <Plus aria-hidden="true" />
                Add Permit
              </Link>
            </Button>
          </div>
        </div>

        <div className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
          <Link to="/permit-setup" className="group rounded-lg">
            <ActionCard
              icon={<Plus className="size-5 text-primary" aria-hidden="true" />}
              title="Add Another Permit"
              description="Record a permit or licence with its renewal date."
              action="Add Permit"
            />
          </Link>
          <button className="group rounded-lg" {...calendarDialog.openerProps}>
            <ActionCard
              icon={<CalendarDays className="size-5 text-primary" aria-hidden="true" />}
              title="View Calendar"
              description="Every renewal and when to start it."
              action="Open the calendar"
            />
          </button>
          <RenewalCalendarDialog permits={permits.data ?? []} today={today} {...calendarDialog.dialogProps} />
          <Link to="/alert-setup" className="group rounded-lg">
            <ActionCard
              icon={<BellRing className="size-5 text-primary" aria-hidden="true" />}
              title="Set Reminders"
              description="Choose how and when we remind you."
              action="Setup Alerts"
            />
          </Link>
          <Link to="/compliance-reports" className="group rounded-lg">
            <ActionCard
              icon={<BarChart3 className="size-5 text-primary" aria-hidden="true" />}
              title="Compliance Reports"
              description="Status and costs for inspectors and accountants."
              action="View Reports"
            />
          </Link>
        </div>

        {listed !== undefined && !profile.isPending ? (
          // A failed refetch keeps the list it had (the toast says the refresh failed).
          <PermitList key="permits" permits={listed} today={today} initiallyRenewingId={renewingId} />
        ) : permits.isError && permits.data === undefined ? (
          <LoadFailed
            message="Failed to load permits"
            onRetry={() => void permits.refetch()}
            retrying={permits.isRefetching}
          />
        ) : (
          <Spinner label="Loading permits..." />
        )}

        {site.data && (
          <div className="flex justify-center">
            <Button variant="ghost" asChild>
              <a
                href={`mailto:${site.data.supportEmail}?subject=${encodeURIComponent('PermitPilot feature request')}`}
              >
                <Lightbulb aria-hidden="true" />
                Request a Feature
              </a>
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
