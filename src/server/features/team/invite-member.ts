import { and, eq, gt } from 'drizzle-orm';
import { TEAM_MESSAGES, type inviteMemberSchema } from '../../../shared/contracts/team';
import type { z } from 'zod';
import crypto from 'node:crypto';
import { INVITATION_DAYS } from '../../auth/invitation-days';
import type { Database, DbOrTx } from '../../db/client';
import { invitation, member, organization, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../../activity/record-activity';
import { pluginCall } from './plugin-call';
import type { MayMail, TeamCommand } from './team-command';
import { assertBusinessHasPro, assertSeatFree, countSeats } from './team-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why `email` cannot be invited now: a member, a pending invitee, or no free seat. */
async function assertInvitable(db: DbOrTx, businessId: string, email: string) {
  const [existing] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, businessId), eq(user.email, email)))
    .limit(1);
  if (existing) throw new AppError(409, 'ALREADY_MEMBER', TEAM_MESSAGES.alreadyMember);
  const [pending] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, businessId),
        eq(invitation.email, email),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (pending) throw new AppError(409, 'ALREADY_INVITED', TEAM_MESSAGES.alreadyInvited);
  const seats = await countSeats(db, businessId);
  assertSeatFree(seats.members + seats.pending);
}

/**
 * 'Send Invitation' (docs/decisions/0018): the owner invites an address as Manager or Crew. Refused, changing
 * nothing, on Free, past the member limit, for the owner's own address, a member or a pending invitee. The
 * invitation lasts 7 days, is single use and bound to the address; the plugin mails the link.
 */
export async function inviteMember(
  options: TeamCommand & { mayMail: MayMail; input: z.output<typeof inviteMemberSchema> },
) {
  const { db, actor, input } = options;
  const { businessId } = actor;
  await assertBusinessHasPro(db, businessId);
  if (input.email === actor.email.toLowerCase())
    throw new AppError(400, 'CANNOT_INVITE_SELF', TEAM_MESSAGES.inviteSelf);
  // Checked first outside the lock too, so that a refused invitation does not count against the address's mail.
  await assertInvitable(db, businessId, input.email);
  await options.mayMail(input.email);

  // Seats are counted and taken under a lock of the business's row: invitations sent at the same moment take
  // their turns, each counting what the one before it stored. So the invitation is stored here rather than
  // by the plugin, whose insert would run outside this transaction.
  const { generateId } = await options.auth.$context;
  const id = await db.transaction(async (tx) => {
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, businessId))
      .for('update');
    await assertInvitable(tx, businessId, input.email);
    const [created] = await tx
      .insert(invitation)
      .values({
        id: generateId({ model: 'invitation' }) || crypto.randomUUID(),
        organizationId: businessId,
        email: input.email,
        role: input.role,
        status: 'pending',
        expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
        inviterId: actor.id,
      })
      .returning({ id: invitation.id });
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'invitation.sent',
      subject: input.email,
      changes: [{ field: 'role', before: null, after: input.role }],
    });
    return created!.id;
  });
  // The plugin's resend mails the link of the pending invitation just stored (and sets its expiry again).
  await pluginCall(() =>
    options.auth.api.createInvitation({
      headers: options.headers,
      body: { email: input.email, role: input.role, organizationId: businessId, resend: true },
    }),
  );
  return { id };
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
