import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { TEAM_MESSAGES, type InvitationSummary } from '../../../shared/contracts/team';
import { isRole } from '../../../shared/domain/roles';
import type { Database } from '../../db/client';
import { invitation, organization, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../../activity/record-activity';
import { pluginCall } from './plugin-call';
import type { PersonCommand } from './team-command';
import { assertBusinessHasPro, assertSeatFree, countSeats } from './team-rules';

/** Invitations with their business's name and the inviter's address. */
const invitationsWithBusiness = (db: Database) =>
  db
    .select({
      id: invitation.id,
      businessId: invitation.organizationId,
      businessName: organization.name,
      inviterEmail: user.email,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .leftJoin(user, eq(user.id, invitation.inviterId));

async function findInvitation(db: Database, invitationId: string) {
  const [found] = await invitationsWithBusiness(db).where(eq(invitation.id, invitationId)).limit(1);
  if (!found) throw new AppError(404, 'INVITATION_NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  return found;
}

function statusOf(found: { status: string; expiresAt: Date }, now: Date): InvitationSummary['status'] {
  if (found.status === 'accepted') return 'accepted';
  if (found.status === 'canceled' || found.status === 'rejected') return 'revoked';
  return found.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/**
 * The accept screen's summary: the business, the inviter and the invited address. Open without a session, as
 * the link is: its id (better-auth's 32 random characters) is what an invitee holds.
 */
export async function getInvitation({ db, invitationId }: { db: Database; invitationId: string }) {
  return summaryOf(await findInvitation(db, invitationId));
}

function summaryOf(found: Awaited<ReturnType<typeof findInvitation>>): InvitationSummary {
  return {
    id: found.id,
    businessName: found.businessName,
    inviterEmail: found.inviterEmail ?? null,
    email: found.email,
    role: isRole(found.role) ? found.role : 'crew',
    status: statusOf(found, new Date()),
    expiresAt: found.expiresAt.toISOString(),
  };
}

/**
 * The invitations waiting for the person's own address, oldest first: a person in no business is offered
 * them beside 'Create a business' (docs/decisions/0018). Only their own address's, as the links are.
 */
export async function listMyInvitations({ db, person }: { db: Database; person: { email: string } }) {
  const rows = await invitationsWithBusiness(db)
    .where(
      and(
        sql`lower(${invitation.email}) = ${person.email.toLowerCase()}`,
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(invitation.createdAt));
  return { invitations: rows.map(summaryOf) };
}

/**
 * 'Accept Invitation': only as the invited address, once, within 7 days, while the business is on Pro and has
 * a seat. Each refusal changes nothing. The new member works in the business from their next request on.
 */
export async function acceptInvitation(options: PersonCommand & { invitationId: string }) {
  const { db, actor } = options;
  const found = await findInvitation(db, options.invitationId);
  const status = statusOf(found, new Date());
  if (status === 'accepted') throw new AppError(410, 'INVITATION_USED', TEAM_MESSAGES.invitationUsed);
  if (status === 'revoked') throw new AppError(410, 'INVITATION_REVOKED', TEAM_MESSAGES.invitationRevoked);
  if (status === 'expired') throw new AppError(410, 'INVITATION_EXPIRED', TEAM_MESSAGES.invitationExpired);
  if (found.email.toLowerCase() !== actor.email.toLowerCase())
    throw new AppError(403, 'INVITATION_FOR_ANOTHER_ADDRESS', TEAM_MESSAGES.invitationForAnotherMessage, {
      email: found.email,
    });
  await assertBusinessHasPro(db, found.businessId);
  // The invitation held a seat while pending; it only frees for this person if the team filled up otherwise.
  const seats = await countSeats(db, found.businessId);
  assertSeatFree(seats.members + seats.pending - 1);

  await pluginCall(() =>
    options.auth.api.acceptInvitation({ headers: options.headers, body: { invitationId: found.id } }),
  );
  await db.transaction(async (tx) => {
    await recordActivity(tx, {
      businessId: found.businessId,
      actor,
      action: 'member.joined',
      subject: actor.email,
      changes: [{ field: 'role', before: null, after: found.role }],
    });
    // After accepting, the member lands on the business's dashboard, now and at their next sign-in.
    await tx.update(user).set({ lastBusinessId: found.businessId }).where(eq(user.id, actor.id));
  });
  options.auth.sessions.forgetAll();
  return { businessId: found.businessId };
}
