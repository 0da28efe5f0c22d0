import { and, eq, sql } from 'drizzle-orm';
import { isLiveSubscriptionState } from '../../shared/domain/entitlements';
import { PLANS } from '../../shared/domain/plans';
import type { StoredSubscription, SubscriptionStateName } from '../../shared/domain/subscription';
import type { Database, DbOrTx } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { subscriptions } from '../db/schema';
import type { ProviderSubscription } from '../integrations/billing/types';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const subscriptionQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_subscription'),
);

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await subscriptionQuery(db).execute({ userId });
  return row;
}

export function toStoredSubscription(row: SubscriptionRow | undefined): StoredSubscription | undefined {
  if (!row) return undefined;
  return {
    tier: row.tier,
    status: row.status as SubscriptionStateName,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function findUserIdByCustomer(db: Database, provider: string, customerId: string) {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, customerId)))
    .limit(1);
  return row?.userId;
}

/** Remembers which provider customer an owner is, before any subscription state is known. */
export async function linkCustomer(options: {
  db: Database;
  userId: string;
  provider: string;
  customerId: string;
}) {
  await options.db
    .insert(subscriptions)
    .values({ userId: options.userId, provider: options.provider, providerCustomerId: options.customerId })
    .onConflictDoUpdate({
      target: subscriptions.userId,
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
  userId: string;
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
  // A subscription with a trial uses up the owner's one trial (docs/decisions/0005), for good.
  const hadTrial = state.status === 'trialing' || state.trialEnd !== null;
  await options.db
    .insert(subscriptions)
    .values({ userId: options.userId, ...values, trialUsedAt: hadTrial ? options.observedAt : null })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        ...values,
        ...(hadTrial && {
          trialUsedAt: sql`coalesce(${subscriptions.trialUsedAt}, ${options.observedAt.toISOString()})`,
        }),
      },
      setWhere: sql`${subscriptions.providerSyncedAt} is null or ${subscriptions.providerSyncedAt} <= ${options.observedAt.toISOString()}`,
    });
}
