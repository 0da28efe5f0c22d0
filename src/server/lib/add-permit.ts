import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../activity/record-activity';
import { recordActivity } from '../activity/record-activity';
import type { Transaction } from '../db/client';
import { organization, permits } from '../db/schema';
import type { permitValues } from './permit-values';

/*
 * Adding permits, one from the form or many from a spreadsheet (docs/product/permits.md#importing-a-spreadsheet):
 * both take their turn on the business's row and log each permit as created.
 */

/**
 * Locks the business's row for the transaction: one business's concurrent adds queue here, so two requests
 * cannot both take the last place the plan leaves (docs/product/plans.md#permit-limit).
 */
export async function lockBusinessForPermits(tx: Transaction, businessId: string) {
  await tx.execute(
    sql`select ${organization.id} from ${organization} where ${eq(organization.id, businessId)} for update`,
  );
}

/** Inserts one checked permit (status 'active') and records it in the activity log; answers its id. */
export async function addPermit(
  tx: Transaction,
  {
    actor,
    values,
    vehicleName,
  }: { actor: Actor; values: Awaited<ReturnType<typeof permitValues>>; vehicleName: string | null },
) {
  const { businessId } = actor;
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
}
