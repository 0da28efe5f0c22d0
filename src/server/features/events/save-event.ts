import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FREE_UPCOMING_EVENTS, type eventInputSchema } from '../../../shared/contracts/events';
import { hasPro } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database, DbOrTx } from '../../db/client';
import { eventLineMarks, events, eventVehicles, organization, permits, vehicles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findBusinessEvent } from './event-rows';

/*
 * Adding, editing and removing events, and marking their lines 'Not needed' (docs/product/events.md). Every
 * query is of the signed-in member's business; the routes check the role (writeEvents).
 */

export type ParsedEventInput = z.output<typeof eventInputSchema>;

const EVENT_LIMIT_MESSAGE =
  /*i18n*/ 'The Free plan keeps one upcoming event at a time. Upgrade to Pro for unlimited events.';

const valuesOf = (input: ParsedEventInput) => ({
  name: input.name,
  organizer: input.organizer,
  organizerEmail: input.organizerEmail ?? null,
  address: input.address ?? null,
  city: input.city,
  stateCode: input.state,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  applicationDeadline: input.applicationDeadline ?? null,
  boothFee: input.boothFee ?? null,
  notes: input.notes ?? null,
});

/** The vehicles named are the business's own; another business's is as missing as one that never was. */
async function setEventVehicles(tx: DbOrTx, businessId: string, eventId: string, vehicleIds: string[]) {
  const unique = [...new Set(vehicleIds)];
  if (unique.length > 0) {
    const found = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.businessId, businessId), inArray(vehicles.id, unique)));
    if (found.length !== unique.length)
      throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such vehicle', undefined, 'vehicleIds');
  }
  await tx.delete(eventVehicles).where(eq(eventVehicles.eventId, eventId));
  if (unique.length > 0)
    await tx.insert(eventVehicles).values(unique.map((vehicleId) => ({ eventId, vehicleId, businessId })));
}

/**
 * Free keeps one upcoming event (docs/product/events.md#plans): counted under the business's lock, so two
 * adds at once cannot both pass.
 */
async function assertCanAddEvent(tx: DbOrTx, businessId: string, today: string, exceptId?: string) {
  if (hasPro(await getSubscriptionStatus({ db: tx, businessId }))) return;
  const [{ upcoming } = { upcoming: 0 }] = await tx
    .select({ upcoming: count() })
    .from(events)
    .where(
      and(
        eq(events.businessId, businessId),
        gte(events.endsOn, today),
        exceptId ? ne(events.id, exceptId) : undefined,
      ),
    );
  if (upcoming >= FREE_UPCOMING_EVENTS)
    throw new AppError(403, 'PLAN_LIMIT_REACHED', EVENT_LIMIT_MESSAGE, { limit: FREE_UPCOMING_EVENTS });
}

const lockBusiness = (tx: DbOrTx, businessId: string) =>
  tx.execute(
    sql`select ${organization.id} from ${organization} where ${eq(organization.id, businessId)} for update`,
  );

export async function createEvent(options: {
  db: Database;
  businessId: string;
  input: ParsedEventInput;
  today: string;
}) {
  const { db, businessId, input, today } = options;
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    if (input.endsOn >= today) await assertCanAddEvent(tx, businessId, today);
    const [row] = await tx
      .insert(events)
      .values({ businessId, ...valuesOf(input) })
      .returning();
    await setEventVehicles(tx, businessId, row!.id, input.vehicleIds);
    return row!;
  });
}

export async function updateEvent(options: {
  db: Database;
  businessId: string;
  eventId: string;
  input: ParsedEventInput;
  today: string;
}) {
  const { db, businessId, eventId, input, today } = options;
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const before = await findBusinessEvent(tx, businessId, eventId);
    // Moving a past event into the future counts against the Free limit as adding one would.
    if (before.endsOn < today && input.endsOn >= today)
      await assertCanAddEvent(tx, businessId, today, eventId);
    const [row] = await tx
      .update(events)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(and(eq(events.businessId, businessId), eq(events.id, eventId)))
      .returning();
    await setEventVehicles(tx, businessId, eventId, input.vehicleIds);
    return row!;
  });
}

/** Removes an event; the permits added for it stay, no longer linked to it. */
export async function deleteEvent({
  db,
  businessId,
  eventId,
}: {
  db: Database;
  businessId: string;
  eventId: string;
}) {
  await db.transaction(async (tx) => {
    await findBusinessEvent(tx, businessId, eventId);
    await tx
      .update(permits)
      .set({ eventId: null })
      .where(and(eq(permits.businessId, businessId), eq(permits.eventId, eventId)));
    await tx.delete(events).where(and(eq(events.businessId, businessId), eq(events.id, eventId)));
  });
}

/** Marks a line 'Not needed' with the reason, or (reason null) takes the mark back. */
export async function markLine(options: {
  db: Database;
  businessId: string;
  eventId: string;
  lineKey: string;
  reason: string | null;
  userId: string;
}) {
  const { db, businessId, eventId, lineKey, reason, userId } = options;
  await findBusinessEvent(db, businessId, eventId);
  if (reason === null) {
    await db
      .delete(eventLineMarks)
      .where(and(eq(eventLineMarks.eventId, eventId), eq(eventLineMarks.lineKey, lineKey)));
    return;
  }
  await db
    .insert(eventLineMarks)
    .values({ eventId, businessId, lineKey, reason, markedBy: userId })
    .onConflictDoUpdate({
      target: [eventLineMarks.eventId, eventLineMarks.lineKey],
      set: { reason, markedBy: userId, markedAt: new Date() },
    });
}
