import { and, eq, gte, isNotNull, or } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { permitLabel } from '../../../shared/domain/permit-label';
import type { Catalog } from '../../catalog/catalog';
import type { DbOrTx } from '../../db/client';
import type { Deadline, DeadlineSource } from '../../lib/deadlines';
import { events, permitInspections, permits, vehicles } from '../../db/schema';
import { withReadiness } from './event-rows';
import type { ReadinessLine } from './readiness';

/*
 * The dated deadlines that are not a permit's renewal (docs/product/events.md#deadlines): an event's 'Apply by'
 * dates and the organiser's deadline while their readiness lines are not done, and the business's inspections
 * and re-inspections. The reminders, the calendar feed, Google Calendar and the dashboard's calendar all read
 * them from here (through `eventDeadlineSource`), so that they agree with the events screen.
 */

type DeadlineEvent = { id: string; name: string; vehicleIds: string[]; updatedAt: Date };

/** An event's deadlines from its readiness: each line not done (nor marked 'Not needed') that has a date. */
export function eventDeadlinesOf(event: DeadlineEvent, lines: readonly ReadinessLine[]): Deadline[] {
  const of = { eventId: event.id, inspectionId: null, eventName: event.name, vehicleIds: event.vehicleIds };
  return lines.flatMap((line): Deadline[] => {
    if (line.done) return [];
    if (line.kind === 'event-permit' && line.applyBy)
      return [
        {
          ...of,
          key: `event:${event.id}:apply-by:${line.entryId}`,
          kind: 'apply-by',
          date: line.applyBy,
          permitName: line.name,
          updatedAt: event.updatedAt,
        },
      ];
    if (line.kind === 'organizer-deadline')
      return [
        {
          ...of,
          key: `event:${event.id}:organizer`,
          kind: 'organizer',
          date: line.deadline,
          permitName: null,
          updatedAt: event.updatedAt,
        },
      ];
    return [];
  });
}

/**
 * The business's deadlines on or after `since`, soonest first. An event worked only by archived vehicles, and
 * an inspection of an archived vehicle's permit, have none, as such a permit has no reminder and no event
 * (docs/product/fleet.md#archiving).
 */
export async function businessDeadlines(
  db: DbOrTx,
  catalog: Catalog,
  businessId: string,
  since: CalendarDate,
): Promise<Deadline[]> {
  const [eventRows, inspections, archived] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(eq(events.businessId, businessId), gte(events.endsOn, since))),
    db
      .select({
        id: permitInspections.id,
        scheduledOn: permitInspections.scheduledOn,
        result: permitInspections.result,
        reinspectionOn: permitInspections.reinspectionOn,
        updatedAt: permitInspections.updatedAt,
        permitName: permits.name,
        vehicleId: permits.vehicleId,
        vehicleName: vehicles.name,
      })
      .from(permitInspections)
      .innerJoin(permits, eq(permits.id, permitInspections.permitId))
      .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
      .where(
        and(
          eq(permitInspections.businessId, businessId),
          or(
            and(eq(permitInspections.result, 'pending'), gte(permitInspections.scheduledOn, since)),
            and(eq(permitInspections.result, 'failed'), gte(permitInspections.reinspectionOn, since)),
          ),
        ),
      ),
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.businessId, businessId), isNotNull(vehicles.archivedAt))),
  ]);
  const archivedIds = new Set(archived.map((vehicle) => vehicle.id));
  const assessed = await withReadiness(db, catalog, businessId, eventRows);
  const deadlines = assessed.flatMap(({ row, vehicleIds, readiness }) => {
    const active = vehicleIds.filter((id) => !archivedIds.has(id));
    if (vehicleIds.length > 0 && active.length === 0) return [];
    return eventDeadlinesOf(
      { id: row.id, name: row.name, vehicleIds: active, updatedAt: row.updatedAt },
      readiness.lines,
    );
  });
  for (const inspection of inspections) {
    if (inspection.vehicleId && archivedIds.has(inspection.vehicleId)) continue;
    const failed = inspection.result === 'failed';
    deadlines.push({
      key: failed ? `inspection:${inspection.id}:reinspection` : `inspection:${inspection.id}`,
      kind: failed ? 'reinspection' : 'inspection',
      date: failed ? inspection.reinspectionOn! : inspection.scheduledOn,
      eventId: null,
      inspectionId: inspection.id,
      eventName: null,
      permitName: permitLabel(inspection.permitName, inspection.vehicleName),
      vehicleIds: inspection.vehicleId ? [inspection.vehicleId] : [],
      updatedAt: inspection.updatedAt,
    });
  }
  return deadlines
    .filter((deadline) => deadline.date >= since)
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

/** The businesses that may have a deadline on or after `since`: an event not ended, or an inspection ahead. */
export async function businessesWithDeadlines(db: DbOrTx, since: CalendarDate): Promise<string[]> {
  const [withEvents, withInspections] = await Promise.all([
    db.selectDistinct({ id: events.businessId }).from(events).where(gte(events.endsOn, since)),
    db
      .selectDistinct({ id: permitInspections.businessId })
      .from(permitInspections)
      .where(
        or(
          and(eq(permitInspections.result, 'pending'), gte(permitInspections.scheduledOn, since)),
          and(eq(permitInspections.result, 'failed'), gte(permitInspections.reinspectionOn, since)),
        ),
      ),
  ]);
  return [...new Set([...withEvents, ...withInspections].map((row) => row.id))];
}

/** The deadlines as the reminders and the calendars read them, on the catalog the app answers from. */
export const eventDeadlineSource = (catalog: () => Catalog): DeadlineSource => ({
  ofBusiness: (db, businessId, since) => businessDeadlines(db, catalog(), businessId, since),
  businesses: businessesWithDeadlines,
});
