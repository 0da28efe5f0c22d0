/**
 * Allows `max` attempts per key within any `windowMs`. Kept in this process's memory: with several
 * instances each keeps its own count, so the real ceiling is `max` × instances — acceptable for what it
 * guards (a person pressing 'test' too often), and it needs no table.
 */
export function createSlidingWindowLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const attempts = new Map<string, number[]>();

  const sweep = (now: number) => {
    for (const [key, times] of attempts) {
      if (times.every((time) => time <= now - windowMs)) attempts.delete(key);
    }
  };

  return {
    /** Counts one attempt for `key`; false (and not counted) when the key has used up its window. */
    tryTake(key: string, now = Date.now()): boolean {
      if (attempts.size > 10_000) sweep(now);
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
      const allowed = recent.length < max;
      if (allowed) recent.push(now);
      attempts.set(key, recent);
      return allowed;
    },
  };
}

export type SlidingWindowLimiter = ReturnType<typeof createSlidingWindowLimiter>;
