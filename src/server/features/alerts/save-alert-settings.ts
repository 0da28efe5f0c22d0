import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { TEXT_ALERTS_PRO_MESSAGE, type alertSettingsInputSchema } from '../../../shared/contracts/alerts';
import { canUseTextAlerts } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getAlertSettings, type AlertSettingsOwner, type CalendarFeedUrlOf } from './get-alert-settings';

/**
 * 'Save Alert Settings' (docs/product/reminders.md#alert-settings): a real save. Text alerts need Pro and a
 * number a test SMS reached.
 */
export async function saveAlertSettings(options: {
  db: Database;
  member: AlertSettingsOwner;
  calendarFeedUrlOf: CalendarFeedUrlOf;
  input: z.output<typeof alertSettingsInputSchema>;
}) {
  const { db, member, input } = options;
  const { memberId } = member;
  if (input.textAlerts) {
    // Text alerts need the business to be on Pro (docs/product/reminders.md#text-alerts).
    if (!canUseTextAlerts(await getSubscriptionStatus({ db, businessId: member.businessId }))) {
      throw new AppError(403, 'PRO_REQUIRED', TEXT_ALERTS_PRO_MESSAGE);
    }
    const [row] = await db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId)).limit(1);
    if (!row?.phoneNumber) {
      throw new AppError(
        400,
        'PHONE_NOT_VERIFIED',
        /*i18n*/ 'Send a test text message to your phone number before turning text alerts on.',
      );
    }
  }
  const values = {
    emailAlerts: input.emailAlerts,
    textAlerts: input.textAlerts,
    reminderDays: [...input.reminderDays].sort((a, b) => b - a),
    timeZone: input.timeZone,
    sendHour: input.sendHour,
    ...(input.onlyMyVehicles === undefined ? {} : { onlyMyVehicles: input.onlyMyVehicles }),
    // Turning text alerts on again is a new consent after a STOP.
    ...(input.textAlerts ? { smsOptedOut: false } : {}),
  };
  await db
    .insert(alertSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: alertSettings.memberId, set: values });
  return getAlertSettings({ db, member, calendarFeedUrlOf: options.calendarFeedUrlOf });
}
