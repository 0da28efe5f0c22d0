import { and, eq, ne } from 'drizzle-orm';
import { isCalendarDateInRange } from '../../../shared/domain/calendar-dates';
import type { Database } from '../../db/client';
import { permitRenewals, permits, reminderDeliveries } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { findOwnedPermitRow } from './find-owned-permit';
import { getPermit } from './get-permit';
import { recordActivity, type Actor } from '../../activity/record-activity';

/**
 * Mark as renewed (docs/decisions/0007): the permit gets its new renewal date, the old one goes to its renewal
 * history, and reminders still waiting for the old date are dropped.
 */
export async function renewPermit(options: {
  db: Database;
  actor: Actor;
  permitId: string;
  renewalDate: string;
}) {
  const { db, actor, permitId, renewalDate } = options;
  const { businessId } = actor;
  if (!isCalendarDateInRange(renewalDate))
    throw fieldError('renewalDate', /*i18n*/ 'Enter the new renewal date');
  const { permit } = await findOwnedPermitRow(db, businessId, permitId);
  if (permit.renewalDate && renewalDate <= permit.renewalDate) {
    throw fieldError('renewalDate', /*i18n*/ 'The new renewal date must be after the current one');
  }
  await db.transaction(async (tx) => {
    await tx.insert(permitRenewals).values({
      permitId,
      businessId,
      renewedBy: actor.id,
      previousRenewalDate: permit.renewalDate,
      newRenewalDate: renewalDate,
    });
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'permit.renewed',
      permitId,
      subject: permit.name,
      changes: [{ field: 'renewalDate', before: permit.renewalDate, after: renewalDate }],
    });
    await tx
      .update(permits)
      .set({ renewalDate, status: 'active' })
      .where(and(eq(permits.id, permitId), eq(permits.businessId, businessId)));
    await tx
      .delete(reminderDeliveries)
      .where(
        and(
          eq(reminderDeliveries.permitId, permitId),
          eq(reminderDeliveries.state, 'pending'),
          ne(reminderDeliveries.renewalDate, renewalDate),
        ),
      );
  });
  return getPermit({ db, businessId, permitId });
}
