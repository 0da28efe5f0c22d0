import { sql } from 'drizzle-orm';
import { rolesThatCan } from '../../shared/domain/roles';
import { sqlLiveProSubscription } from './sql-live-pro-subscription';

/**
 * `isSuspendedMember(role, status)` (shared/domain/entitlements.ts) as a condition on the `member` row
 * aliased `alias`, for statements that decide for many members at once (the reminder sweep, the calendar
 * feed): a member whose role does not own the business, while the business has no live Pro subscription at
 * `at` (docs/decisions/0018). sql-suspended-member.test.ts holds the two to the same answers.
 */
export function sqlSuspendedMember(alias: string, at: Date) {
  const row = sql.identifier(alias);
  const owners = sql.join(
    rolesThatCan('ownBusiness').map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`(${row}.role not in (${owners}) and not exists (
    select 1 from subscriptions pro_subscription
    where pro_subscription.business_id = ${row}.organization_id
      and ${sqlLiveProSubscription('pro_subscription', at)}
  ))`;
}
