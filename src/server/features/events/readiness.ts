import { addDaysTo } from '../../../shared/domain/calendar-dates';
import { readinessLineKey } from '../../../shared/contracts/events';
import type { Catalog } from '../../catalog/catalog';
import type { CatalogEntry, Visiting } from '../../catalog/catalog-schema';

/*
 * An event's readiness (docs/product/events.md#readiness): one line per thing the truck needs there, each with
 * its reason, computed from the event, the business's permits, the catalog and the lines marked 'Not needed'.
 * Pure, so that the screen, the reminders and the benchmark read the same answer.
 */

export type ReadinessEvent = {
  city: string;
  stateCode: string;
  startsOn: string;
  endsOn: string;
  applicationDeadline: string | null;
  hasCertificate: boolean;
  /** The vehicles that work it; none: the whole business. */
  vehicleIds: readonly string[];
};

export type ReadinessPermit = {
  id: string;
  name: string;
  renewalDate: string | null;
  renewalLink: string | null;
  stateCode: string | null;
  city: string | null;
  vehicleId: string | null;
  catalogEntryId: string | null;
  /** The event it was added for. */
  eventId: string | null;
};

/** A line of the checklist; its key (what a 'Not needed' mark names) is made from it by readinessLineKey. */
export type ReadinessLine =
  | {
      kind: 'permit';
      permitId: string;
      name: string;
      /** Valid on every day of the event, or 'Expires before the event'. */
      validThroughEvent: boolean;
      renewalLink: string | null;
      done: boolean;
    }
  | {
      kind: 'event-permit';
      entryId: string;
      name: string;
      /** The day to apply by, counted back from the first day; null where no page states the lead days. */
      applyBy: string | null;
      /** The tracked permit that answers it, the one valid through the event first; null: none tracked. */
      permitId: string | null;
      done: boolean;
    }
  | { kind: 'reciprocity'; reciprocity: Visiting['reciprocity'] | null; done: boolean }
  | { kind: 'insurance'; done: boolean }
  | { kind: 'organizer-deadline'; deadline: string; done: boolean };

export type Readiness = { lines: ReadinessLine[]; missing: number; ready: boolean };

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A permit must be valid at the event when it is of the whole business or of a vehicle that works it, and it
 * belongs nowhere else: no place of its own, or the event's state (and city, when it names one), or it was
 * added for this event. One added for another event is that event's alone.
 */
/** Of the whole business, or of a vehicle that works the event (every vehicle, when it names none). */
const ofItsVehicles = (permit: ReadinessPermit, event: ReadinessEvent) =>
  permit.vehicleId === null || event.vehicleIds.length === 0 || event.vehicleIds.includes(permit.vehicleId);

function mustBeValidThere(permit: ReadinessPermit, event: ReadinessEvent, eventId: string): boolean {
  if (permit.eventId === eventId) return true;
  if (permit.eventId !== null) return false;
  if (!ofItsVehicles(permit, event)) return false;
  if (permit.stateCode === null) return true;
  if (permit.stateCode !== event.stateCode) return false;
  return permit.city === null || sameCity(permit.city, event.city);
}

/** The place's records: the catalog city's when the event is in one, and the state's. */
function visitsOf(catalog: Catalog, event: Pick<ReadinessEvent, 'city' | 'stateCode'>): Visiting[] {
  return catalog.visiting.filter(
    (visit) =>
      visit.jurisdiction.state === event.stateCode &&
      (visit.jurisdiction.level === 'state' || sameCity(visit.jurisdiction.city, event.city)),
  );
}

/**
 * The temporary event permits the place's records list for the event: a state's record lists those of its
 * counties and cities too, and only the state's own, those of every county, and the event city's apply there.
 * A named county's permit comes through its city's record (the event names no county).
 */
function eventPermitsOf(
  catalog: Catalog,
  event: Pick<ReadinessEvent, 'city'>,
  visits: Visiting[],
): CatalogEntry[] {
  const entries = new Map<string, CatalogEntry>();
  for (const visit of visits)
    for (const id of visit.eventPermits) {
      const entry = catalog.byId.get(id);
      if (!entry) continue;
      const where = entry.jurisdiction;
      const appliesThere =
        visit.jurisdiction.level === 'city' ||
        where.level === 'state' ||
        where.level === 'federal' ||
        (where.level === 'county' && where.county === null) ||
        (where.level === 'city' && sameCity(where.city, event.city));
      if (appliesThere) entries.set(id, entry);
    }
  return [...entries.values()];
}

/** The temporary event permits of the event's place, as its readiness lists them. */
export const eventPermitEntries = (catalog: Catalog, event: Pick<ReadinessEvent, 'city' | 'stateCode'>) =>
  eventPermitsOf(catalog, event, visitsOf(catalog, event));

export function eventReadiness({
  eventId,
  event,
  permits,
  catalog,
  businessStates,
  notNeeded,
}: {
  eventId: string;
  event: ReadinessEvent;
  permits: readonly ReadinessPermit[];
  catalog: Catalog;
  /** The states the business operates in: a licence of the same state may be honoured there. */
  businessStates: ReadonlySet<string>;
  /** Line keys the owner marked 'Not needed'. */
  notNeeded: ReadonlySet<string>;
}): Readiness {
  const lines: ReadinessLine[] = [];
  const marked = (key: string) => notNeeded.has(key);
  const validThrough = (permit: ReadinessPermit) =>
    permit.renewalDate === null || permit.renewalDate >= event.endsOn;

  const visits = visitsOf(catalog, event);
  const entries = eventPermitsOf(catalog, event, visits);
  // A permit answering one of the place's event permits shows on that line, not a second time on its own; one
  // tracked for another event, or for a vehicle that does not work this one, does not answer it
  // (docs/product/events.md#readiness).
  const trackedFor = (entry: CatalogEntry) =>
    permits
      .filter(
        (permit) =>
          permit.catalogEntryId === entry.id &&
          (permit.eventId === eventId || (permit.eventId === null && ofItsVehicles(permit, event))),
      )
      .sort((a, b) => Number(validThrough(b)) - Number(validThrough(a)));
  const answering = new Set(entries.flatMap((entry) => trackedFor(entry).map((permit) => permit.id)));

  for (const permit of permits) {
    if (answering.has(permit.id) || !mustBeValidThere(permit, event, eventId)) continue;
    const validThroughEvent = validThrough(permit);
    lines.push({
      kind: 'permit',
      permitId: permit.id,
      name: permit.name,
      validThroughEvent,
      renewalLink: permit.renewalLink,
      done: validThroughEvent || marked(readinessLineKey({ kind: 'permit', permitId: permit.id })),
    });
  }

  const stateVisit = visits.find((visit) => visit.jurisdiction.level === 'state');
  const reciprocity =
    visits.find((visit) => visit.jurisdiction.level === 'city')?.reciprocity ??
    stateVisit?.reciprocity ??
    null;
  const honoured =
    businessStates.has(event.stateCode) && (reciprocity === 'statewide' || reciprocity === 'honoured');
  lines.push({
    kind: 'reciprocity',
    reciprocity,
    done: honoured || marked('reciprocity'),
  });

  for (const entry of entries) {
    const tracked = trackedFor(entry)[0];
    lines.push({
      kind: 'event-permit',
      entryId: entry.id,
      name: entry.name,
      applyBy: entry.leadDays ? addDaysTo(event.startsOn, -entry.leadDays.days) : null,
      permitId: tracked?.id ?? null,
      done:
        (tracked !== undefined && validThrough(tracked)) ||
        marked(readinessLineKey({ kind: 'event-permit', entryId: entry.id })),
    });
  }

  lines.push({ kind: 'insurance', done: event.hasCertificate || marked('insurance') });
  if (event.applicationDeadline)
    lines.push({
      kind: 'organizer-deadline',
      deadline: event.applicationDeadline,
      done: marked('organizer-deadline'),
    });

  const missing = lines.filter((line) => !line.done).length;
  return { lines, missing, ready: missing === 0 };
}
