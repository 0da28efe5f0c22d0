import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { member, user } from '../db/schema';

/**
 * The business every account gets at sign-up (docs/decisions/0018), named after the e-mail until the business
 * profile names it. Made through the organization plugin, which adds the user as its owner.
 */
export async function createOwnBusiness(options: {
  create: (body: { name: string; slug: string; userId: string }) => Promise<unknown>;
  userId: string;
  email: string;
}) {
  // The slug is required and unique by the plugin; we never show it, so it needs no meaning.
  const slug = crypto.randomBytes(12).toString('base64url');
  await options.create({ name: options.email, slug, userId: options.userId });
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
