import { sql } from 'drizzle-orm';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import type { Database } from '../../db/client';
import type { DeadlineSource } from '../../lib/deadlines';
import { sqlRecipients } from './sql-recipients';
import {
  recordDueDeliveries,
  sqlLeadDay,
  sqlWithinReach,
  type DueReminderGroup,
} from './record-due-deliveries';

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
  return recordDueDeliveries(db, {
    ledger: 'deadline_deliveries',
    columns: ['member_id', 'business_id', 'event_id', 'inspection_id', 'deadline_key', 'due_on', 'lead_day'],
    key: ['member_id', 'deadline_key', 'due_on', 'lead_day'],
    requeueBefore: requeuePendingBefore ?? now,
    due: sql`
      select recipient.member_id, deadline.business_id, deadline.event_id, deadline.inspection_id,
        deadline.deadline_key, deadline.due_on, recipient.email_on, recipient.sms_on,
        ${sqlLeadDay(sql`deadline.due_on`)} as lead_day
      from jsonb_to_recordset(${JSON.stringify(deadlines)}::jsonb) as deadline(
        business_id text, event_id uuid, inspection_id uuid, deadline_key text, due_on date, vehicle_ids uuid[]
      )
      join ${sqlRecipients(now)} recipient on recipient.business_id = deadline.business_id
      where deadline.due_on >= recipient.local_today
        -- An event or inspection removed since its deadlines were read has none left to record.
        and (deadline.event_id is null or exists (
          select 1 from events event
          where event.business_id = deadline.business_id and event.id = deadline.event_id
        ))
        and (deadline.inspection_id is null or exists (
          select 1 from permit_inspections inspection
          where inspection.business_id = deadline.business_id and inspection.id = deadline.inspection_id
        ))
        and ${sqlWithinReach(sql`deadline.due_on`)}
        and (cardinality(deadline.vehicle_ids) = 0 or not recipient.only_mine or exists (
          select 1 from member_vehicles my_vehicle
          where my_vehicle.member_id = recipient.member_id and my_vehicle.vehicle_id = any(deadline.vehicle_ids)
        ))
    `,
  });
}
