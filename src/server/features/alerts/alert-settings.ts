import { and, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_SEND_HOUR,
  type AlertSettings,
  type alertSettingsInputSchema,
} from '../../../shared/contracts/alerts';
import { canUseTextAlerts, TEXT_ALERTS_PRO_MESSAGE } from '../../../shared/domain/entitlements';
import { DEFAULT_REMINDER_DAYS } from '../../../shared/domain/reminder-schedule';
import type { z } from 'zod';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { alertSettings, permits, reminderDeliveries } from '../../db/schema';
import { calendarFeedUrl, ensureCalendarFeedToken } from '../../lib/calendar-feed-token';
import { AppError } from '../../lib/errors';

const FAILURES_SHOWN = 10;

/** An owner's alert settings; the defaults (spec §3) until they save. */
export async function getAlertSettings({
  db,
  userId,
  appUrl,
}: {
  db: Database;
  userId: string;
  appUrl: string;
}): Promise<AlertSettings> {
  const feedToken = await ensureCalendarFeedToken({ db, userId });
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
    calendarFeedUrl: calendarFeedUrl(appUrl, feedToken),
    failures: failures.map((failure) => ({
      ...failure,
      channel: failure.channel as 'email' | 'sms',
      error: failure.error ?? 'Delivery failed',
      at: failure.at.toISOString(),
    })),
  };
}

/** 'Save Alert Settings' (DESIGN §6.1): a real save. Text alerts need Pro and a number a test SMS reached. */
export async function saveAlertSettings(options: {
  db: Database;
  userId: string;
  appUrl: string;
  input: z.output<typeof alertSettingsInputSchema>;
}) {
  const { db, userId, input } = options;
  if (input.textAlerts) {
    if (!canUseTextAlerts(await getSubscriptionStatus({ db, userId }))) {
      throw new AppError(403, 'PRO_REQUIRED', TEXT_ALERTS_PRO_MESSAGE);
    }
    const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)).limit(1);
    if (!row?.phoneNumber) {
      throw new AppError(
        400,
        'PHONE_NOT_VERIFIED',
        'Send a test text message to your phone number before turning text alerts on.',
      );
    }
  }
  const values = {
    emailAlerts: input.emailAlerts,
    textAlerts: input.textAlerts,
    reminderDays: [...input.reminderDays].sort((a, b) => b - a),
    timeZone: input.timeZone,
    sendHour: input.sendHour,
    // Turning text alerts on again is a new consent after a STOP.
    ...(input.textAlerts ? { smsOptedOut: false } : {}),
  };
  await db
    .insert(alertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertSettings.userId, set: values });
  return getAlertSettings({ db, userId, appUrl: options.appUrl });
}

/** One-click unsubscribe from reminder e-mails (docs/decisions/0007). */
export async function turnOffEmailAlerts({ db, userId }: { db: Database; userId: string }) {
  await db
    .insert(alertSettings)
    .values({ userId, emailAlerts: false })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { emailAlerts: false } });
}
