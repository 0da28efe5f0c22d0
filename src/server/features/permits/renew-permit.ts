import { and, eq, ne } from 'drizzle-orm';
import { nextRenewalDateSchema } from '../../../shared/contracts/renewal-date';
import { calendarDateIn } from '../../../shared/domain/calendar-dates';
import { filledMessageOf } from '../../../shared/i18n/fill-message';
import type { Database } from '../../db/client';
import { permitRenewals, permits, reminderDeliveries } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { findWritablePermitRow } from './find-owned-permit';
import { getPermit } from './get-permit';
import { recordActivity, type Actor } from '../../activity/record-activity';

/**
 * Today where the day starts last (UTC−12): the server does not know the person's time zone, so it refuses
 * only a date that is past everywhere; the dialog checks against the person's own today.
 */
const todayEverywhere = (now: Date) => calendarDateIn('Etc/GMT+12', now);

/**
 * Mark as renewed (docs/decisions/0007): the permit gets its new renewal date, the old one goes to its renewal
 * history, and reminders still waiting for the old date are dropped.
 */
export async function renewPermit(options: {
  db: Database;
  actor: Actor;
  permitId: string;
  renewalDate: string;
  now?: Date;
}) {
  const { db, actor, permitId, renewalDate } = options;
  const { businessId } = actor;
  const { permit, vehicle } = await findWritablePermitRow(db, businessId, permitId);
  // The dialog's own rule (shared/contracts/renewal-date.ts), with the server's today.
  const today = todayEverywhere(options.now ?? new Date());
  const checked = nextRenewalDateSchema({ current: permit.renewalDate, today }).safeParse(renewalDate);
  if (!checked.success) {
    const message = checked.error.issues[0]!.message;
    const filled = filledMessageOf(message);
    throw fieldError('renewalDate', filled?.message ?? message, filled?.values);
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
      vehicleName: vehicle?.name ?? null,
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
