import { and, asc, eq } from 'drizzle-orm';
import { isSuspendedMember, subscriptionStatusAt } from '../../../shared/domain/entitlements';
import { isRole } from '../../../shared/domain/roles';
import { TEAM_MESSAGES, type BusinessMembership } from '../../../shared/contracts/team';
import { createOwnBusiness } from '../../auth/own-business';
import type { SignedInPerson } from '../../auth/session';
import { toStoredSubscription } from '../../billing/subscription-store';
import type { Database } from '../../db/client';
import { member, organization, subscriptions, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { pluginCall } from './plugin-call';
import type { PersonCommand } from './team-command';
import { alias } from 'drizzle-orm/pg-core';

/**
 * The businesses a person belongs to (docs/decisions/0018): the header's switcher shows when there are
 * several, and a suspended member's screen names the owner.
 */
export async function listBusinesses({ db, viewer }: { db: Database; viewer: SignedInPerson }) {
  const ownerMember = alias(member, 'owner_member');
  const ownerUser = alias(user, 'owner_user');
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      role: member.role,
      subscription: subscriptions,
      ownerEmail: ownerUser.email,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.businessId, organization.id))
    .leftJoin(
      ownerMember,
      and(eq(ownerMember.organizationId, organization.id), eq(ownerMember.role, 'owner')),
    )
    .leftJoin(ownerUser, eq(ownerUser.id, ownerMember.userId))
    .where(eq(member.userId, viewer.id))
    .orderBy(asc(member.createdAt));
  const now = new Date();
  const seen = new Set<string>();
  const businesses: BusinessMembership[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const role = isRole(row.role) ? row.role : 'crew';
    businesses.push({
      id: row.id,
      name: row.name,
      role,
      active: row.id === viewer.businessId,
      suspended: isSuspendedMember(
        role,
        subscriptionStatusAt(toStoredSubscription(row.subscription ?? undefined), now),
      ),
      ownerEmail: row.ownerEmail ?? null,
    });
  }
  return { businesses };
}

/** The switcher: the session works in another of the person's businesses, and the next sign-in starts there. */
export async function switchBusiness(options: PersonCommand & { businessId: string }) {
  const { db, actor: viewer, businessId } = options;
  const [membership] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, viewer.id), eq(member.organizationId, businessId)))
    .limit(1);
  if (!membership) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'You are not a member of that business.');
  await pluginCall(() =>
    options.auth.api.setActiveOrganization({
      headers: options.headers,
      body: { organizationId: businessId },
    }),
  );
  await db.update(user).set({ lastBusinessId: businessId }).where(eq(user.id, viewer.id));
  options.auth.sessions.forgetAll();
}

/**
 * 'Create a business' (docs/decisions/0018): for a person who owns none, such as an invitee, or a former owner
 * who was removed. They become its owner, on the Free plan, and work in it from now on. One business of their
 * own per account, as a sign-up gets: the Free plan's limits are a business's.
 */
export async function createBusiness(options: PersonCommand & { name: string }) {
  const { db, actor } = options;
  const [owned] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, actor.id), eq(member.role, 'owner')))
    .limit(1);
  if (owned) throw new AppError(409, 'ALREADY_OWNER', TEAM_MESSAGES.alreadyOwner);
  const created = await pluginCall(() =>
    createOwnBusiness({
      create: (body) => options.auth.api.createOrganization({ body }),
      userId: actor.id,
      name: options.name,
    }),
  );
  await switchBusiness({ ...options, businessId: created.id });
  return { businessId: created.id };
}
