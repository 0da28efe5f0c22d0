import { and, eq, gt } from 'drizzle-orm';
import { TEAM_MESSAGES, type inviteMemberSchema } from '../../../shared/contracts/team';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invitation, member, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../../activity/record-activity';
import { pluginCall } from './plugin-call';
import type { MayMail, TeamCommand } from './team-command';
import { assertBusinessHasPro, assertSeatFree, countSeats } from './team-rules';

/**
 * 'Send Invitation' (docs/decisions/0018): the owner invites an address as Manager or Crew. Refused, changing
 * nothing, on Free, past the member limit, for the owner's own address, a member or a pending invitee. The
 * plugin stores the invitation (7 days, single use, bound to the address) and mails the link.
 */
export async function inviteMember(
  options: TeamCommand & { mayMail: MayMail; input: z.output<typeof inviteMemberSchema> },
) {
  const { db, actor, input } = options;
  const { businessId } = actor;
  await assertBusinessHasPro(db, businessId);
  if (input.email === actor.email.toLowerCase())
    throw new AppError(400, 'CANNOT_INVITE_SELF', TEAM_MESSAGES.inviteSelf);
  const [existing] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, businessId), eq(user.email, input.email)))
    .limit(1);
  if (existing) throw new AppError(409, 'ALREADY_MEMBER', TEAM_MESSAGES.alreadyMember);
  const [pending] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, businessId),
        eq(invitation.email, input.email),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (pending) throw new AppError(409, 'ALREADY_INVITED', TEAM_MESSAGES.alreadyInvited);
  const seats = await countSeats(db, businessId);
  assertSeatFree(seats.members + seats.pending);
  await options.mayMail(input.email);

  const created = await pluginCall(() =>
    options.auth.api.createInvitation({
      headers: options.headers,
      body: { email: input.email, role: input.role, organizationId: businessId },
    }),
  );
  await db.transaction((tx) =>
    recordActivity(tx, {
      businessId,
      actor,
      action: 'invitation.sent',
      subject: input.email,
      changes: [{ field: 'role', before: null, after: input.role }],
    }),
  );
  return { id: created.id };
}

/** 'Resend': the same invitation, mailed again and valid for another 7 days from now. */
export async function resendInvitation(options: TeamCommand & { mayMail: MayMail; invitationId: string }) {
  const { db, actor } = options;
  const found = await findPendingInvitation(db, actor.businessId, options.invitationId);
  await assertBusinessHasPro(db, actor.businessId);
  await options.mayMail(found.email);
  await pluginCall(() =>
    options.auth.api.createInvitation({
      headers: options.headers,
      body: {
        email: found.email,
        role: found.role as 'manager' | 'crew',
        organizationId: actor.businessId,
        resend: true,
      },
    }),
  );
  await db.transaction((tx) =>
    recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'invitation.resent',
      subject: found.email,
    }),
  );
}

/** 'Revoke': the link stops working at once. */
export async function revokeInvitation(options: TeamCommand & { invitationId: string }) {
  const { db, actor } = options;
  const found = await findPendingInvitation(db, actor.businessId, options.invitationId);
  await pluginCall(() =>
    options.auth.api.cancelInvitation({ headers: options.headers, body: { invitationId: found.id } }),
  );
  await db.transaction((tx) =>
    recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'invitation.revoked',
      subject: found.email,
    }),
  );
}

/** A pending invitation of this business; any other (another business's, used, revoked) is a 404. */
async function findPendingInvitation(db: Database, businessId: string, invitationId: string) {
  const [found] = await db
    .select({ id: invitation.id, email: invitation.email, role: invitation.role })
    .from(invitation)
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.organizationId, businessId),
        eq(invitation.status, 'pending'),
      ),
    )
    .limit(1);
  if (!found) throw new AppError(404, 'INVITATION_NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
  return found;
}
