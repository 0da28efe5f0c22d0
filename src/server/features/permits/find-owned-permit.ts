import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permitCategories, permits, vehicles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { vehicleArchived } from '../../lib/business-vehicles';
import { permitColumns } from './permit-dto';

/** One permit of the signed-in member's business, by its id. */
export type OwnedPermitOptions = { db: Database; businessId: string; permitId: string };

export const permitNotFound = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');

/** One of the owner's permits; another owner's permit is indistinguishable from a missing one. */
export async function findOwnedPermitRow(db: Database, businessId: string, permitId: string) {
  const [row] = await db
    .select(permitColumns)
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .leftJoin(vehicles, eq(permits.vehicleId, vehicles.id))
    .where(and(eq(permits.id, permitId), eq(permits.businessId, businessId)))
    .limit(1);
  if (!row) throw permitNotFound();
  return row;
}

/**
 * One of the owner's permits that may change: a permit of an archived vehicle stays as it was
 * (docs/product/fleet.md#archiving).
 */
export async function findWritablePermitRow(db: Database, businessId: string, permitId: string) {
  const row = await findOwnedPermitRow(db, businessId, permitId);
  if (row.vehicle?.archivedAt) throw vehicleArchived();
  return row;
}
