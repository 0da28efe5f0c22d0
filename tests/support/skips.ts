/**
 * Whether tests that need something this machine may lack run here. When they don't, it says so in one line,
 * what is skipped and why, so that a skip is never silent (console.info: console.error would fail the run,
 * docs/product/engineering.md#tests-and-ci). For `describe.runIf(…)` and `it.runIf(…)`.
 */
export function runsHere(condition: unknown, what: string, why: string): boolean {
  if (!condition) console.info(`Skipped here: ${what}, because ${why}.`);
  return Boolean(condition);
}

/** Tests that need PostgreSQL: `.ci/run` sets TEST_DATABASE_URL, a machine without it skips them. */
export const onPostgres = (what: string) =>
  runsHere(process.env.TEST_DATABASE_URL, what, 'TEST_DATABASE_URL is not set (no PostgreSQL to test on)');
