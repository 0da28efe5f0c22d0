import {
  PERMIT_LIMIT_MESSAGE_TEMPLATE,
  permitLimitOf,
  remainingPermits,
} from '../../shared/domain/entitlements';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { countPermits } from './get-entitlements';
import { getSubscriptionStatus } from './get-subscription-status';

type Options = { db: DbOrTx; businessId: string; now?: Date };

/**
 * How many more permits the plan takes now (`left`) and its limit, both null for no limit; refused with
 * PERMIT_LIMIT_REACHED when none (docs/product/plans.md#permit-limit). A downgraded owner keeps every permit
 * but adds none until under the limit. Call inside the transaction that inserts the permits.
 */
export async function assertRoomForPermits(
  options: Options,
): Promise<{ left: number; limit: number } | { left: null; limit: null }> {
  const status = await getSubscriptionStatus(options);
  const limit = permitLimitOf(status);
  if (limit === null) return { left: null, limit: null };
  const left = remainingPermits(status, await countPermits(options.db, options.businessId)) ?? 0;
  if (left === 0) throw new AppError(403, 'PERMIT_LIMIT_REACHED', PERMIT_LIMIT_MESSAGE_TEMPLATE, { limit });
  return { left, limit };
}

/** The Free plan's limit is enforced by the server for one more permit (docs/product/plans.md#permit-limit). */
export async function assertCanAddPermit(options: Options) {
  await assertRoomForPermits(options);
}
