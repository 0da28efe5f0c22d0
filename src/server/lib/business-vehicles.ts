import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vehicles } from '../db/schema';
import { AppError } from './errors';

/*
 * A business's vehicle as the features that point at one find it (docs/product/fleet.md): permits, share links,
 * suggestions and assignments all check a vehicle the same way.
 */

export type VehicleRow = typeof vehicles.$inferSelect;

/** Another business's vehicle reads as a missing one (docs/product/fleet.md#bad-input). */
export const vehicleNotFound = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such vehicle.');

/** A permit of an archived vehicle stays as it was (docs/product/fleet.md#archiving). */
export const vehicleArchived = () =>
  new AppError(
    409,
    'VEHICLE_ARCHIVED',
    /*i18n*/ 'This vehicle is archived: its permits stay as they are. Restore the vehicle to change them.',
  );

/** One vehicle of the business, by id, or a 404. `forUpdate` locks it for the rest of the transaction. */
export async function findBusinessVehicle(
  db: DbOrTx,
  businessId: string,
  vehicleId: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehicleRow> {
  const query = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.businessId, businessId)))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  if (!row) throw vehicleNotFound();
  return row;
}
