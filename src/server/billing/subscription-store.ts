import { and, eq, sql } from 'drizzle-orm';
import { isLiveSubscriptionState } from '../../shared/domain/entitlements';
import { PLANS } from '../../shared/domain/plans';
import type { StoredSubscription, SubscriptionStateName } from '../../shared/domain/subscription';
import type { Database, DbOrTx } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { subscriptions } from '../db/schema';
import type { ProviderSubscription } from './providers/types';
import { changedFields, recordActivity } from '../activity/record-activity';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const subscriptionQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, sql.placeholder('businessId')))
    .limit(1)
    .prepare('find_subscription'),
);

export async function findSubscription(db: DbOrTx, businessId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await subscriptionQuery(db).execute({ businessId });
  return row;
}

/**
 * The columns a plan is worked out from (toStoredSubscription): what a query that only needs the plan selects, as
 * the session lookup on every fresh request does, rather than the whole row with its provider's ids.
 */
export const storedSubscriptionColumns = {
  tier: subscriptions.tier,
  status: subscriptions.status,
  trialEnd: subscriptions.trialEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
};

export function toStoredSubscription(
  row: Pick<SubscriptionRow, keyof typeof storedSubscriptionColumns> | undefined,
): StoredSubscription | undefined {
  if (!row) return undefined;
  return {
    tier: row.tier,
    status: row.status as SubscriptionStateName,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function findBusinessIdByCustomer(db: Database, provider: string, customerId: string) {
  const [row] = await db
    .select({ businessId: subscriptions.businessId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, customerId)))
    .limit(1);
  return row?.businessId;
}

/** Remembers which provider customer an owner is, before any subscription state is known. */
export async function linkCustomer(options: {
  db: Database;
  businessId: string;
  provider: string;
  customerId: string;
}) {
  await options.db
    .insert(subscriptions)
    .values({
      businessId: options.businessId,
      provider: options.provider,
      providerCustomerId: options.customerId,
    })
    .onConflictDoUpdate({
      target: subscriptions.businessId,
      set: { provider: options.provider, providerCustomerId: options.customerId },
    });
}

/**
 * Stores the provider's view of a subscription: the one way a stored state changes, whatever the provider.
 * An observation older than the stored one changes nothing, so events delivered out of order cannot roll the
 * state back.
 */
export async function saveProviderSubscription(options: {
  db: Database;
  businessId: string;
  provider: string;
  state: ProviderSubscription;
  observedAt: Date;
}) {
  const { state } = options;
  const values = {
    tier: isLiveSubscriptionState(state.status) ? PLANS.pro.id : PLANS.free.id,
    status: state.status,
    trialEnd: state.trialEnd,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    provider: options.provider,
    providerCustomerId: state.customerId,
    providerSubscriptionId: state.subscriptionId,
    providerSyncedAt: options.observedAt,
  };
  // A subscription with a trial uses up the business's one trial (docs/decisions/0005), for good.
  const hadTrial = state.status === 'trialing' || state.trialEnd !== null;
  await options.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ tier: subscriptions.tier, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.businessId, options.businessId))
      .for('update');
    const saved = await tx
      .insert(subscriptions)
      .values({
        businessId: options.businessId,
        ...values,
        trialUsedAt: hadTrial ? options.observedAt : null,
      })
      .onConflictDoUpdate({
        target: subscriptions.businessId,
        set: {
          ...values,
          ...(hadTrial && {
            trialUsedAt: sql`coalesce(${subscriptions.trialUsedAt}, ${options.observedAt.toISOString()})`,
          }),
        },
        setWhere: sql`${subscriptions.providerSyncedAt} is null or ${subscriptions.providerSyncedAt} <= ${options.observedAt.toISOString()}`,
      })
      .returning({ tier: subscriptions.tier, status: subscriptions.status });
    // The activity log records each change of plan or subscription state, by the provider (no member).
    const after = saved[0];
    if (!after) return;
    const changes = changedFields(before ?? { tier: PLANS.free.id, status: 'none' }, after, [
      'tier',
      'status',
    ]);
    if (changes.length > 0)
      await recordActivity(tx, {
        businessId: options.businessId,
        actor: null,
        action: 'plan.changed',
        changes,
      });
  });
}
