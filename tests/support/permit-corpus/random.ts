/**
 * A seeded random source (mulberry32): the corpus and its damage come out the same on every run, so that two
 * runs of the scan benchmark read the same documents and their figures compare.
 */
export type Random = {
  /** In [0, 1). */
  next: () => number;
  /** In [min, max). */
  between: (min: number, max: number) => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` random digits. */
  digits: (count: number) => string;
};

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}

/** A seed from a text: each document's own, whatever order the corpus is built in. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
