import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { permitCategories, permits, vehicles } from '../../db/schema';
import { vehicleArchived } from '../../lib/business-vehicles';
import { changedFields, recordActivity, type Actor } from '../../activity/record-activity';
import { permitNotFound } from './find-owned-permit';
import { getPermit } from './get-permit';
import { permitValues, permitVehicleName, type ParsedPermitInput } from '../../lib/permit-values';

/** The fields an edit can change, as the activity log names them. */
const EDITABLE_FIELDS = [
  'name',
  'issueDate',
  'renewalDate',
  'cost',
  'city',
  'state',
  'stateCode',
  'county',
  'notes',
  'permitNumber',
  'issuingAgency',
  'renewalLink',
  'processingTimeDays',
] as const;

/**
 * `?edit={id}` updates the permit in place and never inserts a copy (docs/product/permits.md#editing). The
 * activity log records each field that changed with its value before and after, in the same transaction.
 */
export async function updatePermit(options: {
  db: Database;
  actor: Actor;
  permitId: string;
  input: ParsedPermitInput;
}) {
  const { db, actor, permitId } = options;
  const { businessId } = actor;
  const values = await permitValues(db, options.input);
  await db.transaction(async (tx) => {
    const where = and(eq(permits.id, permitId), eq(permits.businessId, businessId));
    const [before] = await tx.select().from(permits).where(where).for('update');
    if (!before) throw permitNotFound();
    // A permit of an archived vehicle stays as it was (docs/product/fleet.md#archiving).
    const vehicleBefore = await vehicleNameOf(tx, before.vehicleId);
    if (vehicleBefore?.archived) throw vehicleArchived();
    const vehicleAfter =
      values.vehicleId === undefined || values.vehicleId === before.vehicleId
        ? (vehicleBefore?.name ?? null)
        : await permitVehicleName(tx, businessId, values.vehicleId);
    await tx.update(permits).set(values).where(where);
    const changes = changedFields(before, values, EDITABLE_FIELDS).filter(
      // The state code follows the state; the state's own change says it.
      (change) => change.field !== 'stateCode',
    );
    // A category by its name, as a reader knows it; no category reads as the dashboard's 'General'
    // (docs/product/permits.md#categories).
    if (before.categoryId !== values.categoryId)
      changes.push({
        field: 'category',
        before: await categoryName(tx, before.categoryId),
        after: await categoryName(tx, values.categoryId),
      });
    if (vehicleAfter !== (vehicleBefore?.name ?? null))
      changes.push({ field: 'vehicle', before: vehicleBefore?.name ?? null, after: vehicleAfter });
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'permit.updated',
      permitId,
      subject: values.name,
      vehicleName: vehicleAfter,
      changes,
    });
  });
  return getPermit({ db, businessId, permitId });
}

async function vehicleNameOf(tx: DbOrTx, id: string | null) {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: vehicles.name, archivedAt: vehicles.archivedAt })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row ? { name: row.name, archived: row.archivedAt !== null } : null;
}

async function categoryName(tx: DbOrTx, id: number | null) {
  if (id === null) return 'General';
  const [row] = await tx
    .select({ name: permitCategories.name })
    .from(permitCategories)
    .where(eq(permitCategories.id, id));
  return row?.name ?? null;
}
