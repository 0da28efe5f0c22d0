import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleInputSchema } from '../../../shared/contracts/vehicles';
import {
  canAddVehicle,
  VEHICLE_LIMIT_MESSAGE_TEMPLATE,
  vehicleLimitOf,
} from '../../../shared/domain/entitlements';
import { changedFields, recordActivity, type Actor } from '../../activity/record-activity';
import { countActiveVehicles } from '../../billing/get-entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database, DbOrTx } from '../../db/client';
import { member, memberVehicles, organization, user, vehicles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findBusinessVehicle, vehicleNotFound } from '../../lib/business-vehicles';

export type ParsedVehicleInput = z.output<typeof vehicleInputSchema>;

/** The fields an edit can change, as the activity log names them. */
const EDITABLE_FIELDS = ['name', 'kind', 'plate', 'vin', 'commissary', 'notes'] as const;

const nameTaken = () =>
  new AppError(
    409,
    'VEHICLE_NAME_TAKEN',
    /*i18n*/ 'A vehicle with this name already exists. Give each vehicle its own name.',
    undefined,
    'name',
  );

/**
 * One business's vehicle changes queue here (the business's row, locked), so that two requests can neither
 * both take the Free plan's one vehicle nor both take one name.
 */
async function lockBusiness(tx: DbOrTx, businessId: string) {
  await tx.execute(
    sql`select ${organization.id} from ${organization} where ${eq(organization.id, businessId)} for update`,
  );
}

/** Refuses a vehicle past the plan's limit (docs/product/fleet.md#plans), inside the locked transaction. */
async function assertCanAddVehicle(tx: DbOrTx, businessId: string) {
  const status = await getSubscriptionStatus({ db: tx, businessId });
  if (!canAddVehicle(status, await countActiveVehicles(tx, businessId)))
    throw new AppError(403, 'PLAN_LIMIT_REACHED', VEHICLE_LIMIT_MESSAGE_TEMPLATE, {
      limit: vehicleLimitOf(status),
    });
}

/** Names are unique in a business whatever their case (docs/product/fleet.md#bad-input). */
async function assertNameFree(tx: DbOrTx, businessId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.businessId, businessId),
        sql`lower(${vehicles.name}) = lower(${name})`,
        exceptId ? ne(vehicles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

const valuesOf = (input: ParsedVehicleInput) => ({
  name: input.name,
  kind: input.kind,
  plate: input.plate ?? null,
  vin: input.vin ?? null,
  commissary: input.commissary ?? null,
  notes: input.notes ?? null,
});

export async function createVehicle({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ParsedVehicleInput;
}) {
  const { businessId } = actor;
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    await assertCanAddVehicle(tx, businessId);
    await assertNameFree(tx, businessId, values.name);
    const [created] = await tx
      .insert(vehicles)
      .values({ ...values, businessId })
      .returning({ id: vehicles.id });
    await recordActivity(tx, { businessId, actor, action: 'vehicle.created', subject: values.name });
    return created!.id;
  });
}

export async function updateVehicle({
  db,
  actor,
  vehicleId,
  input,
}: {
  db: Database;
  actor: Actor;
  vehicleId: string;
  input: ParsedVehicleInput;
}) {
  const { businessId } = actor;
  const values = valuesOf(input);
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const before = await findBusinessVehicle(tx, businessId, vehicleId, { forUpdate: true });
    await assertNameFree(tx, businessId, values.name, vehicleId);
    await tx.update(vehicles).set(values).where(eq(vehicles.id, vehicleId));
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'vehicle.updated',
      subject: values.name,
      changes: changedFields(before, values, EDITABLE_FIELDS),
    });
  });
}

/**
 * Archives a vehicle sold or retired, or restores it (docs/product/fleet.md#archiving): its permits stay
 * as they were. Restoring counts against the plan's limit as adding does.
 */
export async function setVehicleArchived({
  db,
  actor,
  vehicleId,
  archived,
}: {
  db: Database;
  actor: Actor;
  vehicleId: string;
  archived: boolean;
}) {
  const { businessId } = actor;
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const vehicle = await findBusinessVehicle(tx, businessId, vehicleId, { forUpdate: true });
    if ((vehicle.archivedAt !== null) === archived) return;
    if (!archived) await assertCanAddVehicle(tx, businessId);
    await tx
      .update(vehicles)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(vehicles.id, vehicleId));
    await recordActivity(tx, {
      businessId,
      actor,
      action: archived ? 'vehicle.archived' : 'vehicle.restored',
      subject: vehicle.name,
    });
  });
}

/**
 * The vehicles a member works on, replaced at once (docs/product/fleet.md#teams). A member or a vehicle of
 * another business reads as a missing one.
 */
export async function setMemberVehicles({
  db,
  actor,
  memberId,
  vehicleIds,
}: {
  db: Database;
  actor: Actor;
  memberId: string;
  vehicleIds: string[];
}) {
  const { businessId } = actor;
  const wanted = [...new Set(vehicleIds)];
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [target] = await tx
      .select({ id: member.id, email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.id, memberId), eq(member.organizationId, businessId)));
    if (!target) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such member.');
    const known =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: vehicles.id, name: vehicles.name })
            .from(vehicles)
            .where(and(eq(vehicles.businessId, businessId), inArray(vehicles.id, wanted)));
    if (known.length !== wanted.length) throw vehicleNotFound();
    const before = await tx
      .select({ name: vehicles.name })
      .from(memberVehicles)
      .innerJoin(vehicles, eq(vehicles.id, memberVehicles.vehicleId))
      .where(eq(memberVehicles.memberId, memberId));
    await tx.delete(memberVehicles).where(eq(memberVehicles.memberId, memberId));
    if (wanted.length > 0)
      await tx.insert(memberVehicles).values(wanted.map((vehicleId) => ({ memberId, vehicleId })));
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'member.vehicles_changed',
      subject: target.email,
      changes: [{ field: 'vehicles', before: names(before), after: names(known) }],
    });
  });
}
