import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FREE_UPCOMING_EVENTS, type eventInputSchema } from '../../../shared/contracts/events';
import { hasPro } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database, DbOrTx } from '../../db/client';
import { changedFields, recordActivity, type Actor } from '../../activity/record-activity';
import { events, eventVehicles, organization, permits, vehicles } from '../../db/schema';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { findBusinessEvent } from './event-rows';

/*
 * Adding, editing and removing events (docs/product/events.md), each in the activity log. Every query is of
 * the signed-in member's business; the routes check the role (writeEvents).
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

/** The business's row, locked: its plan limits are counted one change at a time. */
export const lockBusiness = (tx: DbOrTx, businessId: string) =>
  tx.execute(
    sql`select ${organization.id} from ${organization} where ${eq(organization.id, businessId)} for update`,
  );

export async function createEvent(options: {
  db: Database;
  actor: Actor;
  input: ParsedEventInput;
  today: string;
}) {
  const { db, actor, input, today } = options;
  const { businessId } = actor;
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    if (input.endsOn >= today) await assertCanAddEvent(tx, businessId, today);
    const [row] = await tx
      .insert(events)
      .values({ businessId, ...valuesOf(input) })
      .returning();
    await setEventVehicles(tx, businessId, row!.id, input.vehicleIds);
    await recordActivity(tx, { businessId, actor, action: 'event.created', subject: row!.name });
    return row!;
  });
}

/** The fields an edit is logged by (docs/decisions/0018); the vehicles are told apart by name elsewhere. */
const LOGGED_FIELDS = [
  'name',
  'organizer',
  'organizerEmail',
  'address',
  'city',
  'stateCode',
  'startsOn',
  'endsOn',
  'applicationDeadline',
  'boothFee',
  'notes',
] as const;

export async function updateEvent(options: {
  db: Database;
  actor: Actor;
  eventId: string;
  input: ParsedEventInput;
  today: string;
}) {
  const { db, actor, eventId, input, today } = options;
  const { businessId } = actor;
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const before = await findBusinessEvent(tx, businessId, eventId);
    // Moving a past event into the future counts against the Free limit as adding one would.
    if (before.endsOn < today && input.endsOn >= today)
      await assertCanAddEvent(tx, businessId, today, eventId);
    const values = valuesOf(input);
    const [row] = await tx
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(events.businessId, businessId), eq(events.id, eventId)))
      .returning();
    await setEventVehicles(tx, businessId, eventId, input.vehicleIds);
    const changes = changedFields(before, values, LOGGED_FIELDS);
    if (changes.length > 0)
      await recordActivity(tx, { businessId, actor, action: 'event.updated', subject: row!.name, changes });
    return row!;
  });
}

/**
 * Removes an event; the permits added for it stay, no longer linked to it, and its certificate's removal from
 * the store is queued with it (docs/decisions/0015). The event is locked first, so that a permit being added
 * for it either lands before (and is unlinked) or finds it gone.
 */
export async function deleteEvent(options: {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  actor: Actor;
  eventId: string;
}) {
  const { db, actor, eventId } = options;
  const { businessId } = actor;
  const ids = await db.transaction(async (tx) => {
    const event = await findBusinessEvent(tx, businessId, eventId, { lock: 'update' });
    await tx
      .update(permits)
      .set({ eventId: null })
      .where(and(eq(permits.businessId, businessId), eq(permits.eventId, eventId)));
    await tx.delete(events).where(and(eq(events.businessId, businessId), eq(events.id, eventId)));
    await recordActivity(tx, { businessId, actor, action: 'event.deleted', subject: event.name });
    return queueDocumentDeletions(tx, event.coiDocumentKey ? [{ key: event.coiDocumentKey }] : []);
  });
  await deleteQueuedDocuments({ ...options, ids });
}
