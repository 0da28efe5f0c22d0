import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invitation, member, user } from '../db/schema';

/** The organization plugin's createOrganization, called as a system action (no session, the owner's id). */
export type CreateBusiness = (body: {
  name: string;
  slug: string;
  userId: string;
}) => Promise<{ id: string }>;

/**
 * A business the person owns, made through the organization plugin, which adds them as its owner
 * (docs/decisions/0018): the one a sign-up gets, named after the e-mail until the business profile names it,
 * or the one 'Create a business' makes. No subscription: it is on the Free plan.
 */
export async function createOwnBusiness(options: { create: CreateBusiness; userId: string; name: string }) {
  // The slug is required and unique by the plugin; we never show it, so it needs no meaning.
  const slug = crypto.randomBytes(12).toString('base64url');
  return options.create({ name: options.name, slug, userId: options.userId });
}

/**
 * Whether an invitation to this address is waiting. A sign-up that one is waiting for joins that business
 * and makes none of its own (docs/decisions/0018): the invitee creates one later if they want it.
 */
export async function isInvited(db: DbOrTx, email: string): Promise<boolean> {
  const [waiting] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        sql`lower(${invitation.email}) = ${email.toLowerCase()}`,
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}

/**
 * The business a new session starts in: the one chosen last while the user is still a member of it, else the
 * one they own, else their oldest membership. Null when they belong to none yet (the moment of sign-up).
 */
export async function businessToStartIn(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ businessId: member.organizationId })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.userId, userId)))
    .orderBy(
      sql`${member.organizationId} is not distinct from ${user.lastBusinessId} desc`,
      sql`${member.role} = 'owner' desc`,
      member.createdAt,
    )
    .limit(1);
  return row?.businessId ?? null;
}
