import { eq } from 'drizzle-orm';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '../../../shared/domain/subscription';
import { PLANS } from '../../../shared/domain/plans';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';

const PAYING_STATUSES = new Set(['trialing', 'active', 'past_due']);

/** The check-subscription answer (spec §7) from the stored subscription state; no row is Free. */
export async function getSubscriptionStatus({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row || row.tier === 'free' || !PAYING_STATUSES.has(row.status)) return FREE_SUBSCRIPTION;
  const isTrialing = row.status === 'trialing';
  const end = isTrialing ? (row.trialEnd ?? row.currentPeriodEnd) : row.currentPeriodEnd;
  return {
    subscribed: true,
    isTrialing,
    subscription_tier: PLANS.pro.name,
    subscription_end: end ? end.toISOString() : null,
  };
}
