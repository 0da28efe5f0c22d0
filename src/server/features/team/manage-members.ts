import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { TEAM_MESSAGES } from '../../../shared/contracts/team';
import { can, rolesThatCan, type AssignableRole } from '../../../shared/domain/roles';
import type { Database } from '../../db/client';
import { member, user } from '../../db/schema';
import { FORBIDDEN_MESSAGE } from '../../auth/session';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../../activity/record-activity';
import { pluginCall } from './plugin-call';
import type { TeamCommand } from './team-command';

type Command = TeamCommand;

/** A member of the actor's business; a member of another business is indistinguishable from none. */
async function findMember(db: Database, businessId: string, memberId: string) {
  const [found] = await db
    .select({ id: member.id, userId: member.userId, role: member.role, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.id, memberId), eq(member.organizationId, businessId)))
    .limit(1);
  if (!found) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such member.');
  return found;
}

/**
 * The owner gives a member another role (Manager or Crew); the owner's own role moves only by a transfer. The
 * role and its activity entry are written in one transaction, so neither stands without the other. Written
 * here rather than through the organization plugin's endpoint, which commits on its own: the route has
 * checked the actor's permission, and the update itself refuses an owner's row (docs/decisions/0018).
 */
export async function changeMemberRole(options: Command & { memberId: string; role: AssignableRole }) {
  const { db, actor, role } = options;
  const target = await findMember(db, actor.businessId, options.memberId);
  if (can(target.role, 'ownBusiness')) throw new AppError(409, 'LAST_OWNER', TEAM_MESSAGES.lastOwner);
  if (target.role === role) return;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(member)
      .set({ role })
      .where(
        and(
          eq(member.id, target.id),
          eq(member.organizationId, actor.businessId),
          notInArray(member.role, rolesThatCan('ownBusiness')),
        ),
      )
      .returning({ id: member.id });
    // Removed, or made the owner, since it was read.
    if (changed.length === 0)
      throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'This person is no longer a member of the business.');
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'member.role_changed',
      subject: target.email,
      changes: [{ field: 'role', before: target.role, after: role }],
    });
  });
  options.auth.sessions.forgetAll();
}

/** 'Remove': the member's very next request has no access to the business. The owner cannot be removed. */
export async function removeMember(options: Command & { memberId: string }) {
  const { db, actor } = options;
  const target = await findMember(db, actor.businessId, options.memberId);
  if (can(target.role, 'ownBusiness')) throw new AppError(409, 'LAST_OWNER', TEAM_MESSAGES.lastOwner);
  await options.beforeMembersLeave?.([target.id]);
  await pluginCall(() =>
    options.auth.api.removeMember({
      headers: options.headers,
      body: { memberIdOrEmail: target.id, organizationId: actor.businessId },
    }),
  );
  await db.transaction((tx) =>
    recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'member.removed',
      subject: target.email,
    }),
  );
  options.auth.sessions.forgetAll();
}

/** 'Leave business': a member other than the owner leaves; their next session starts in another business. */
export async function leaveBusiness(options: Command) {
  const { db, actor } = options;
  if (can(actor.role, 'ownBusiness'))
    throw new AppError(409, 'OWNER_CANNOT_LEAVE', TEAM_MESSAGES.ownerCannotLeave);
  await options.beforeMembersLeave?.([actor.memberId]);
  await pluginCall(() =>
    options.auth.api.leaveOrganization({
      headers: options.headers,
      body: { organizationId: actor.businessId },
    }),
  );
  await db.transaction(async (tx) => {
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'member.left',
      subject: actor.email,
    });
    await tx
      .update(user)
      .set({ lastBusinessId: null })
      .where(and(eq(user.id, actor.id), eq(user.lastBusinessId, actor.businessId)));
  });
  options.auth.sessions.forgetAll();
}

/**
 * 'Transfer ownership': another member becomes the owner, with the billing and the members, and the owner
 * becomes a manager. Through the plugin, one role change at a time: the new owner first, so the business is
 * never without one.
 */
export async function transferOwnership(options: Command & { memberId: string }) {
  const { db, actor } = options;
  if (options.memberId === actor.memberId) return;
  const target = await findMember(db, actor.businessId, options.memberId);
  // Both roles and the activity entry, or none of them (docs/decisions/0018).
  await db.transaction(async (tx) => {
    const steppedDown = await tx
      .update(member)
      .set({ role: 'manager' })
      .where(
        and(
          eq(member.id, actor.memberId),
          eq(member.organizationId, actor.businessId),
          inArray(member.role, rolesThatCan('ownBusiness')),
        ),
      )
      .returning({ id: member.id });
    // Ownership given away by another request since the session was read.
    if (steppedDown.length === 0) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    const promoted = await tx
      .update(member)
      .set({ role: 'owner' })
      .where(and(eq(member.id, target.id), eq(member.organizationId, actor.businessId)))
      .returning({ id: member.id });
    if (promoted.length === 0)
      throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'This person is no longer a member of the business.');
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'ownership.transferred',
      subject: target.email,
      changes: [{ field: 'owner', before: actor.email, after: target.email }],
    });
  });
  options.auth.sessions.forgetAll();
}
