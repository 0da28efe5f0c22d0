import { afterEach, beforeEach, vi } from 'vitest';

// console.error fails a test, as in the Epic Stack (docs/product/engineering.md#tests-and-ci).
let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  spy?.mockRestore();
});
