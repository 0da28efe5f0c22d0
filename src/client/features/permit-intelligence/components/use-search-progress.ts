import { useEffect, useRef, useState } from 'react';

/**
 * The bar rises by 10 every 200 ms and waits at 90 for the answer
 * (docs/product/intelligence.md#requirement-search).
 */
const STEP = 10;
const STEP_MS = 200;
const HELD_AT = 90;

/** The requirement search's progress: null while no search has run, 0 to 100 otherwise. */
export function useSearchProgress() {
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = () => {
    clearInterval(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stop, []);

  return {
    value,
    start: () => {
      stop();
      setValue(0);
      timer.current = setInterval(
        () => setValue((current) => Math.min((current ?? 0) + STEP, HELD_AT)),
        STEP_MS,
      );
    },
    /** The answer is in: the bar completes now, not after a fixed time. */
    finish: () => {
      stop();
      setValue(100);
    },
    reset: () => {
      stop();
      setValue(null);
    },
  };
}
