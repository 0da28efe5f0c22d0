import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { EventSummaryDto } from '@shared/contracts/events';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatCalendarDate } from '@client/lib/formatting';
import type { Vehicle } from '@shared/contracts/vehicles';
import { EventActions } from './event-actions';
import { EventChecklist } from './event-checklist';

/** What an owner or manager may do to an event, and with what: null for crew, who read. */
export type EventEditing = { vehicles: Vehicle[]; ownerManagesPlan: string | null } | null;

/**
 * What the screen puts under an event's own actions, for every member: the organiser's packet, which another
 * feature makes (features do not import each other).
 */
export type EventTools = (event: EventSummaryDto) => ReactNode;

/**
 * One event: where and when, 'Ready' or 'N missing'; its checklist, and 'Edit' and 'Delete', open beneath it.
 * The checklist is read while the row is open (docs/product/events.md#the-events-screen).
 */
function EventRow({
  event,
  editing,
  tools,
}: {
  event: EventSummaryDto;
  editing: EventEditing;
  tools?: EventTools;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { missing } = event.readiness;
  const starts = formatCalendarDate(event.startsOn);
  const ends = formatCalendarDate(event.endsOn);
  const when = event.startsOn === event.endsOn ? starts : t`${starts} to ${ends}`;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <details className="group" onToggle={(toggle) => setOpen(toggle.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <span className="min-w-0">
            <span className="block font-medium [overflow-wrap:anywhere]">{event.name}</span>
            <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {[when, `${event.city}, ${event.stateCode}`, event.organizer].join(' · ')}
            </span>
          </span>
          {event.readiness.ready ? (
            <Badge variant="success">
              <Trans>Ready</Trans>
            </Badge>
          ) : (
            <Badge variant="warning">{t`${plural(missing, { one: '# missing', other: '# missing' })}`}</Badge>
          )}
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          {editing && <EventActions event={event} {...editing} />}
          {tools?.(event)}
          {open && <EventChecklist eventId={event.id} editable={editing !== null} />}
        </div>
      </details>
    </li>
  );
}

/** A titled list of events, or `empty` when there are none. */
export function EventsCard({
  id,
  title,
  events,
  empty,
  editing,
  tools,
}: {
  id: string;
  title: ReactNode;
  events: EventSummaryDto[];
  empty: ReactNode;
  editing: EventEditing;
  tools?: EventTools;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {events.map((event) => (
              <EventRow key={event.id} event={event} editing={editing} tools={tools} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
