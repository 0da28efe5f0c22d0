import { Trans, useLingui } from '@lingui/react/macro';
import { FREE_UPCOMING_EVENTS } from '@shared/contracts/events';
import { can } from '@shared/domain/roles';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { Spinner } from '@client/components/ui/spinner';
import { useEntitlements } from '@client/features/billing/api/get-entitlements';
import {
  OWNER_MANAGES_PLAN_MESSAGE,
  ROLE_LOAD_FAILED_MESSAGE,
  useMemberPermissions,
} from '@client/features/billing/use-member-permissions';
import { useEvents } from '@client/features/events/api/events-api';
import { AddEventButton } from '@client/features/events/components/add-event-button';
import { EventLimitNotice } from '@client/features/events/components/event-limit-notice';
import { EventsCard, type EventTools } from '@client/features/events/components/events-card';
import { OrganizerPacket } from '@client/features/sharing/components/organizer-packet';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { vehiclesQuery } from '@client/lib/vehicles-query';

/**
 * /events (docs/product/events.md): the festivals, markets and private events the business sells at, upcoming
 * first with their readiness, past ones below. Every member reads them and the certificate; owners and
 * managers add, edit and delete them, mark lines 'Not needed', add the place's event permits and upload the
 * certificate. On the Free plan with an upcoming event the upgrade notice stands where 'Add Event' would
 * (docs/product/events.md#plans).
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Events`);
  const events = useEvents();
  const entitlements = useEntitlements();
  const member = useMemberPermissions();
  const vehicles = useQuery({ ...vehiclesQuery, select: (all) => all.filter((v) => v.archivedAt === null) });
  const editable = can(member.role, 'writeEvents');
  const ownerManagesPlan = member.mayManageBilling ? null : t(OWNER_MANAGES_PLAN_MESSAGE);

  let content;
  if (events.isError) {
    content = (
      <LoadFailed
        message={t`Failed to load your events.`}
        onRetry={() => void events.refetch()}
        retrying={events.isRefetching}
      />
    );
  } else if (events.isPending || member.isPending) {
    content = <Spinner />;
  } else {
    const atLimit = entitlements.data?.plan === 'free' && events.data.upcoming.length >= FREE_UPCOMING_EVENTS;
    const editing = editable ? { vehicles: vehicles.data ?? [], ownerManagesPlan } : null;
    // docs/product/events.md#the-organisers-packet: crew get the download alone, as the server allows.
    const packet: EventTools = (event) => (
      <OrganizerPacket eventId={event.id} organizerEmail={event.organizerEmail} role={member.role} />
    );
    content = (
      <>
        {member.isError && (
          <LoadFailed
            message={t(ROLE_LOAD_FAILED_MESSAGE)}
            onRetry={member.retry}
            retrying={member.retrying}
          />
        )}
        {editable &&
          (atLimit ? (
            <EventLimitNotice ownerManagesPlan={ownerManagesPlan} />
          ) : (
            <AddEventButton vehicles={vehicles.data ?? []} ownerManagesPlan={ownerManagesPlan} />
          ))}
        <EventsCard
          id="upcoming-events"
          title={<Trans>Upcoming Events</Trans>}
          events={events.data.upcoming}
          empty={<Trans>No upcoming events. Add one to count its deadlines back from its first day.</Trans>}
          editing={editing}
          tools={packet}
        />
        {events.data.past.length > 0 && (
          <EventsCard
            id="past-events"
            title={<Trans>Past Events</Trans>}
            events={events.data.past}
            empty={null}
            editing={editing}
            tools={packet}
          />
        )}
      </>
    );
  }

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader backToDashboard />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">
          <Trans>Events</Trans>
        </h1>
        {member.role && !editable && (
          <p className="-mt-2 text-muted-foreground">
            <Trans>The owner and managers keep this list.</Trans>
          </p>
        )}
        {content}
      </main>
    </div>
  );
}
