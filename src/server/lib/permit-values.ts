import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { permitInputSchema } from '../../shared/contracts/permits';
import { stateCodeOf } from '../../shared/domain/us-states';
import type { Database } from '../db/client';
import type { DbOrTx } from '../db/client';
import { permitCategories } from '../db/schema';
import { findBusinessVehicle, vehicleArchived } from './business-vehicles';
import { fieldError } from './errors';
import { loadCatalog } from '../catalog/catalog';

export type ParsedPermitInput = z.output<typeof permitInputSchema>;

/**
 * The vehicle a permit is put on, checked: another business's is a 404, an archived one takes no permits
 * (docs/product/fleet.md#bad-input). Answers its name, for the activity log.
 */
export async function permitVehicleName(db: DbOrTx, businessId: string, vehicleId: string | null) {
  if (vehicleId === null) return null;
  const vehicle = await findBusinessVehicle(db, businessId, vehicleId);
  if (vehicle.archivedAt) throw vehicleArchived();
  return vehicle.name;
}

/** The stored columns of a validated permit; an unknown category is bad input, not a database error. */
export async function permitValues(db: Database, input: ParsedPermitInput) {
  if (input.categoryId != null) {
    const [category] = await db
      .select({ id: permitCategories.id })
      .from(permitCategories)
      .where(eq(permitCategories.id, input.categoryId))
      .limit(1);
    if (!category) throw fieldError('categoryId', /*i18n*/ 'No such permit category');
  }
  if (input.catalogEntryId != null && !loadCatalog().byId.has(input.catalogEntryId))
    throw fieldError('catalogEntryId', /*i18n*/ 'No such catalog entry');
  return {
    name: input.name,
    issueDate: input.issueDate ?? null,
    renewalDate: input.renewalDate ?? null,
    cost: input.cost ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    // The reports show a state code (docs/product/permits.md#fields); 'California' and 'ca' both give CA.
    stateCode: stateCodeOf(input.state),
    county: input.county ?? null,
    notes: input.notes ?? null,
    permitNumber: input.permitNumber ?? null,
    issuingAgency: input.issuingAgency ?? null,
    renewalLink: input.renewalLink ?? null,
    categoryId: input.categoryId ?? null,
    processingTimeDays: input.processingTimeDays ?? null,
    // An edit that does not mention the catalog entry keeps the one the permit has.
    ...(input.catalogEntryId === undefined ? {} : { catalogEntryId: input.catalogEntryId }),
    // The same for the vehicle (docs/product/fleet.md); checked against the business by permitVehicleName.
    ...(input.vehicleId === undefined ? {} : { vehicleId: input.vehicleId }),
  };
}
