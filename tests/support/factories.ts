import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '@server/db/client';
import { and, eq } from 'drizzle-orm';
import { member, type permits, subscriptions } from '@server/db/schema';
import { insertAccount, insertMember } from '@server/db/seed/accounts';
import { categoryId, insertPermit } from '@server/db/seed/permits';

/**
 * One factories module for Vitest and the browser tests, on the builders the demo seed uses too
 * (`src/server/db/seed/`, docs/product/engineering.md#habit-10-one-factories-module).
 */

export const DEFAULT_PASSWORD = 'food-truck-42';

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/**
 * A user who can sign in with e-mail and password (confirmed unless `verified: false`), with the business of
 * their own that every account has (docs/decisions/0018), named after the e-mail.
 */
export async function createUser(
  db: Database,
  overrides: { email?: string; password?: string; verified?: boolean; name?: string } = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  return insertAccount(db, {
    ...overrides,
    email: overrides.email ?? uniqueEmail(),
    password,
    passwordHash: await hashOnce(password),
  });
}

// Each password is hashed once a worker, not once a user: better-auth's scrypt takes a core's tenth of a
// second, and the suite makes over a thousand users, nearly all with DEFAULT_PASSWORD
// (docs/product/engineering.md#habit-10-one-factories-module). The hash checks against its password like any
// other; only its salt is shared.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Makes `userId` a member of the business with `role`, as accepting an invitation does. Answers the member id. */
export const addMember = insertMember;

/** A user's own business: the one they own (every account has one). */
export async function businessOf(db: Database, userId: string) {
  const [row] = await db
    .select({ id: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')))
    .limit(1);
  if (!row) throw new Error(`user ${userId} owns no business`);
  return row.id;
}

/** The member id of a user in their own business. */
export async function ownMemberOf(db: Database, userId: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')))
    .limit(1);
  if (!row) throw new Error(`user ${userId} owns no business`);
  return row.id;
}

/**
 * A permit of the user's own business, with sensible defaults for whatever the caller leaves out. Pass
 * `businessId` in the overrides for another business.
 */
export async function createPermit(
  db: Database,
  userId: string,
  overrides: Partial<typeof permits.$inferInsert> = {},
) {
  const businessId = overrides.businessId ?? (await businessOf(db, userId));
  return insertPermit(db, { ...overrides, businessId });
}

export { categoryId };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The subscription of the user's own business as the billing provider left it: 'pro' is a paid period running for `days`
 * (30 unless told), 'trial' a Pro trial ending in `days`, 'canceled' a Pro subscription that has ended.
 */
export async function createSubscription(
  db: Database,
  userId: string,
  plan: 'pro' | 'trial' | 'canceled',
  overrides: Partial<typeof subscriptions.$inferInsert> & { days?: number } = {},
) {
  const { days = 30, ...values } = overrides;
  const businessId = values.businessId ?? (await businessOf(db, userId));
  const end = new Date(Date.now() + days * DAY_MS);
  const [created] = await db
    .insert(subscriptions)
    .values({
      tier: plan === 'canceled' ? 'free' : 'pro',
      status: plan === 'trial' ? 'trialing' : plan === 'pro' ? 'active' : 'canceled',
      trialEnd: plan === 'trial' ? end : null,
      currentPeriodEnd: plan === 'canceled' ? new Date() : end,
      ...values,
      businessId,
    })
    .returning();
  return created!;
}
