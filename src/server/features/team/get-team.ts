import { and, asc, eq, gt } from 'drizzle-orm';
import type { Team } from '../../../shared/contracts/team';
import { MEMBER_LIMIT } from '../../../shared/domain/plan-limits';
import { can, isRole } from '../../../shared/domain/roles';
import type { Database } from '../../db/client';
import { invitation, member, organization, user } from '../../db/schema';
import type { SessionUser } from '../../auth/session';

/** /team: the business's members, oldest first; its pending invitations for those who manage members. */
export async function getTeam({ db, viewer }: { db: Database; viewer: SessionUser }): Promise<Team> {
  const { businessId } = viewer;
  const [business] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, businessId));
  const members = await db
    .select({
      id: member.id,
      email: user.email,
      name: user.name,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, businessId))
    .orderBy(asc(member.createdAt), asc(member.id));
  const invitations = can(viewer.role, 'manageTeam')
    ? await db
        .select({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          expiresAt: invitation.expiresAt,
          invitedBy: user.email,
        })
        .from(invitation)
        .leftJoin(user, eq(user.id, invitation.inviterId))
        .where(
          and(
            eq(invitation.organizationId, businessId),
            eq(invitation.status, 'pending'),
            gt(invitation.expiresAt, new Date()),
          ),
        )
        .orderBy(asc(invitation.createdAt))
    : [];
  return {
    business: business!,
    you: { memberId: viewer.memberId, role: viewer.role },
    members: members.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: isRole(row.role) ? row.role : 'crew',
      joinedAt: row.joinedAt.toISOString(),
      isYou: row.id === viewer.memberId,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: isRole(row.role) ? row.role : 'crew',
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: row.invitedBy ?? null,
    })),
    memberLimit: MEMBER_LIMIT,
  };
}
