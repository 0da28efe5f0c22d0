import { emailAlertsByDefault, type Role } from '../../../shared/domain/roles';
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_SEND_HOUR, type AlertSettings } from '../../../shared/contracts/alerts';
import { permitLabel } from '../../../shared/domain/permit-label';
import { DEFAULT_REMINDER_DAYS } from '../../../shared/domain/reminder-schedule';
import type { Database } from '../../db/client';
import { alertSettings, permits, reminderDeliveries, vehicles } from '../../db/schema';

const FAILURES_SHOWN = 10;

/**
 * The owner's calendar feed URL, created on first use. The calendar-feed feature owns the token; app.ts
 * passes this in, since features do not import each other (docs/product/engineering.md#layout).
 */
export type CalendarFeedUrlOf = (memberId: string) => Promise<string>;

/** The member whose settings these are: each member of a business has their own (docs/decisions/0018). */
export type AlertSettingsOwner = { memberId: string; businessId: string; role: Role };

/**
 * A member's alert settings; the defaults (docs/product/reminders.md#alert-settings, e-mail off for crew)
 * until they save.
 */
export async function getAlertSettings({
  db,
  member,
  calendarFeedUrlOf,
}: {
  db: Database;
  member: AlertSettingsOwner;
  calendarFeedUrlOf: CalendarFeedUrlOf;
}): Promise<AlertSettings> {
  const { memberId } = member;
  const calendarFeedUrl = await calendarFeedUrlOf(memberId);
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId)).limit(1);
  const failures = await db
    .select({
      permitName: permits.name,
      vehicleName: vehicles.name,
      channel: reminderDeliveries.channel,
      renewalDate: reminderDeliveries.renewalDate,
      leadDay: reminderDeliveries.leadDay,
      error: reminderDeliveries.lastError,
      at: reminderDeliveries.createdAt,
    })
    .from(reminderDeliveries)
    .innerJoin(permits, eq(permits.id, reminderDeliveries.permitId))
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(and(eq(reminderDeliveries.memberId, memberId), eq(reminderDeliveries.state, 'failed')))
    .orderBy(desc(reminderDeliveries.createdAt))
    .limit(FAILURES_SHOWN);
  return {
    emailAlerts: row?.emailAlerts ?? emailAlertsByDefault(member.role),
    textAlerts: row?.textAlerts ?? false,
    phoneNumber: row?.phoneNumber ?? null,
    smsOptedOut: row?.smsOptedOut ?? false,
    reminderDays: row?.reminderDays ?? [...DEFAULT_REMINDER_DAYS],
    timeZone: row?.timeZone ?? 'UTC',
    sendHour: row?.sendHour ?? DEFAULT_SEND_HOUR,
    onlyMyVehicles: row?.onlyMyVehicles ?? false,
    calendarFeedUrl,
    failures: failures.map(({ vehicleName, ...failure }) => ({
      ...failure,
      // Named as the reminder named it (docs/product/fleet.md#reminders-and-calendars).
      permitName: permitLabel(failure.permitName, vehicleName),
      channel: failure.channel as 'email' | 'sms',
      error: failure.error ?? 'Delivery failed',
      at: failure.at.toISOString(),
    })),
  };
}
