import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuspendedMember, subscriptionStatusAt } from '../../shared/domain/entitlements';
import { ROLES } from '../../shared/domain/roles';
import { member } from '../db/schema';
import { addMember, createSubscription, createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { sqlSuspendedMember } from './sql-suspended-member';
import { findSubscription, toStoredSubscription } from './subscription-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sqlSuspendedMember', () => {
  it('gives the same answer as isSuspendedMember for every role, on every kind of plan', async () => {
    const { db } = database;
    const at = new Date();
    const plans = [
      { plan: 'none' },
      { plan: 'pro' },
      { plan: 'trial' },
      { plan: 'canceled' },
      { plan: 'pro', status: 'past_due' },
      { plan: 'pro', status: 'none' },
      { plan: 'pro', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(at.getTime() - DAY_MS) },
      { plan: 'pro', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(at.getTime() + DAY_MS) },
    ] as const;

    const answers = [];
    for (const { plan, ...values } of plans) {
      const owner = await createUser(db);
      if (plan !== 'none') await createSubscription(db, owner.id, plan, values);
      const status = subscriptionStatusAt(
        toStoredSubscription(await findSubscription(db, owner.businessId)),
        at,
      );
      for (const role of ROLES) {
        const memberId =
          role === 'owner'
            ? owner.memberId
            : await addMember(db, { businessId: owner.businessId, userId: (await createUser(db)).id, role });
        const [row] = await db
          .select({ suspended: sql<boolean>`${sqlSuspendedMember('member', at)}` })
          .from(member)
          .where(eq(member.id, memberId));
        const expected = isSuspendedMember(role, status);
        answers.push({ plan, ...values, role, sql: row!.suspended, expected });
      }
    }
    expect(answers.filter((answer) => answer.sql !== answer.expected)).toEqual([]);
    // Both kinds of answer were asked for: owners never, other members on Free.
    expect(new Set(answers.map((answer) => answer.expected))).toEqual(new Set([true, false]));
  });
});
