import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermit, createSubscription, createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { AppError } from '../lib/errors';
import { assertCanAddPermit } from './assert-can-add-permit';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function ownerWithPermits(count: number, plan?: 'pro' | 'canceled') {
  const owner = await createUser(database.db);
  for (let index = 0; index < count; index++) {
    await createPermit(database.db, owner.id, { name: `Permit ${index + 1}` });
  }
  if (plan) await createSubscription(database.db, owner.id, plan);
  return owner;
}

const attempt = (businessId: string) => assertCanAddPermit({ db: database.db, businessId });

describe('the Free plan permit limit', () => {
  it('allows the third permit and refuses the fourth with PERMIT_LIMIT_REACHED', async () => {
    await expect(attempt((await ownerWithPermits(2)).businessId)).resolves.toBeUndefined();
    const error = await attempt((await ownerWithPermits(3)).businessId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 403, code: 'PERMIT_LIMIT_REACHED' });
  });

  it('sets no limit on Pro', async () => {
    await expect(attempt((await ownerWithPermits(12, 'pro')).businessId)).resolves.toBeUndefined();
  });

  it('lets a downgraded owner keep their permits but add none until under the limit', async () => {
    await expect(attempt((await ownerWithPermits(5, 'canceled')).businessId)).rejects.toMatchObject({
      code: 'PERMIT_LIMIT_REACHED',
    });
    await expect(attempt((await ownerWithPermits(2, 'canceled')).businessId)).resolves.toBeUndefined();
  });
});
