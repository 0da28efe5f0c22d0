import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  recordDueDeliveries,
  sqlLeadDay,
  sqlWithinReach,
  type DueReminderGroup,
} from './record-due-deliveries';
import { sqlRecipients } from './sql-recipients';
import { sqlRemindedPermit } from './sql-reminded-permit';

/**
 * The sweep (docs/decisions/0007), set-based: for every member of a business and every permit of that
 * business whose days left, in the member's time zone and at or after the member's send hour (once they saved
 * alert settings), have crossed one of the member's lead days, records one delivery per channel under the
 * unique (member, permit, renewal date, lead day, channel) key; a text only while the business's subscription
 * gives Pro now. A member other than the owner gets nothing while the business is not on Pro (suspended), and
 * crew have e-mail off until they turn it on (docs/decisions/0018). Only the most recent crossed
 * lead day counts (the smallest lead day at or above the days left); a past renewal date gets one
 * 'expired' notice (lead day 0). Rows that exist already are left alone, so a repeated sweep records
 * nothing. A permit of an archived vehicle, and another vehicle's for a member who keeps to theirs, get
 * nothing (sql-reminded-permit.ts). Answers the owners and channels to queue one job each: those with
 * deliveries recorded by this sweep, and those with deliveries still pending from before
 * `requeuePendingBefore` (a job lost with a process). An immediately repeated sweep answers nothing.
 * Answers members ('owners' above) and channels.
 */
export async function sweepReminders({
  db,
  now,
  requeuePendingBefore,
}: {
  db: Database;
  now: Date;
  /** Pending deliveries recorded before this also get a job again (their job may have died with a process). */
  requeuePendingBefore?: Date;
}): Promise<DueReminderGroup[]> {
  return recordDueDeliveries(db, {
    ledger: 'reminder_deliveries',
    columns: ['member_id', 'permit_id', 'renewal_date', 'lead_day'],
    key: ['member_id', 'permit_id', 'renewal_date', 'lead_day'],
    requeueBefore: requeuePendingBefore ?? now,
    due: sql`
      select p.id as permit_id, recipient.member_id, p.renewal_date, recipient.email_on, recipient.sms_on,
        case
          when p.renewal_date < recipient.local_today then 0
          else ${sqlLeadDay(sql`p.renewal_date`)}
        end as lead_day
      from permits p
      join ${sqlRecipients(now)} recipient on recipient.business_id = p.business_id
      where p.renewal_date is not null
        and ${sqlWithinReach(sql`p.renewal_date`)}
        and ${sqlRemindedPermit('p', sql`recipient.member_id`, sql`recipient.only_mine`)}
    `,
  });
}
