import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EventDto } from '../../../shared/contracts/events';
import { statesOperatingCodes } from '../../catalog/business-context';
import type { Catalog } from '../../catalog/catalog';
import type { DbOrTx } from '../../db/client';
import { businessProfiles, eventLineMarks, events, eventVehicles, permits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { eventReadiness, type ReadinessPermit } from './readiness';
import { readinessLineDto } from './readiness-line-dto';

export type EventRow = typeof events.$inferSelect;

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
  if (!row) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such event');
  return row;
}

/**
 * The events given with their readiness (docs/product/events.md#readiness): the business's permits, the
 * states it works in, each event's vehicles and marks, read once for all of them.
 */
export async function withReadiness(
  db: DbOrTx,
  catalog: Catalog,
  businessId: string,
  rows: readonly EventRow[],
): Promise<EventDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [permitRows, vehicleRows, markRows, [profile]] = await Promise.all([
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
      .where(eq(permits.businessId, businessId)),
    db.select().from(eventVehicles).where(inArray(eventVehicles.eventId, ids)),
    db.select().from(eventLineMarks).where(inArray(eventLineMarks.eventId, ids)),
    db
      .select({ statesOperating: businessProfiles.statesOperating })
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, businessId)),
  ]);
  const businessStates = new Set([
    ...statesOperatingCodes(profile?.statesOperating),
    ...permitRows.flatMap((permit) => (permit.stateCode ? [permit.stateCode] : [])),
  ]);
  return rows.map((row) => {
    const vehicleIds = vehicleRows.filter((link) => link.eventId === row.id).map((link) => link.vehicleId);
    const marks = new Map(
      markRows.filter((mark) => mark.eventId === row.id).map((mark) => [mark.lineKey, mark.reason]),
    );
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
      permits: permitRows as ReadinessPermit[],
      catalog,
      businessStates,
      notNeeded: new Set(marks.keys()),
    });
    return {
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
      vehicleIds: vehicleIds.sort(),
      readiness: {
        ready: readiness.ready,
        missing: readiness.missing,
        lines: readiness.lines.map((line) =>
          readinessLineDto(line, row, catalog, marks.get(line.key) ?? null),
        ),
      },
    };
  });
}

/** Upcoming events (not ended by `today`) by date, then past ones, the latest first. */
export async function listEvents(db: DbOrTx, catalog: Catalog, businessId: string, today: string) {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.businessId, businessId))
    .orderBy(asc(events.startsOn), asc(events.name));
  const all = await withReadiness(db, catalog, businessId, rows);
  return {
    upcoming: all.filter((event) => event.endsOn >= today),
    past: all.filter((event) => event.endsOn < today).reverse(),
  };
}
