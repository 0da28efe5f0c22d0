import { eq } from 'drizzle-orm';
import { isInCountries } from '../../../shared/contracts/phone-number';
import { canUseTextAlerts, isSuspendedMember } from '../../../shared/domain/entitlements';
import { emailAlertsByDefault, isRole } from '../../../shared/domain/roles';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { alertSettings, member, user } from '../../db/schema';

/**
 * The member a reminder job sends to, and whether the channel is on for them now: a suspended member hears
 * nothing, crew have e-mail off until they turn it on, and a text needs a number allowed by
 * SMS_ALLOWED_COUNTRIES, no STOP and the plan's text alerts (docs/product/reminders.md#channels). The
 * permits' reminders and the deadlines' ask the same.
 */
export async function reminderRecipientOf(options: {
  db: Database;
  memberId: string;
  channel: 'email' | 'sms';
  allowedSmsCountries: readonly string[];
  now: Date;
}) {
  const { db, memberId, channel } = options;
  const [owner] = await db
    .select({
      email: user.email,
      locale: user.locale,
      role: member.role,
      businessId: member.organizationId,
      settings: alertSettings,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(alertSettings, eq(alertSettings.memberId, member.id))
    .where(eq(member.id, memberId));
  const settings = owner?.settings;
  const role = isRole(owner?.role) ? owner.role : 'crew';
  const status = owner
    ? await getSubscriptionStatus({ db, businessId: owner.businessId, now: options.now })
    : undefined;
  const enabled =
    !isSuspendedMember(role, status) &&
    (channel === 'email'
      ? (settings?.emailAlerts ?? emailAlertsByDefault(role))
      : Boolean(
          settings?.textAlerts &&
          settings.phoneNumber &&
          !settings.smsOptedOut &&
          isInCountries(settings.phoneNumber, options.allowedSmsCountries),
        ) && canUseTextAlerts(status));
  return { owner, settings, enabled, onlyMine: settings?.onlyMyVehicles ?? false };
}
