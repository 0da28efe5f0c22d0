import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitAttempts } from '../db/schema';

/**
 * Allows `max` attempts per key within any `windowMs`, counted in the database so that every instance on
 * one PostgreSQL shares the limit (README 'Operating it', docs/decisions/0011). A refused attempt is not
 * counted. better-auth keeps the limits of its own routes in its `rate_limit` table the same way.
 */
export function createSlidingWindowLimiter(options: {
  db: Database;
  /** Names the limit in the table's keys ('test-sms'); each limit needs its own. */
  name: string;
  max: number;
  windowMs: number;
}) {
  const { db, name, max, windowMs } = options;
  const attempts = rateLimitAttempts.attempts;
  let lastCleanUp = 0;

  return {
    /** Counts one attempt for `key`; false (and not counted) when the key has used up its window. */
    async tryTake(key: string, now = Date.now()): Promise<boolean> {
      // Attempts that have left the window; the row lock of the upsert makes count-and-add one step.
      const recent = sql`array(select made from unnest(${attempts}) as made where made > ${now - windowMs}::bigint)`;
      const counted = await db
        .insert(rateLimitAttempts)
        .values({ key: `${name}:${key}`, attempts: [now], expiresAt: now + windowMs })
        .onConflictDoUpdate({
          target: rateLimitAttempts.key,
          set: {
            attempts: sql`${recent} || ${now}::bigint`,
            expiresAt: sql`${now + windowMs}::bigint`,
          },
          setWhere: sql`cardinality(${recent}) < ${max}`,
        })
        .returning({ key: rateLimitAttempts.key });
      if (now - lastCleanUp >= windowMs) {
        lastCleanUp = now;
        await db.delete(rateLimitAttempts).where(lt(rateLimitAttempts.expiresAt, now));
      }
      return counted.length > 0;
    },
  };
}

export type SlidingWindowLimiter = ReturnType<typeof createSlidingWindowLimiter>;
