import { TEXT_ALERTS_PRO_MESSAGE } from '../../../shared/contracts/alerts';
import { canUseTextAlerts } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { newAlertSettingsRow } from '../../db/alert-settings-defaults';
import { alertSettings } from '../../db/schema';
import { i18nOfUser } from '../../i18n/user-locale';
import { SmsDeliveryError, type SmsSender } from '../../integrations/sms/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { SlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { assertAllowedSmsDestination } from './sms-destination';

// The test SMS text includes a STOP opt-out note (docs/product/reminders.md#text-alerts). In English; the
// member gets it in their language.
export const TEST_SMS_TEXT =
  /*i18n*/ 'PermitPilot: text alerts are on. We will text you before your permits are due. Reply STOP to opt out.';

/** Per owner: enough to fix a typo or a carrier's delay. */
export const TEST_SMS_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };
/** Per destination number, whoever asks: many accounts cannot flood one number either. */
export const TEST_SMS_NUMBER_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * send-sms-alert with isTest (docs/product/api.md#calls-and-endpoints): texts the owner's number and answers
 * { success, error }. A number that received the test is stored, ready for the reminders; the settings save
 * turns text alerts on.
 */
export async function sendTestSms(options: {
  db: Database;
  sms: SmsSender;
  limiters: { owner: SlidingWindowLimiter; number: SlidingWindowLimiter };
  /** SMS_ALLOWED_COUNTRIES. */
  allowedCountries: readonly string[];
  logger: Logger;
  member: { id: string; memberId: string; businessId: string };
  /** E.164, as phoneNumberSchema normalised it. */
  phoneNumber: string;
}): Promise<{ success: boolean; error?: string }> {
  const { db, sms, member, phoneNumber } = options;
  if (!canUseTextAlerts(await getSubscriptionStatus({ db, businessId: member.businessId }))) {
    throw new AppError(403, 'PRO_REQUIRED', TEXT_ALERTS_PRO_MESSAGE);
  }
  assertAllowedSmsDestination(phoneNumber, options.allowedCountries);
  if (!(await options.limiters.owner.tryTake(member.id))) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      /*i18n*/ 'Too many test messages. Please wait a while before sending another one.',
    );
  }
  if (!(await options.limiters.number.tryTake(phoneNumber))) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      /*i18n*/ 'Too many test messages to this number. Please wait a while before sending another one.',
    );
  }

  try {
    // In the member's language, as their reminders will be (docs/decisions/0026).
    const i18n = await i18nOfUser(db, member.id);
    await sms.send({ to: phoneNumber, body: i18n._(TEST_SMS_TEXT) });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    options.logger.warn(
      { memberId: member.memberId, reason: error.reason, providerCode: error.providerCode },
      'test SMS not delivered',
    );
    return { success: false, error: error.message };
  }

  await db
    .insert(alertSettings)
    .values({ ...newAlertSettingsRow(member.memberId), phoneNumber, smsOptedOut: false })
    .onConflictDoUpdate({ target: alertSettings.memberId, set: { phoneNumber, smsOptedOut: false } });
  return { success: true };
}
