import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { rateLimitAttempts } from '../db/schema';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2030, 0, 1, 9);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const limiterOf = (name: string) =>
  createSlidingWindowLimiter({ db: database.db, name, max: 3, windowMs: HOUR });

async function attempts(take: (now: number) => Promise<boolean>, times: number[]) {
  const results: boolean[] = [];
  for (const time of times) results.push(await take(time));
  return results;
}

describe('the sliding-window limiter', () => {
  it('allows max attempts within any window and frees one as the oldest leaves it', async () => {
    const limiter = limiterOf('window');
    const results = await attempts(
      (now) => limiter.tryTake('owner', now),
      [START, START + 10, START + 20, START + 30, START + HOUR - 1, START + HOUR, START + HOUR + 1],
    );
    expect(results).toEqual([true, true, true, false, false, true, false]);
  });

  it('does not count a refused attempt', async () => {
    const limiter = limiterOf('refused');
    const times = [
      START,
      START + 1,
      START + 2,
      ...Array.from({ length: 5 }, (_, index) => START + 100 + index),
    ];
    await attempts((now) => limiter.tryTake('owner', now), times);
    // Only the first three were counted, so the second leaves the window one hour after it was made.
    expect(await limiter.tryTake('owner', START + HOUR + 1)).toBe(true);
    expect(await limiter.tryTake('owner', START + HOUR + 1)).toBe(true);
    expect(await limiter.tryTake('owner', START + HOUR + 1)).toBe(false);
  });

  it('keeps keys and limits apart, also across limiter objects (as across instances)', async () => {
    const first = limiterOf('shared');
    const second = limiterOf('shared');
    expect(
      await attempts(
        (now) => (now % 2 ? first : second).tryTake('owner', now),
        [START, START + 1, START + 2],
      ),
    ).toEqual([true, true, true]);
    expect(await second.tryTake('owner', START + 3)).toBe(false);
    expect(await first.tryTake('another owner', START + 3)).toBe(true);
    expect(await limiterOf('other limit').tryTake('owner', START + 3)).toBe(true);
  });

  it('answers each of many simultaneous attempts once, allowing exactly max', async () => {
    const limiter = limiterOf('simultaneous');
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.tryTake('owner', START)));
    expect(results.filter(Boolean)).toHaveLength(3);
  });

  it('deletes the rows whose window has passed', async () => {
    const limiter = limiterOf('clean-up');
    await limiter.tryTake('old', START);
    await limiter.tryTake('new', START + 2 * HOUR);
    const keys = (await database.db.select({ key: rateLimitAttempts.key }).from(rateLimitAttempts)).map(
      (row) => row.key,
    );
    expect(keys).toContain('clean-up:new');
    expect(keys).not.toContain('clean-up:old');
  });
});
