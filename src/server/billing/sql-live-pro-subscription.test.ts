import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionStatusAt } from '../../shared/domain/entitlements';
import { SUBSCRIPTION_STATE_NAMES } from '../../shared/domain/subscription-states';
import { subscriptions } from '../db/schema';
import { createSubscription, createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { sqlLiveProSubscription } from './sql-live-pro-subscription';
import { toStoredSubscription } from './subscription-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sqlLiveProSubscription', () => {
  it('gives the same answer as subscriptionStatusAt for every state, tier and period end', async () => {
    const { db } = database;
    const at = new Date();
    const cases = [
      ...SUBSCRIPTION_STATE_NAMES.map((status) => ({ status })),
      { status: 'active', tier: 'free' },
      { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(at.getTime() + DAY_MS) },
      { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: at },
      { status: 'past_due', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(at.getTime() - DAY_MS) },
      { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: null },
      { status: 'trialing', trialEnd: new Date(at.getTime() - DAY_MS) },
    ] as const;

    for (const values of cases) {
      const owner = await createUser(db);
      await createSubscription(db, owner.id, 'pro', values);
      const [row] = await db
        .select({ row: subscriptions, live: sql<boolean>`${sqlLiveProSubscription('subscriptions', at)}` })
        .from(subscriptions)
        .where(eq(subscriptions.businessId, owner.businessId));
      const expected = subscriptionStatusAt(toStoredSubscription(row!.row), at).subscribed;
      expect({ ...values, live: row!.live }).toEqual({ ...values, live: expected });
    }
  });
});
