import { sql } from 'drizzle-orm';
import { sqlLiveProSubscription } from '../../billing/sql-live-pro-subscription';
import { sqlSuspendedMember } from '../../billing/sql-suspended-member';
import { rowsOf, type Database } from '../../db/client';
import { defaultReminderDaysSql } from '../../db/schema';
import { sqlRemindedPermit } from './sql-reminded-permit';

export type DueReminderGroup = { memberId: string; channel: 'email' | 'sms' };

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
  const at = now.toISOString();
  const requeueBefore = (requeuePendingBefore ?? now).toISOString();
  const groups = await db.execute(sql`
    with recorded as (
    insert into reminder_deliveries (member_id, permit_id, renewal_date, lead_day, channel)
    select due.member_id, due.permit_id, due.renewal_date, due.lead_day, channel.name
    from (
      select p.id as permit_id, recipient.member_id, p.renewal_date, recipient.email_on, recipient.sms_on,
        case
          when p.renewal_date < recipient.local_today then 0
          else (select min(day) from unnest(recipient.days) as day where day >= p.renewal_date - recipient.local_today)
        end as lead_day
      from permits p
      join (
        select m.id as member_id, m.organization_id as business_id,
          coalesce(a.email_alerts, m.role <> 'crew') as email_on,
          coalesce(a.text_alerts, false) and a.phone_number is not null and not coalesce(a.sms_opted_out, false)
            and pro.live as sms_on,
          coalesce(a.reminder_days, ${defaultReminderDaysSql}) as days,
          (${at}::timestamptz at time zone coalesce(a.time_zone, 'UTC'))::date as local_today,
          extract(hour from ${at}::timestamptz at time zone coalesce(a.time_zone, 'UTC')) as local_hour,
          -- Without saved settings we know neither the member's zone nor their hour: send at the sweep.
          case when a.member_id is null then 0 else a.send_hour end as send_hour,
          coalesce(a.only_my_vehicles, false) as only_mine
        from member m
        join "user" u on u.id = m.user_id
        left join alert_settings a on a.member_id = m.id
        cross join lateral (
          select exists (
            select 1 from subscriptions s where s.business_id = m.organization_id and ${sqlLiveProSubscription('s', now)}
          ) as live
        ) pro
        where u.email_verified and not ${sqlSuspendedMember('m', now)}
      ) recipient on recipient.business_id = p.business_id
      where p.renewal_date is not null
        and p.renewal_date <= recipient.local_today + 366
        and recipient.local_hour >= recipient.send_hour
        and ${sqlRemindedPermit('p', sql`recipient.member_id`, sql`recipient.only_mine`)}
    ) due
    cross join lateral (values ('email', due.email_on), ('sms', due.sms_on)) as channel(name, enabled)
    where due.lead_day is not null and channel.enabled
    on conflict (member_id, permit_id, renewal_date, lead_day, channel) do nothing
    returning member_id, channel
    )
    select member_id as "memberId", channel from recorded
    union
    select member_id, channel from reminder_deliveries
    where state = 'pending' and created_at < ${requeueBefore}::timestamptz
  `);
  return rowsOf<DueReminderGroup>(groups);
}
