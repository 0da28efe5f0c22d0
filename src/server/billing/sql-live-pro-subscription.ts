import { sql } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATES } from '../../shared/domain/entitlements';
import { PLANS } from '../../shared/domain/plans';

/**
 * `subscriptionStatusAt(row, at).subscribed` (shared/domain/entitlements) as a condition on the
 * `subscriptions` row aliased `alias`, for statements that decide for many owners at once (the reminder
 * sweep). A period without an end does not end a cancellation, as in the TypeScript rule.
 */
export function sqlLiveProSubscription(alias: string, at: Date) {
  const row = sql.identifier(alias);
  const live = sql.join(
    LIVE_SUBSCRIPTION_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const periodOver = sql`${row}.current_period_end <= ${at.toISOString()}::timestamptz`;
  return sql`(${row}.tier = ${PLANS.pro.id} and ${row}.status in (${live})
    and not coalesce(${row}.cancel_at_period_end and ${periodOver}, false))`;
}
