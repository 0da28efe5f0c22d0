import { canAddPermit, PERMIT_LIMIT_MESSAGE_TEMPLATE, permitLimitOf } from '../../shared/domain/entitlements';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { countPermits } from './get-entitlements';
import { getSubscriptionStatus } from './get-subscription-status';

/**
 * The Free plan's limit is enforced by the server (docs/product/plans.md#permit-limit). A downgraded owner
 * keeps every permit but adds none until under the limit. Call inside the transaction that inserts the
 * permit.
 */
export async function assertCanAddPermit(options: { db: DbOrTx; businessId: string; now?: Date }) {
  const status = await getSubscriptionStatus(options);
  const limit = permitLimitOf(status);
  if (limit === null) return;
  if (!canAddPermit(status, await countPermits(options.db, options.businessId))) {
    throw new AppError(403, 'PERMIT_LIMIT_REACHED', PERMIT_LIMIT_MESSAGE_TEMPLATE, { limit });
  }
}
