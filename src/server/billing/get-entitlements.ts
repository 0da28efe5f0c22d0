import { count, eq } from 'drizzle-orm';
import type { Entitlements } from '../../shared/contracts/entitlements';
import { canAddPermit, canUseTextAlerts, permitLimitOf, planOf } from '../../shared/domain/entitlements';
import type { DbOrTx } from '../db/client';
import { permits } from '../db/schema';
import { getSubscriptionStatus } from './get-subscription-status';

/** How many permits an owner tracks: what the Free plan's limit counts (DESIGN §6.5). */
export async function countPermits(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(permits).where(eq(permits.userId, userId));
  return row?.value ?? 0;
}

/** What an owner may do now, from the stored subscription and their permits (shared/domain/entitlements). */
export async function getEntitlements(options: {
  db: DbOrTx;
  userId: string;
  now?: Date;
}): Promise<Entitlements> {
  const status = await getSubscriptionStatus(options);
  const permitCount = await countPermits(options.db, options.userId);
  return {
    plan: planOf(status),
    permitLimit: permitLimitOf(status),
    permitCount,
    canAddPermit: canAddPermit(status, permitCount),
    canUseTextAlerts: canUseTextAlerts(status),
  };
}
