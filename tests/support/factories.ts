import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '@server/db/client';
import { eq } from 'drizzle-orm';
import { account, permitCategories, permits, subscriptions, user } from '@server/db/schema';

/** One factories module for the demo seed, Vitest and the browser tests (STYLE habit 10). */

export const DEFAULT_PASSWORD = 'food-truck-42';

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** A user who can sign in with e-mail and password (confirmed unless `verified: false`). */
export async function createUser(
  db: Database,
  overrides: { email?: string; password?: string; verified?: boolean; name?: string } = {},
) {
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const id = crypto.randomUUID();
  await db
    .insert(user)
    .values({ id, email, name: overrides.name ?? '', emailVerified: overrides.verified ?? true });
  await db.insert(account).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
  return { id, email, password };
}

/** A permit of the owner, with sensible defaults for whatever the caller leaves out. */
export async function createPermit(
  db: Database,
  userId: string,
  overrides: Partial<typeof permits.$inferInsert> = {},
) {
  const [created] = await db
    .insert(permits)
    .values({ name: 'Mobile Food Facility Permit', status: 'active', ...overrides, userId })
    .returning();
  return created!;
}

/** The category id of a seeded category name (migration 0001). */
export async function categoryId(db: Database, name: string) {
  const [category] = await db.select().from(permitCategories).where(eq(permitCategories.name, name)).limit(1);
  if (!category) throw new Error(`no permit category named ${name}`);
  return category.id;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The owner's subscription as the billing provider left it: 'pro' is a paid period running for `days`
 * (30 unless told), 'trial' a Pro trial ending in `days`, 'canceled' a Pro subscription that has ended.
 */
export async function createSubscription(
  db: Database,
  userId: string,
  plan: 'pro' | 'trial' | 'canceled',
  overrides: Partial<typeof subscriptions.$inferInsert> & { days?: number } = {},
) {
  const { days = 30, ...values } = overrides;
  const end = new Date(Date.now() + days * DAY_MS);
  const [created] = await db
    .insert(subscriptions)
    .values({
      tier: plan === 'canceled' ? 'free' : 'pro',
      status: plan === 'trial' ? 'trialing' : plan === 'pro' ? 'active' : 'canceled',
      trialEnd: plan === 'trial' ? end : null,
      currentPeriodEnd: plan === 'canceled' ? new Date() : end,
      ...values,
      userId,
    })
    .returning();
  return created!;
}
