import { and, eq } from 'drizzle-orm';
import { permitRenewals } from '../../db/schema';
import { findOwnedPermitRow, type OwnedPermitOptions } from './find-owned-permit';

/** A permit's renewal history, oldest first: each 'Mark as renewed' with the date it replaced. */
export async function listRenewals({ db, businessId, permitId }: OwnedPermitOptions) {
  await findOwnedPermitRow(db, businessId, permitId);
  const rows = await db
    .select()
    .from(permitRenewals)
    .where(and(eq(permitRenewals.permitId, permitId), eq(permitRenewals.businessId, businessId)))
    .orderBy(permitRenewals.renewedAt);
  return rows.map((row) => ({
    previousRenewalDate: row.previousRenewalDate,
    newRenewalDate: row.newRenewalDate,
    renewedAt: row.renewedAt.toISOString(),
  }));
}
