import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

export type DueReminderGroup = { memberId: string; channel: 'email' | 'sms' };

/**
 * The lead day `date` is due on for a recipient (sql-recipients.ts, aliased `recipient`): the most recent one
 * crossed, the smallest of their lead days at or above the days left in their time zone; null when none is.
 */
export const sqlLeadDay = (date: SQL) =>
  sql`(select min(day) from unnest(recipient.days) as day where day >= ${date} - recipient.local_today)`;

/** `date` is within the year the sweep looks ahead, and the recipient's send hour has come. */
export const sqlWithinReach = (date: SQL) =>
  sql`${date} <= recipient.local_today + 366 and recipient.local_hour >= recipient.send_hour`;

const names = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/**
 * Records the deliveries a sweep finds due in its ledger — reminder_deliveries for the permits,
 * deadline_deliveries for the other deadlines, two tables (docs/decisions/0034) filled by one rule: one row per
 * channel that is on for the member, under the ledger's unique `key` (with the channel), so a repeated sweep,
 * or another instance's, records nothing. `due` selects `columns`, `email_on` and `sms_on` (nothing with a
 * null lead_day is recorded). Answers the members and channels to queue one job each: those with deliveries
 * recorded now, and those with deliveries still pending from before `requeueBefore` (a job lost with a
 * process).
 */
export async function recordDueDeliveries(
  db: Database,
  spec: {
    ledger: 'reminder_deliveries' | 'deadline_deliveries';
    columns: string[];
    key: string[];
    due: SQL;
    requeueBefore: Date;
  },
): Promise<DueReminderGroup[]> {
  const ledger = sql.identifier(spec.ledger);
  const groups = await db.execute(sql`
    with recorded as (
    insert into ${ledger} (${names(spec.columns)}, channel)
    select ${sql.join(
      spec.columns.map((column) => sql`due.${sql.identifier(column)}`),
      sql`, `,
    )}, channel.name
    from (${spec.due}) due
    cross join lateral (values ('email', due.email_on), ('sms', due.sms_on)) as channel(name, enabled)
    where due.lead_day is not null and channel.enabled
    on conflict (${names(spec.key)}, channel) do nothing
    returning member_id, channel
    )
    select member_id as "memberId", channel from recorded
    union
    select member_id, channel from ${ledger}
    where state = 'pending' and created_at < ${spec.requeueBefore.toISOString()}::timestamptz
  `);
  return rowsOf<DueReminderGroup>(groups);
}
