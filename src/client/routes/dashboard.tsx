import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, BellRing, BookOpen, CalendarDays, Lightbulb, Plus, Share2, Users } from 'lucide-react';
import { Tent, Truck } from 'lucide-react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SignedInHeader } from '@client/app/signed-in-header';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { ActionCard } from '@client/components/action-card';
import { LoadFailed } from '@client/components/load-failed';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useBusinessProfile } from '@client/features/business-profile/api/get-business-profile';
import { useFirstPermits, usePermits } from '@client/features/permits/api/list-permits';
import { PermitList } from '@client/features/permits/components/permit-list';
import { InspectionsButton } from '@client/features/inspections/components/inspections-button';
import { ImportPermitsButton } from '@client/features/permit-import/import-permits-button';
import { VehicleFilter } from '@client/features/permits/components/vehicle-filter';
import { useVehicleChoice } from '@client/features/permits/use-vehicle-choice';
import { vehicleCompliance } from '@client/features/permits/vehicle-compliance';
import { useRenewParam } from '@client/features/permits/use-renew-param';
import { useEntitlements } from '@client/features/billing/api/get-entitlements';
import { ProGate } from '@client/features/billing/components/pro-gate';
import {
  ROLE_LOAD_FAILED_MESSAGE,
  useMemberPermissions,
} from '@client/features/billing/use-member-permissions';
import { useSubscriptionCheckFailure } from '@client/features/billing/use-subscription-check-failure';
import { cn } from '@client/lib/cn';
import { inVehicleScope } from '@shared/domain/vehicle-scope';
import { useSiteInfo } from '@client/lib/site-info';
import { todayInBrowser } from '@client/lib/today';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { belowTheFold } from '@client/components/below-the-fold';

// The Pro cards after the list load their code when the owner scrolls near them (components/below-the-fold.tsx).
const RequirementMonitorCard = belowTheFold(() =>
  import('@client/features/requirement-monitor/components/requirement-monitor-card').then(
    (module) => module.RequirementMonitorCard,
  ),
);
const PermitSuggestionsCard = belowTheFold(() =>
  import('@client/features/permit-intelligence/components/permit-suggestions-card').then(
    (module) => module.PermitSuggestionsCard,
  ),
);

/**
 * Holds the place of a control that needs the member's role while the role is being asked for, so that it
 * appears without moving the screen (the dashboard's frame is prerendered, docs/decisions/0009). Hidden from
 * everyone, pointer and keyboard included.
 */
function RoleSlot({ show, pending, children }: { show: boolean; pending: boolean; children: ReactNode }) {
  if (show) return children;
  if (!pending) return null;
  return (
    <span aria-hidden="true" className="invisible contents">
      {children}
    </span>
  );
}

const RenewalCalendarDialog = lazyDialog(() =>
  import('@client/features/renewal-calendar/components/renewal-calendar-dialog').then(
    (module) => module.RenewalCalendarDialog,
  ),
);

const SharePermitsDialog = lazyDialog(() =>
  import('@client/features/sharing/components/share-permits-dialog').then(
    (module) => module.SharePermitsDialog,
  ),
);

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  // On the dashboard a failed plan check is only logged (docs/product/plans.md#when-the-plan-check-fails).
  useSubscriptionCheckFailure('log');
  const profile = useBusinessProfile();
  const site = useSiteInfo();
  const today = todayInBrowser();
  const member = useMemberPermissions();
  const entitlements = useEntitlements();
  const roleSettled = !member.isPending;
  const calendarDialog = useDialogOpener({ preload: RenewalCalendarDialog.preload });
  const shareDialog = useDialogOpener({ preload: SharePermitsDialog.preload });
  // The first, most urgent permits and the total come first; the whole list only when it is wanted: 'Show
  // all', the calendar, or a reminder's link to a permit that may be further down (docs/decisions/0019).
  const [searchParams] = useSearchParams();
  const [renewLinked] = useState(() => searchParams.has('renew'));
  const [allWanted, setAllWanted] = useState(renewLinked);
  // Each vehicle's colour is read from the whole list (docs/product/fleet.md#the-dashboard).
  const {
    fleet,
    choice,
    chosen,
    choose,
    vehicle,
    settled: vehiclesSettled,
  } = useVehicleChoice({
    startOnAll: renewLinked,
  });
  const first = useFirstPermits({ vehicle });
  // Every permit, for the calendar, 'Share permits' and the vehicles' colours; the filter's own whole list
  // for 'Show all' (the same list when every permit is shown).
  const all = usePermits({
    enabled:
      (allWanted && vehicle === undefined) ||
      fleet.length > 0 ||
      calendarDialog.dialogProps.open ||
      shareDialog.dialogProps.open,
  });
  const rest = usePermits({ vehicle, enabled: allWanted });
  // The whole list another screen left in the cache is not kept fresh here until it is wanted.
  const allListed = allWanted ? rest.data : undefined;
  const renewingId = useRenewParam(allListed, roleSettled, member.mayChangePermits);
  // The rows render in a pass React can pause for a tap, not in one long task as the data lands.
  const listed = useDeferredValue(allListed ?? (renewLinked ? undefined : first.data?.permits));
  const total = allListed?.length ?? first.data?.total ?? 0;
  const loadFailed = first.isError || all.isError || rest.isError;

  useEffect(() => {
    if (loadFailed) toast.error(t`Error`, { description: t`Failed to load permits` });
  }, [loadFailed, t]);

  // A first-time owner without a business profile is led through onboarding first; a member who may not
  // write the profile sees the dashboard without it (docs/decisions/0018).
  if (profile.data === null) {
    if (member.isPending) return <Spinner className="min-h-dvh" />;
    if (member.mayUpdateBusinessProfile) return <Navigate to="/onboarding" replace />;
  }
  const addPermitSlot = { show: member.mayChangePermits, pending: member.isPending };
  // At the Free limit the owner goes straight to the Pro gate, not to a form that could not be saved; a
  // manager to /permit-setup, which says who can upgrade (docs/decisions/0018).
  const upgradeToAdd = entitlements.data?.canAddPermit === false && member.mayManageBilling;
  const addPermitPath = upgradeToAdd ? '/signup/pro' : '/permit-setup';
  const listShown = listed !== undefined && !profile.isPending && roleSettled && vehiclesSettled;

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="text-xl font-bold sm:text-3xl">
            <Trans>Welcome to Your Dashboard</Trans>
          </h1>
          <div className="flex flex-wrap gap-2">
            <Link to="/getting-started" className={buttonVariants({ variant: 'outline' })}>
              <BookOpen aria-hidden="true" />
              <Trans>Getting Started Guide</Trans>
            </Link>
            {/* Every member sees who is in the business; the team screen says what each may do there. */}
            <Link to="/team" className={buttonVariants({ variant: 'outline' })}>
              <Users aria-hidden="true" />
              <Trans>Team</Trans>
            </Link>
            <RoleSlot show={member.mayShare} pending={member.isPending}>
              <Button variant="outline" {...shareDialog.openerProps}>
                <Share2 aria-hidden="true" />
                <Trans>Share Permits</Trans>
              </Button>
            </RoleSlot>
            <RoleSlot {...addPermitSlot}>
              <Link to={addPermitPath} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                <Trans>Add Permit</Trans>
              </Link>
            </RoleSlot>
          </div>
        </div>

        <div
          className={cn(
            'grid gap-2 sm:grid-cols-2 sm:gap-3',
            // Crew add no permits: three cards then (docs/decisions/0018).
            addPermitSlot.show || addPermitSlot.pending
              ? 'grid-cols-4 lg:grid-cols-4'
              : 'grid-cols-3 lg:grid-cols-3',
          )}
        >
          <RoleSlot {...addPermitSlot}>
            <Link to={addPermitPath} className="group rounded-lg">
              <ActionCard
                icon={<Plus className="size-5 text-primary" aria-hidden="true" />}
                title={t`Add Another Permit`}
                description={t`Record a permit or licence with its renewal date.`}
                action={t`Add Permit`}
              />
            </Link>
          </RoleSlot>
          <button className="group rounded-lg" {...calendarDialog.openerProps}>
            <ActionCard
              icon={<CalendarDays className="size-5 text-primary" aria-hidden="true" />}
              title={t`View Calendar`}
              description={t`Every renewal and when to start it.`}
              action={t`Open the calendar`}
            />
          </button>
          <RenewalCalendarDialog
            // The calendar shows what the dashboard's vehicle filter shows (docs/product/fleet.md#the-dashboard).
            permits={all.data?.filter((permit) => inVehicleScope(permit, vehicle))}
            today={today}
            loadFailed={
              all.isError ? { retry: () => void all.refetch(), retrying: all.isFetching } : undefined
            }
            {...calendarDialog.dialogProps}
          />
          <SharePermitsDialog permits={all.data} today={today} {...shareDialog.dialogProps} />
          <Link to="/alert-setup" className="group rounded-lg">
            <ActionCard
              icon={<BellRing className="size-5 text-primary" aria-hidden="true" />}
              title={t`Set Reminders`}
              description={t`Choose how and when we remind you.`}
              action={t`Setup Alerts`}
            />
          </Link>
          <Link to="/compliance-reports" className="group rounded-lg">
            <ActionCard
              icon={<BarChart3 className="size-5 text-primary" aria-hidden="true" />}
              title={t`Compliance Reports`}
              description={t`Status and costs for inspectors and accountants.`}
              action={t`View Reports`}
            />
          </Link>
        </div>

        {member.isError && (
          <LoadFailed
            message={t(ROLE_LOAD_FAILED_MESSAGE)}
            onRetry={member.retry}
            retrying={member.retrying}
          />
        )}

        {/* It stays while another vehicle's rows load. */}
        {(listShown || chosen) && fleet.length > 0 && (
          <VehicleFilter
            vehicles={fleet}
            value={choice}
            onChange={choose}
            compliance={all.data && ((vehicleId) => vehicleCompliance(all.data, vehicleId, today))}
          />
        )}

        {/* The rows wait for the role too: their edit, renew and delete buttons must not pop in. */}
        {listShown ? (
          // A failed refetch keeps the list it had (the toast says the refresh failed). Each filter's list
          // starts again from its first rows.
          <PermitList
            key={`permits-${choice}`}
            permits={listed}
            total={total}
            loadingRest={allWanted && rest.data === undefined && rest.isFetching}
            onShowAll={() => {
              setAllWanted(true);
              if (rest.isError) void rest.refetch();
            }}
            today={today}
            initiallyRenewingId={renewingId}
            mayChangePermits={member.mayChangePermits}
            vehicles={fleet}
            rowActions={(permit) => <InspectionsButton permit={permit} mayChange={member.mayChangePermits} />}
            emptyActions={<ImportPermitsButton />}
            headingAside={
              // Every member may open the vehicles (docs/product/fleet.md#who-may-do-what); beside the list
              // they group, so that the header keeps 'Your Permits' on a phone's first screen.
              <div className="flex flex-wrap justify-end gap-2">
                <Link to="/events" className={buttonVariants({ variant: 'outline' })}>
                  <Tent aria-hidden="true" />
                  <Trans>Events</Trans>
                </Link>
                <Link to="/vehicles" className={buttonVariants({ variant: 'outline' })}>
                  <Truck aria-hidden="true" />
                  <Trans>Vehicles</Trans>
                </Link>
              </div>
            }
          />
        ) : (renewLinked ? rest : first).isError && listed === undefined ? (
          <LoadFailed
            message={t`Failed to load permits`}
            onRetry={() => void (renewLinked ? rest : first).refetch()}
            retrying={(renewLinked ? rest : first).isRefetching}
          />
        ) : (
          <Spinner label={t`Loading permits...`} />
        )}

        {/*
          After the list, where the first description put it before, like the suggestions below: 'Your
          Permits' stays on a phone's first screen (docs/product/screens.md#dashboard, docs/decisions/0020).
          Pro; it waits for the role, since crew see the changes but neither review them nor run the monitor
          (docs/decisions/0021).
        */}
        {/* Both wait for the list, too: shown above a list still loading, they would jump down under it. */}
        {listShown && (
          <ProGate feature={t`Requirement Monitor`}>
            <RequirementMonitorCard mayReview={member.mayChangePermits} />
          </ProGate>
        )}

        {/*
          After the list, where the first description put it before: 'Your Permits' stays on a phone's first
          screen (docs/decisions/0020). It offers only Add and Dismiss, so it waits for the role, and crew
          never see it (docs/decisions/0018).
        */}
        {listShown && (
          <PermitSuggestionsCard
            mayChangePermits={member.mayChangePermits}
            addTo={upgradeToAdd ? addPermitPath : undefined}
          />
        )}

        {site.data && (
          <div className="flex justify-center">
            <a
              href={`mailto:${site.data.supportEmail}?subject=${encodeURIComponent(t`PermitPilot feature request`)}`}
              className={buttonVariants({ variant: 'ghost' })}
            >
              <Lightbulb aria-hidden="true" />
              <Trans>Request a Feature</Trans>
            </a>
          </div>
        )}
      </main>
    </div>
  );
}
