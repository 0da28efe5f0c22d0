import { sql } from 'drizzle-orm';
import { sqlLiveProSubscription } from '../../billing/sql-live-pro-subscription';
import { rowsOf, type Database } from '../../db/client';
import { defaultReminderDaysSql } from '../../db/schema';

export type DueReminderGroup = { userId: string; channel: 'email' | 'sms' };

/**
 * The sweep (docs/decisions/0007), set-based: for every permit whose days left, in the owner's time zone
 * and at or after the owner's send hour (once they saved alert settings), have crossed one of the owner's
 * lead days, records one delivery per channel under the unique (permit, renewal date, lead day, channel)
 * key; a text only for an owner whose subscription gives Pro now. Only the most recent crossed
 * lead day counts (the smallest lead day at or above the days left); a past renewal date gets one
 * 'expired' notice (lead day 0). Rows that exist already are left alone, so a repeated sweep records
 * nothing. Answers the owners and channels to queue one job each: those with deliveries recorded by this
 * sweep, and those with deliveries still pending from before `requeuePendingBefore` (a job lost with a
 * process). An immediately repeated sweep answers nothing.
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
  const at = now.toISOString();
  const requeueBefore = (requeuePendingBefore ?? now).toISOString();
  const groups = await db.execute(sql`
    with recorded as (
    insert into reminder_deliveries (user_id, permit_id, renewal_date, lead_day, channel)
    select due.user_id, due.permit_id, due.renewal_date, due.lead_day, channel.name
    from (
      select p.id as permit_id, p.user_id, p.renewal_date, owner.email_on, owner.sms_on,
        case
          when p.renewal_date < owner.local_today then 0
          else (select min(day) from unnest(owner.days) as day where day >= p.renewal_date - owner.local_today)
        end as lead_day
      from permits p
      join (
        select u.id as user_id,
          coalesce(a.email_alerts, true) as email_on,
          coalesce(a.text_alerts, false) and a.phone_number is not null and not coalesce(a.sms_opted_out, false)
            and exists (
              select 1 from subscriptions s where s.user_id = u.id and ${sqlLiveProSubscription('s', now)}
            ) as sms_on,
          coalesce(a.reminder_days, ${defaultReminderDaysSql}) as days,
          (${at}::timestamptz at time zone coalesce(a.time_zone, 'UTC'))::date as local_today,
          extract(hour from ${at}::timestamptz at time zone coalesce(a.time_zone, 'UTC')) as local_hour,
          -- Without saved settings we know neither the owner's zone nor their hour: send at the sweep.
          case when a.user_id is null then 0 else a.send_hour end as send_hour
        from "user" u
        left join alert_settings a on a.user_id = u.id
        where u.email_verified
      ) owner on owner.user_id = p.user_id
      where p.renewal_date is not null
        and p.renewal_date <= owner.local_today + 366
        and owner.local_hour >= owner.send_hour
    ) due
    cross join lateral (values ('email', due.email_on), ('sms', due.sms_on)) as channel(name, enabled)
    where due.lead_day is not null and channel.enabled
    on conflict (permit_id, renewal_date, lead_day, channel) do nothing
    returning user_id, channel
    )
    select user_id as "userId", channel from recorded
    union
    select user_id, channel from reminder_deliveries
    where state = 'pending' and created_at < ${requeueBefore}::timestamptz
  `);
  return rowsOf<DueReminderGroup>(groups);
}
