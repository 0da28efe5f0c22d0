import { and, eq } from 'drizzle-orm';
import {
  readinessLineKey,
  type EventDto,
  type EventListDto,
  type EventSummaryDto,
} from '../../../shared/contracts/events';
import { statesOperatingCodes } from '../../catalog/business-context';
import type { Catalog } from '../../catalog/catalog';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { eventReadiness, type Readiness, type ReadinessPermit } from './readiness';
import { readinessLineDto } from './readiness-line-dto';
import {
  businessEventMarksQuery,
  businessEventsQuery,
  businessEventVehiclesQuery,
  businessStatesQuery,
  eventWithLinksQuery,
  readinessPermitsQuery,
  type EventMark,
} from './event-queries';

export type EventRow = typeof events.$inferSelect;

const noSuchEvent = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such event');

/**
 * One event of the business, or 404: another business's event is as missing as one that never was. `lock`
 * holds its row until the transaction ends.
 */
export async function findBusinessEvent(
  db: DbOrTx,
  businessId: string,
  eventId: string,
  { lock }: { lock?: 'update' | 'share' } = {},
): Promise<EventRow> {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.businessId, businessId), eq(events.id, eventId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw noSuchEvent();
  return row;
}

/** What readiness reads beside the event (docs/product/events.md#readiness), read once for all of them. */
export type ReadinessContext = { permits: readonly ReadinessPermit[]; businessStates: ReadonlySet<string> };

/**
 * The states whose licences the business holds: those its profile names, and those of its own permits — not
 * one added for an event, nor a temporary event permit, which licence nothing beyond their event.
 */
function contextOf(
  catalog: Catalog,
  statesOperating: string | null | undefined,
  permitRows: readonly ReadinessPermit[],
) {
  const businessStates = new Set(statesOperatingCodes(statesOperating));
  for (const permit of permitRows)
    if (
      permit.stateCode &&
      permit.eventId === null &&
      !(permit.catalogEntryId && catalog.eventPermitIds.has(permit.catalogEntryId))
    )
      businessStates.add(permit.stateCode);
  return { permits: permitRows, businessStates } satisfies ReadinessContext;
}

/** Each event's vehicles and marks, found by its id. */
function linksOf(
  ids: readonly string[],
  vehicleRows: readonly { eventId: string; vehicleId: string }[],
  markRows: readonly ({ eventId: string } & EventMark)[],
) {
  const links = new Map(ids.map((id) => [id, { vehicleIds: [] as string[], marks: [] as EventMark[] }]));
  for (const link of vehicleRows) links.get(link.eventId)?.vehicleIds.push(link.vehicleId);
  for (const mark of markRows) links.get(mark.eventId)?.marks.push(mark);
  return links;
}

type LinkedEventRow = EventRow & { vehicleIds: string[] | null; marks: EventMark[] | null };

/** An event's fields and its readiness, with the marks' reasons the lines carry. */
function assess(catalog: Catalog, context: ReadinessContext, row: LinkedEventRow) {
  const vehicleIds = [...(row.vehicleIds ?? [])].sort();
  const marks = new Map((row.marks ?? []).map((mark) => [mark.lineKey, mark.reason]));
  const readiness = eventReadiness({
    eventId: row.id,
    event: {
      city: row.city,
      stateCode: row.stateCode,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      applicationDeadline: row.applicationDeadline,
      hasCertificate: row.coiDocumentKey !== null,
      vehicleIds,
    },
    permits: context.permits,
    catalog,
    businessStates: context.businessStates,
    notNeeded: new Set(marks.keys()),
  });
  const fields = {
    id: row.id,
    name: row.name,
    organizer: row.organizer,
    organizerEmail: row.organizerEmail,
    address: row.address,
    city: row.city,
    stateCode: row.stateCode,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    applicationDeadline: row.applicationDeadline,
    boothFee: row.boothFee,
    notes: row.notes,
    vehicleIds,
  };
  return { fields, readiness, marks };
}

/** The event with its checklist, each line as the screen shows it. */
function eventDto(catalog: Catalog, context: ReadinessContext, row: LinkedEventRow): EventDto {
  const { fields, readiness, marks } = assess(catalog, context, row);
  const lines = readiness.lines.map((line) =>
    readinessLineDto(line, row, catalog, marks.get(readinessLineKey(line)) ?? null),
  );
  return { ...fields, readiness: { ready: readiness.ready, missing: readiness.missing, lines } };
}

/** The business's permits and states, as readiness reads them beside its events. */
export async function readReadinessContext(
  db: DbOrTx,
  catalog: Catalog,
  businessId: string,
): Promise<ReadinessContext> {
  const [permitRows, [profile]] = await Promise.all([
    readinessPermitsQuery(db).execute({ businessId }),
    businessStatesQuery(db).execute({ businessId }),
  ]);
  return contextOf(catalog, profile?.statesOperating, permitRows);
}

/**
 * One event of the business with its checklist: the event, its vehicles and marks and the business's states in
 * one prepared read, the business's permits beside it unless `context` holds them (readiness-answers.ts);
 * another business's event is a 404.
 */
export async function readEvent(
  db: DbOrTx,
  catalog: Catalog,
  businessId: string,
  eventId: string,
  context?: ReadinessContext,
): Promise<EventDto> {
  const [[row], permitRows] = await Promise.all([
    eventWithLinksQuery(db).execute({ businessId, eventId }),
    context ? null : readinessPermitsQuery(db).execute({ businessId }),
  ]);
  if (!row) throw noSuchEvent();
  return eventDto(catalog, context ?? contextOf(catalog, row.statesOperating, permitRows!), row);
}

/**
 * The given events of the business with their readiness (the deadlines read it): the same prepared reads of the
 * business's event vehicles, marks and permits as the list, and the same rule.
 */
export async function withReadiness(
  db: DbOrTx,
  catalog: Catalog,
  businessId: string,
  rows: readonly EventRow[],
): Promise<{ row: EventRow; vehicleIds: string[]; readiness: Readiness }[]> {
  if (rows.length === 0) return [];
  const [vehicleRows, markRows, permitRows, [profile]] = await Promise.all([
    businessEventVehiclesQuery(db).execute({ businessId }),
    businessEventMarksQuery(db).execute({ businessId }),
    readinessPermitsQuery(db).execute({ businessId }),
    businessStatesQuery(db).execute({ businessId }),
  ]);
  const links = linksOf(
    rows.map((row) => row.id),
    vehicleRows,
    markRows,
  );
  const context = contextOf(catalog, profile?.statesOperating, permitRows);
  return rows.map((row) => {
    const { fields, readiness } = assess(catalog, context, { ...row, ...links.get(row.id)! });
    return { row, vehicleIds: fields.vehicleIds, readiness };
  });
}

/**
 * Upcoming events (not ended by `today`) by date, then past ones, the latest first; each with its readiness
 * summed up, computed by the same rule as its checklist from one read of the business's permits (or `context`).
 */
export async function listEvents(
  db: DbOrTx,
  catalog: Catalog,
  businessId: string,
  today: string,
  given?: ReadinessContext,
): Promise<EventListDto> {
  const [rows, vehicleRows, markRows, permitRows] = await Promise.all([
    businessEventsQuery(db).execute({ businessId }),
    businessEventVehiclesQuery(db).execute({ businessId }),
    businessEventMarksQuery(db).execute({ businessId }),
    given ? null : readinessPermitsQuery(db).execute({ businessId }),
  ]);
  const links = linksOf(
    rows.map((row) => row.id),
    vehicleRows,
    markRows,
  );
  const context = given ?? contextOf(catalog, rows[0]?.statesOperating, permitRows!);
  const all: EventSummaryDto[] = rows.map((row) => {
    const { fields, readiness } = assess(catalog, context, { ...row, ...links.get(row.id)! });
    return { ...fields, readiness: { ready: readiness.ready, missing: readiness.missing } };
  });
  return {
    upcoming: all.filter((event) => event.endsOn >= today),
    past: all.filter((event) => event.endsOn < today).reverse(),
  };
}
