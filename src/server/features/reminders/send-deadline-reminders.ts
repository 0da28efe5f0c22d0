import { and, asc, eq, inArray } from 'drizzle-orm';
import { calendarDateIn, daysBetween } from '../../../shared/domain/calendar-dates';
import { toLocale } from '../../../shared/i18n/locales';
import type { Database, DbOrTx } from '../../db/client';
import { deadlineDeliveries, memberVehicles } from '../../db/schema';
import { i18nFor } from '../../i18n/i18n';
import { unsubscribeUrl } from '../../lib/unsubscribe-link';
import type { Deadline, DeadlineSource } from '../../lib/deadlines';
import type { DueDeadline } from './deadline-messages';
import { deliverDigest, type Prepared } from './deliver-digest';
import { reminderRecipientOf } from './reminder-recipient';
import type { ReminderJobOptions } from './send-reminders';

type Row = { id: string; deadlineKey: string; dueOn: string; attempts: number };

/**
 * One job's deadlines (docs/product/events.md#deadlines): every waiting delivery of one member on one channel
 * goes out as one message, beside the permits' digest and with its rules (deliver-digest.ts). A deadline met
 * since the sweep (its line done or marked 'Not needed', an inspection passed), moved, of a vehicle no longer
 * the member's when they keep to theirs, or a channel switched off: its rows are deleted unsent, never counted
 * as failed.
 */
export async function sendDeadlineReminders(
  options: ReminderJobOptions & { deadlines: DeadlineSource },
): Promise<'sent' | 'nothing' | 'failed'> {
  const { db, memberId, channel } = options;
  const now = options.now ?? new Date();
  const { owner, settings, enabled, onlyMine } = await reminderRecipientOf({ ...options, now });
  const waiting = await pendingRows(db, memberId, channel);
  if (waiting.length === 0) return 'nothing';
  const today = calendarDateIn(settings?.timeZone ?? 'UTC', now);
  const current = new Map<string, Deadline>();
  if (owner && enabled) {
    const mine = onlyMine ? await vehiclesOf(db, memberId) : null;
    for (const deadline of await options.deadlines.ofBusiness(db, owner.businessId, today))
      if (!mine || deadline.vehicleIds.length === 0 || deadline.vehicleIds.some((id) => mine.has(id)))
        current.set(deadline.key, deadline);
  }
  const stillDue = (row: Row) => current.get(row.deadlineKey)?.date === row.dueOn;
  const gone = waiting.filter((row) => !stillDue(row)).map((row) => row.id);
  if (gone.length > 0)
    await db
      .delete(deadlineDeliveries)
      .where(and(inArray(deadlineDeliveries.id, gone), eq(deadlineDeliveries.state, 'pending')));
  const pending = waiting.filter(stillDue);
  if (!owner || pending.length === 0) return 'nothing';
  // Each member reads their reminders in their own language (docs/decisions/0026).
  const i18n = i18nFor(toLocale(owner.locale));
  const prepare = async (rows: Row[]): Promise<Prepared> => {
    const due: DueDeadline[] = rows.map((row) => {
      const deadline = current.get(row.deadlineKey)!;
      return { ...deadline, daysLeft: daysBetween(today, deadline.date) };
    });
    due.sort((a, b) => a.daysLeft - b.daysLeft);
    const { renderDeadlineEmail, renderDeadlineSms } = await import('./deadline-messages');
    if (channel === 'sms') return { channel, to: settings!.phoneNumber!, body: renderDeadlineSms(due, i18n) };
    const unsubscribe = unsubscribeUrl(options.appUrl, options.signingSecret, memberId);
    const message = await renderDeadlineEmail({
      deadlines: due,
      appUrl: options.appUrl,
      unsubscribeUrl: unsubscribe,
      i18n,
    });
    return { channel, to: owner.email, ...message, unsubscribe };
  };

  return deliverDigest({
    ...options,
    now,
    ledger: deadlineDeliveries,
    pending,
    claim: async (tx) => (await pendingRows(tx, memberId, channel, true)).filter(stillDue),
    same: (claimed) =>
      claimed.length === pending.length && claimed.every((row, i) => row.id === pending[i]!.id),
    prepare,
  });
}

/** The member's waiting deliveries on one channel; locked (others skip them) inside the transaction. */
function pendingRows(db: DbOrTx, memberId: string, channel: 'email' | 'sms', lock = false): Promise<Row[]> {
  const query = db
    .select({
      id: deadlineDeliveries.id,
      deadlineKey: deadlineDeliveries.deadlineKey,
      dueOn: deadlineDeliveries.dueOn,
      attempts: deadlineDeliveries.attempts,
    })
    .from(deadlineDeliveries)
    .where(
      and(
        eq(deadlineDeliveries.memberId, memberId),
        eq(deadlineDeliveries.channel, channel),
        eq(deadlineDeliveries.state, 'pending'),
      ),
    )
    .orderBy(asc(deadlineDeliveries.id));
  return lock ? query.for('update', { skipLocked: true }) : query;
}

async function vehiclesOf(db: Database, memberId: string) {
  const rows = await db
    .select({ id: memberVehicles.vehicleId })
    .from(memberVehicles)
    .where(eq(memberVehicles.memberId, memberId));
  return new Set(rows.map((row) => row.id));
}
