import { and, asc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { businessProfiles, eventLineMarks, events, eventVehicles, permits, vehicles } from '../../db/schema';

/*
 * The reads an event's readiness is computed from (docs/product/events.md#readiness), prepared once per database
 * handle like the other hot reads (docs/decisions/0008). Which permits count stays readiness.ts's to say: every
 * permit of the business is read, with the columns it looks at. They come as plain rows: built into one JSON
 * value, 500 permits cost PostgreSQL five times the CPU (1.9 ms against 0.4 ms) and saved the app a fraction of
 * that, and the benchmark's database shares the app's two cores.
 */

const businessId = sql.placeholder('businessId');

export type EventMark = { lineKey: string; reason: string };

/** The business's permits, with what readiness looks at. */
export const readinessPermitsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: permits.id,
      name: permits.name,
      renewalDate: permits.renewalDate,
      renewalLink: permits.renewalLink,
      stateCode: permits.stateCode,
      city: permits.city,
      vehicleId: permits.vehicleId,
      catalogEntryId: permits.catalogEntryId,
      eventId: permits.eventId,
    })
    .from(permits)
    // An archived vehicle's permits no longer count (docs/product/fleet.md#permits-on-vehicles).
    .leftJoin(vehicles, and(eq(vehicles.businessId, permits.businessId), eq(vehicles.id, permits.vehicleId)))
    .where(
      and(eq(permits.businessId, businessId), or(isNull(permits.vehicleId), isNull(vehicles.archivedAt))),
    )
    .prepare('select_readiness_permits'),
);

/**
 * One event of the business with its vehicles, its 'Not needed' marks and the states the business says it works
 * in, in one round trip (a few rows each: as JSON they cost PostgreSQL next to nothing); no row: none such.
 */
export const eventWithLinksQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...getTableColumns(events),
      statesOperating: businessProfiles.statesOperating,
      vehicleIds: sql<string[] | null>`(
        select json_agg(${eventVehicles.vehicleId}) from ${eventVehicles}
        where ${eventVehicles.eventId} = ${events.id})`,
      marks: sql<EventMark[] | null>`(
        select json_agg(json_build_object('lineKey', ${eventLineMarks.lineKey}, 'reason', ${eventLineMarks.reason}))
        from ${eventLineMarks} where ${eventLineMarks.eventId} = ${events.id})`,
    })
    .from(events)
    .leftJoin(businessProfiles, eq(businessProfiles.businessId, events.businessId))
    .where(and(eq(events.businessId, businessId), eq(events.id, sql.placeholder('eventId'))))
    .prepare('select_event_with_links'),
);

/**
 * The business's events by first day and name, each with the states the business says it works in. Their
 * vehicles and marks are read beside them as rows: a JSON sub-select for each of 200 events cost PostgreSQL
 * five times the plain join.
 */
export const businessEventsQuery = preparedPerDatabase((db) =>
  db
    .select({ ...getTableColumns(events), statesOperating: businessProfiles.statesOperating })
    .from(events)
    .leftJoin(businessProfiles, eq(businessProfiles.businessId, events.businessId))
    .where(eq(events.businessId, businessId))
    .orderBy(asc(events.startsOn), asc(events.name))
    .prepare('select_business_events'),
);

export const businessEventVehiclesQuery = preparedPerDatabase((db) =>
  db
    .select({ eventId: eventVehicles.eventId, vehicleId: eventVehicles.vehicleId })
    .from(eventVehicles)
    .innerJoin(events, eq(events.id, eventVehicles.eventId))
    .where(eq(events.businessId, businessId))
    .prepare('select_business_event_vehicles'),
);

export const businessEventMarksQuery = preparedPerDatabase((db) =>
  db
    .select({
      eventId: eventLineMarks.eventId,
      lineKey: eventLineMarks.lineKey,
      reason: eventLineMarks.reason,
    })
    .from(eventLineMarks)
    .innerJoin(events, eq(events.id, eventLineMarks.eventId))
    .where(eq(events.businessId, businessId))
    .prepare('select_business_event_marks'),
);

/** The states the business says it works in; no row: no profile yet. */
export const businessStatesQuery = preparedPerDatabase((db) =>
  db
    .select({ statesOperating: businessProfiles.statesOperating })
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, businessId))
    .prepare('select_business_states'),
);
