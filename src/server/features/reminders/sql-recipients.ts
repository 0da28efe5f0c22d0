import { sql } from 'drizzle-orm';
import { sqlLiveProSubscription } from '../../billing/sql-live-pro-subscription';
import { sqlSuspendedMember } from '../../billing/sql-suspended-member';
import { defaultReminderDaysSql } from '../../db/schema';

/**
 * Who hears of a business's dates at the sweep `now`, one row per member (aliased by the caller): their
 * business, the channels on (e-mail on by default but for crew, a text only while the business has Pro now),
 * their lead days, today and the hour in their time zone, their send hour and whether they keep to their
 * vehicles. A suspended member, or one whose e-mail is not confirmed, is not among them (docs/decisions/0018).
 * The permits' sweep and the deadlines' sweep read the same recipients (docs/product/events.md#deadlines).
 */
export const sqlRecipients = (now: Date) => {
  const at = now.toISOString();
  return sql`(
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
  )`;
};
