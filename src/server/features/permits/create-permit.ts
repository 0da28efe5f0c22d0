import { assertCanAddPermit } from '../../billing/assert-can-add-permit';
import type { Database } from '../../db/client';
import type { Actor } from '../../activity/record-activity';
import { addPermit, lockBusinessForPermits } from '../../lib/add-permit';
import { permitValues, permitVehicleName, type ParsedPermitInput } from '../../lib/permit-values';
import { getPermit } from './get-permit';

/**
 * Adds a permit (status 'active': docs/product/permits.md#fields) within the business's plan limit
 * (docs/product/plans.md#permit-limit).
 */
export async function createPermit({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ParsedPermitInput;
}) {
  const { businessId } = actor;
  const values = await permitValues(db, input);
  const vehicleName = await permitVehicleName(db, businessId, values.vehicleId ?? null);
  const permitId = await db.transaction(async (tx) => {
    await lockBusinessForPermits(tx, businessId);
    await assertCanAddPermit({ db: tx, businessId });
    return addPermit(tx, { actor, values, vehicleName });
  });
  return getPermit({ db, businessId, permitId });
}
