import { count, eq } from 'drizzle-orm';
import { canAddPermit, PLANS } from '../../shared/domain/plans';
import { planOf } from '../../shared/domain/subscription';
import type { Database } from '../db/client';
import { permits } from '../db/schema';
import { AppError } from '../lib/errors';
import { getSubscriptionStatus } from './get-subscription-status';

export const PERMIT_LIMIT_MESSAGE = `The Free plan tracks up to ${PLANS.free.permitLimit} permits. Upgrade to Pro for unlimited permits and licenses.`;

/**
 * DESIGN §6.5: the Free plan's limit is enforced by the server. A downgraded owner keeps every
 * permit but adds none until under the limit. Call inside the transaction that inserts the permit.
 */
export async function assertCanAddPermit(options: { db: Database; userId: string; now?: Date }) {
  const status = await getSubscriptionStatus(options);
  const plan = planOf(status);
  if (PLANS[plan].permitLimit === null) return;
  const [row] = await options.db
    .select({ value: count() })
    .from(permits)
    .where(eq(permits.userId, options.userId));
  if (!canAddPermit(plan, row?.value ?? 0)) {
    throw new AppError(403, 'PERMIT_LIMIT_REACHED', PERMIT_LIMIT_MESSAGE);
  }
}
