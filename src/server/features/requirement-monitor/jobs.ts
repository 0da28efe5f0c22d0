import type PgBoss from 'pg-boss';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import type { MonitorSettings } from './check-pages';
import { runScheduledMonitor } from './run-monitor';
import type { Logger } from '../../lib/logger';

export const MONITOR_QUEUE = 'requirement-monitor';

type Deps = {
  boss: PgBoss;
  db: Database;
  catalog: () => Catalog;
  settings: MonitorSettings;
  logger: Logger;
  /** MONITOR_SCHEDULE_SECONDS: how often this instance asks for a run (a run fetches only what is due); 0: never. */
  everySeconds: number;
  pollingIntervalSeconds?: number;
};

/**
 * The requirement monitor's job (docs/decisions/0021) on the app's pg-boss: every instance queues a run at
 * start-up and every `everySeconds`; the 'stately' queue holds at most one waiting run, and the pages a run
 * claims are claimed in the database, so N instances fetch each page once. pg-boss retries a failed run.
 */
export async function startMonitorJobs(deps: Deps) {
  const { boss, db, logger } = deps;
  await boss.createQueue(MONITOR_QUEUE, {
    name: MONITOR_QUEUE,
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  await boss.work(MONITOR_QUEUE, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5 }, async () => {
    const run = await runScheduledMonitor({ db, catalog: deps.catalog(), settings: deps.settings });
    if (run.pageChanges > 0)
      logger.info(
        { pageChanges: run.pageChanges, requirementChanges: run.changes.length },
        'requirement monitor found changes',
      );
  });
  const queue = () =>
    boss.send(MONITOR_QUEUE, {}).catch((error: unknown) => {
      logger.error({ err: error }, 'could not queue a requirement monitor run');
      return null;
    });
  if (deps.everySeconds === 0) return { queue, stop() {} };
  const timer = setInterval(() => void queue(), deps.everySeconds * 1000);
  timer.unref();
  await queue();
  return {
    /** Queues a run now (tests; what the timer does). */
    queue,
    stop() {
      clearInterval(timer);
    },
  };
}
