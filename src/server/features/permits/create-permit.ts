import { eq, sql } from 'drizzle-orm';
import { assertCanAddPermit } from '../../billing/assert-can-add-permit';
import type { Database } from '../../db/client';
import { organization, permits } from '../../db/schema';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { getPermit } from './get-permit';
import { permitValues, permitVehicleName, type ParsedPermitInput } from './permit-values';

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
    // One business's concurrent creates queue here, so two requests cannot both take the last free slot.
    await tx.execute(
      sql`select ${organization.id} from ${organization} where ${eq(organization.id, businessId)} for update`,
    );
    await assertCanAddPermit({ db: tx, businessId });
    const [created] = await tx
      .insert(permits)
      .values({ ...values, businessId, status: 'active' })
      .returning({ id: permits.id });
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'permit.created',
      permitId: created!.id,
      subject: values.name,
      vehicleName,
    });
    return created!.id;
  });
  return getPermit({ db, businessId, permitId });
}
