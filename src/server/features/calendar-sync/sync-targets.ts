import { and, eq, inArray } from 'drizzle-orm';
import { isSuspendedMember } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { alertSettings, calendarIntegrations, member, user } from '../../db/schema';

/*
 * Whose calendars get the business's permits: every connected member's but a suspended one's (a member other
 * than the owner while the business is not on Pro, docs/decisions/0018), as their reminders and calendar feed
 * get nothing then. The one rule, `isSuspendedMember`, decides here too.
 */

/** The member a calendar syncs for, with what their events are made of; null when they are gone. */
export async function syncingMemberOf(db: Database, memberId: string) {
  const [membership] = await db
    .select({
      businessId: member.organizationId,
      role: member.role,
      reminderDays: alertSettings.reminderDays,
      timeZone: alertSettings.timeZone,
      locale: user.locale,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(alertSettings, eq(alertSettings.memberId, member.id))
    .where(eq(member.id, memberId));
  if (!membership) return null;
  const status = await getSubscriptionStatus({ db, businessId: membership.businessId });
  return { ...membership, suspended: isSuspendedMember(membership.role, status) };
}

/** The connected integrations whose calendars show this business's permits. */
export async function integrationsOfBusiness(db: Database, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ id: calendarIntegrations.id, role: member.role })
    .from(calendarIntegrations)
    .innerJoin(member, eq(member.id, calendarIntegrations.memberId))
    .where(and(eq(member.organizationId, businessId), eq(calendarIntegrations.status, 'connected')));
  if (rows.length === 0) return [];
  const status = await getSubscriptionStatus({ db, businessId });
  return rows.filter((row) => !isSuspendedMember(row.role, status)).map((row) => row.id);
}

/** The connected integrations of these members (their reminder days changed); a suspended one's sync skips. */
export async function integrationsOfMembers(db: Database, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: calendarIntegrations.id })
    .from(calendarIntegrations)
    .where(
      and(inArray(calendarIntegrations.memberId, memberIds), eq(calendarIntegrations.status, 'connected')),
    );
  return rows.map((row) => row.id);
}
