import { count, eq } from 'drizzle-orm';
import type { Entitlements } from '../../shared/contracts/entitlements';
import { canAddPermit, canUseTextAlerts, permitLimitOf, planOf } from '../../shared/domain/entitlements';
import { can, type Role } from '../../shared/domain/roles';
import type { DbOrTx } from '../db/client';
import { organization, permits } from '../db/schema';
import { getSubscriptionStatus } from './get-subscription-status';

/** How many permits an owner tracks: what the Free limit counts (docs/product/plans.md#permit-limit). */
export async function countPermits(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(permits).where(eq(permits.businessId, businessId));
  return row?.value ?? 0;
}

/**
 * What a member may do now, from the business's stored subscription and permits (shared/domain/entitlements)
 * and their role (shared/domain/roles). Adding a permit needs a role that writes permits, too.
 */
export async function getEntitlements(options: {
  db: DbOrTx;
  member: { businessId: string; role: Role };
  now?: Date;
}): Promise<Entitlements> {
  const { member } = options;
  const status = await getSubscriptionStatus({
    db: options.db,
    businessId: member.businessId,
    now: options.now,
  });
  const permitCount = await countPermits(options.db, member.businessId);
  const [business] = await options.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, member.businessId));
  return {
    plan: planOf(status),
    permitLimit: permitLimitOf(status),
    permitCount,
    canAddPermit: canAddPermit(status, permitCount) && can(member.role, 'writePermits'),
    canUseTextAlerts: canUseTextAlerts(status),
    role: member.role,
    businessName: business?.name ?? '',
  };
}
