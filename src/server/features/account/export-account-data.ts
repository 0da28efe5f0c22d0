import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  alertSettings,
  businessProfiles,
  calendarIntegrations,
  permitRenewals,
  permits,
  reminderDeliveries,
  session,
  subscriptions,
  user,
} from '../../db/schema';

/**
 * Everything stored about an owner (GDPR page, 'Download my data'). Secrets that only serve the
 * system (password hash, session tokens) are left out; everything describing the owner is in.
 */
export async function exportAccountData(options: { db: Database; userId: string; now?: Date }) {
  const { db, userId } = options;
  const [account] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [profile] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [alerts] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return {
    exportedAt: (options.now ?? new Date()).toISOString(),
    account,
    businessProfile: profile ?? null,
    permits: await db.select().from(permits).where(eq(permits.userId, userId)),
    subscription: subscription ?? null,
    // The calendar feed token is a credential, not data about the owner.
    alertSettings: alerts ? { ...alerts, calendarFeedToken: undefined } : null,
    permitRenewals: await db.select().from(permitRenewals).where(eq(permitRenewals.userId, userId)),
    reminders: await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)),
    calendarIntegrations: await db
      .select({ provider: calendarIntegrations.provider, createdAt: calendarIntegrations.createdAt })
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.userId, userId)),
    sessions: await db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
  };
}
