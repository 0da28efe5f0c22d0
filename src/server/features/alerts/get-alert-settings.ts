import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_SEND_HOUR, type AlertSettings } from '../../../shared/contracts/alerts';
import { DEFAULT_REMINDER_DAYS } from '../../../shared/domain/reminder-schedule';
import type { Database } from '../../db/client';
import { alertSettings, permits, reminderDeliveries } from '../../db/schema';

const FAILURES_SHOWN = 10;

/**
 * The owner's calendar feed URL, created on first use. The calendar-feed feature owns the token; app.ts
 * passes this in, since features do not import each other (DESIGN §3).
 */
export type CalendarFeedUrlOf = (userId: string) => Promise<string>;

/** An owner's alert settings; the defaults (spec §3) until they save. */
export async function getAlertSettings({
  db,
  userId,
  calendarFeedUrlOf,
}: {
  db: Database;
  userId: string;
  calendarFeedUrlOf: CalendarFeedUrlOf;
}): Promise<AlertSettings> {
  const calendarFeedUrl = await calendarFeedUrlOf(userId);
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)).limit(1);
  const failures = await db
    .select({
      permitName: permits.name,
      channel: reminderDeliveries.channel,
      renewalDate: reminderDeliveries.renewalDate,
      leadDay: reminderDeliveries.leadDay,
      error: reminderDeliveries.lastError,
      at: reminderDeliveries.createdAt,
    })
    .from(reminderDeliveries)
    .innerJoin(permits, eq(permits.id, reminderDeliveries.permitId))
    .where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.state, 'failed')))
    .orderBy(desc(reminderDeliveries.createdAt))
    .limit(FAILURES_SHOWN);
  return {
    emailAlerts: row?.emailAlerts ?? true,
    textAlerts: row?.textAlerts ?? false,
    phoneNumber: row?.phoneNumber ?? null,
    smsOptedOut: row?.smsOptedOut ?? false,
    reminderDays: row?.reminderDays ?? [...DEFAULT_REMINDER_DAYS],
    timeZone: row?.timeZone ?? 'UTC',
    sendHour: row?.sendHour ?? DEFAULT_SEND_HOUR,
    calendarFeedUrl,
    failures: failures.map((failure) => ({
      ...failure,
      channel: failure.channel as 'email' | 'sms',
      error: failure.error ?? 'Delivery failed',
      at: failure.at.toISOString(),
    })),
  };
}
