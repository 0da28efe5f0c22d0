import { sql } from 'drizzle-orm';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { rowsOf, type Database } from '../../db/client';
import type { DeadlineSource } from '../../lib/deadlines';
import { sqlRecipients } from './sql-recipients';
import type { DueReminderGroup } from './sweep-reminders';

/**
 * The sweep of dated deadlines that are not renewals (docs/product/events.md#deadlines), run beside the
 * permits' (sweep-reminders.ts) with its rules: the same members, channels, lead days and send hour, and one
 * delivery per (member, deadline, date, lead day, channel) under deadline_deliveries' unique key, so a repeated
 * sweep, or another instance's, records nothing. The deadlines come from `deadlines` (event-deadlines.ts: the
 * readiness the events screen shows), in TypeScript since the catalog is no table; they reach the database as one JSON
 * parameter. A deadline that passed gets nothing: unlike an expired permit, there is nothing left to renew.
 * A deadline of vehicles goes to a member who keeps to theirs only when one of them is theirs
 * (docs/product/fleet.md#teams). Answers the members and channels to queue, as the permits' sweep does.
 */
export async function sweepDeadlineReminders({
  db,
  now,
  requeuePendingBefore,
  deadlines: source,
}: {
  db: Database;
  now: Date;
  requeuePendingBefore?: Date;
  deadlines: DeadlineSource;
}): Promise<DueReminderGroup[]> {
  const requeueBefore = (requeuePendingBefore ?? now).toISOString();
  // A day back: it is still yesterday in the time zones west of UTC.
  const since = addDaysTo(calendarDateIn('UTC', now), -1);
  const deadlines = [];
  for (const businessId of await source.businesses(db, since))
    for (const deadline of await source.ofBusiness(db, businessId, since))
      deadlines.push({
        business_id: businessId,
        event_id: deadline.eventId,
        inspection_id: deadline.inspectionId,
        deadline_key: deadline.key,
        due_on: deadline.date,
        vehicle_ids: deadline.vehicleIds,
      });
  const groups = await db.execute(sql`
    with recorded as (
    insert into deadline_deliveries
      (member_id, business_id, event_id, inspection_id, deadline_key, due_on, lead_day, channel)
    select due.member_id, due.business_id, due.event_id, due.inspection_id, due.deadline_key, due.due_on,
      due.lead_day, channel.name
    from (
      select recipient.member_id, deadline.business_id, deadline.event_id, deadline.inspection_id,
        deadline.deadline_key, deadline.due_on, recipient.email_on, recipient.sms_on,
        (select min(day) from unnest(recipient.days) as day where day >= deadline.due_on - recipient.local_today)
          as lead_day
      from jsonb_to_recordset(${JSON.stringify(deadlines)}::jsonb) as deadline(
        business_id text, event_id uuid, inspection_id uuid, deadline_key text, due_on date, vehicle_ids uuid[]
      )
      join ${sqlRecipients(now)} recipient on recipient.business_id = deadline.business_id
      where deadline.due_on >= recipient.local_today
        and deadline.due_on <= recipient.local_today + 366
        and recipient.local_hour >= recipient.send_hour
        and (cardinality(deadline.vehicle_ids) = 0 or not recipient.only_mine or exists (
          select 1 from member_vehicles my_vehicle
          where my_vehicle.member_id = recipient.member_id and my_vehicle.vehicle_id = any(deadline.vehicle_ids)
        ))
    ) due
    cross join lateral (values ('email', due.email_on), ('sms', due.sms_on)) as channel(name, enabled)
    where due.lead_day is not null and channel.enabled
    on conflict (member_id, deadline_key, due_on, lead_day, channel) do nothing
    returning member_id, channel
    )
    select member_id as "memberId", channel from recorded
    union
    select member_id, channel from deadline_deliveries
    where state = 'pending' and created_at < ${requeueBefore}::timestamptz
  `);
  return rowsOf<DueReminderGroup>(groups);
}
