import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { can } from '../../../shared/domain/roles';
import {
  activityEvents,
  alertSettings,
  businessProfiles,
  calendarIntegrations,
  member,
  organization,
  permitRenewals,
  permits,
  reminderDeliveries,
  session,
  subscriptions,
  user,
  pageChanges,
  requirementChanges,
  suggestionDismissals,
  memberVehicles,
  vehicles,
  events,
  eventVehicles,
  eventLineMarks,
  permitInspections,
  deadlineDeliveries,
} from '../../db/schema';

/**
 * Everything stored about a person (GDPR page, 'Download my data'): their account, each membership with its
 * alert settings and reminders, and all the data of every business they own, its activity log included
 * (docs/decisions/0018). A business they only work for is its owner's data: the export names the membership.
 * Secrets that only serve the system (password hash, session tokens, the calendar feed token) are left out.
 * Vehicles (docs/product/fleet.md) go with their business, who works on each with it, and each permit names
 * its vehicle. Events go with their business too, with their vehicles and the lines marked 'Not needed', and
 * so do the permits' inspections (docs/product/events.md#inspections); a member's reminders of their
 * deadlines go with the membership. Report and certificate files are named, not included, as documents are.
 */
export async function exportAccountData(options: { db: Database; userId: string; now?: Date }) {
  const { db, userId } = options;
  const [account] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const memberships = await db
    .select({
      memberId: member.id,
      businessId: member.organizationId,
      businessName: organization.name,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(member.createdAt);
  const membershipData = [];
  for (const membership of memberships) {
    const [alerts] = await db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.memberId, membership.memberId));
    membershipData.push({
      ...membership,
      alertSettings: alerts
        ? {
            ...alerts,
            calendarFeedSeed: undefined,
            calendarFeedTokenHash: undefined,
            calendarFeedPreviousTokenHash: undefined,
          }
        : null,
      reminders: await db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.memberId, membership.memberId)),
      deadlineReminders: await db
        .select()
        .from(deadlineDeliveries)
        .where(eq(deadlineDeliveries.memberId, membership.memberId)),
      // The vehicles this person works on (docs/product/fleet.md#teams).
      vehicles: await db
        .select({ id: vehicles.id, name: vehicles.name })
        .from(memberVehicles)
        .innerJoin(vehicles, eq(vehicles.id, memberVehicles.vehicleId))
        .where(eq(memberVehicles.memberId, membership.memberId))
        .orderBy(asc(vehicles.name)),
    });
  }
  const ownedBusinesses = [];
  for (const membership of memberships.filter((row) => can(row.role, 'ownBusiness'))) {
    const businessId = membership.businessId;
    const [profile] = await db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, businessId));
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, businessId));
    ownedBusinesses.push({
      id: businessId,
      name: membership.businessName,
      businessProfile: profile ?? null,
      subscription: subscription ?? null,
      // Archived vehicles too: they are never deleted, and their permits stay (docs/product/fleet.md#archiving).
      vehicles: await db
        .select()
        .from(vehicles)
        .where(eq(vehicles.businessId, businessId))
        .orderBy(asc(vehicles.createdAt)),
      vehicleAssignments: await db
        .select({ email: user.email, vehicleId: vehicles.id, vehicleName: vehicles.name })
        .from(memberVehicles)
        .innerJoin(member, eq(member.id, memberVehicles.memberId))
        .innerJoin(user, eq(user.id, member.userId))
        .innerJoin(vehicles, eq(vehicles.id, memberVehicles.vehicleId))
        .where(and(eq(vehicles.businessId, businessId), eq(member.organizationId, businessId))),
      permits: await db
        .select({ ...getTableColumns(permits), vehicleName: vehicles.name })
        .from(permits)
        .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
        .where(eq(permits.businessId, businessId)),
      permitRenewals: await db.select().from(permitRenewals).where(eq(permitRenewals.businessId, businessId)),
      inspections: await db
        .select()
        .from(permitInspections)
        .where(eq(permitInspections.businessId, businessId))
        .orderBy(asc(permitInspections.scheduledOn)),
      events: await db
        .select()
        .from(events)
        .where(eq(events.businessId, businessId))
        .orderBy(asc(events.startsOn)),
      eventVehicles: await db
        .select({
          eventId: eventVehicles.eventId,
          vehicleId: eventVehicles.vehicleId,
          vehicleName: vehicles.name,
        })
        .from(eventVehicles)
        .innerJoin(vehicles, eq(vehicles.id, eventVehicles.vehicleId))
        .where(eq(eventVehicles.businessId, businessId)),
      eventLineMarks: await db.select().from(eventLineMarks).where(eq(eventLineMarks.businessId, businessId)),
      requirementChanges: await db
        .select({
          status: requirementChanges.status,
          detectedAt: requirementChanges.detectedAt,
          reviewedAt: requirementChanges.reviewedAt,
          description: pageChanges.changeDescription,
          sourceUrl: pageChanges.url,
        })
        .from(requirementChanges)
        .innerJoin(pageChanges, eq(pageChanges.id, requirementChanges.pageChangeId))
        .where(eq(requirementChanges.businessId, businessId)),
      dismissedSuggestions: await db
        .select({ entryId: suggestionDismissals.entryId, dismissedAt: suggestionDismissals.dismissedAt })
        .from(suggestionDismissals)
        .where(eq(suggestionDismissals.businessId, businessId)),
      members: await db
        .select({ email: user.email, role: member.role, joinedAt: member.createdAt })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(eq(member.organizationId, businessId)),
      activity: await db
        .select()
        .from(activityEvents)
        .where(eq(activityEvents.businessId, businessId))
        .orderBy(desc(activityEvents.id)),
    });
  }
  return {
    exportedAt: (options.now ?? new Date()).toISOString(),
    account,
    memberships: membershipData,
    businesses: ownedBusinesses,
    calendarIntegrations: await db
      // Never the tokens (docs/decisions/0023).
      .select({
        provider: calendarIntegrations.provider,
        accountEmail: calendarIntegrations.accountEmail,
        status: calendarIntegrations.status,
        lastSyncedAt: calendarIntegrations.lastSyncedAt,
        createdAt: calendarIntegrations.createdAt,
      })
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
