import { and, count, eq, isNull } from 'drizzle-orm';
import type { Entitlements } from '../../shared/contracts/entitlements';
import {
  canAddPermit,
  canAddVehicle,
  canUseTextAlerts,
  permitLimitOf,
  planOf,
  vehicleLimitOf,
} from '../../shared/domain/entitlements';
import { can, type Role } from '../../shared/domain/roles';
import type { DbOrTx } from '../db/client';
import { organization, permits, vehicles } from '../db/schema';
import { getSubscriptionStatus } from './get-subscription-status';

/** How many permits an owner tracks: what the Free limit counts (docs/product/plans.md#permit-limit). */
export async function countPermits(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(permits).where(eq(permits.businessId, businessId));
  return row?.value ?? 0;
}

/** How many vehicles the business keeps apart, archived ones left out: what the Free limit counts. */
export async function countActiveVehicles(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(vehicles)
    .where(and(eq(vehicles.businessId, businessId), isNull(vehicles.archivedAt)));
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
  const vehicleCount = await countActiveVehicles(options.db, member.businessId);
  const [business] = await options.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, member.businessId));
  return {
    plan: planOf(status),
    permitLimit: permitLimitOf(status),
    permitCount,
    canAddPermit: canAddPermit(status, permitCount) && can(member.role, 'writePermits'),
    vehicleLimit: vehicleLimitOf(status),
    vehicleCount,
    canAddVehicle: canAddVehicle(status, vehicleCount) && can(member.role, 'writeVehicles'),
    canUseTextAlerts: canUseTextAlerts(status),
    role: member.role,
    businessName: business?.name ?? '',
  };
}
