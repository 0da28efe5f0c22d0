import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../db/client';
import { sendReminders } from '../features/reminders/send-reminders';
import { sweepReminders } from '../features/reminders/sweep-reminders';
import type { Mailer } from '../integrations/mail/types';
import type { SmsSender } from '../integrations/sms/types';
import type { Logger } from '../lib/logger';

const QUEUES = { email: 'reminder-email', sms: 'reminder-sms' } as const;

type Deps = {
  connection: DatabaseConnection;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  appUrl: string;
  signingSecret: string;
  sweepSeconds: number;
  /** Tests move the clock; the app uses the real one. */
  now?: () => Date;
  pollingIntervalSeconds?: number;
};

/**
 * The reminder engine (issue 5 §4) on pg-boss, in the app's own database: a sweep at start-up and then
 * every `sweepSeconds` records due deliveries with set-based SQL and queues one job per owner and
 * channel; the jobs send digests with retries and back-off. Every instance sweeps; the unique delivery
 * key and the atomic claim make each reminder go out once however many instances run.
 */
export async function startReminderJobs(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.connection;
  // pg-boss runs on the app's own connection (PGlite or the pool). It only uses a `db` it believes is
  // its own and open, and must not close it: the app does.
  const sharedDb = Object.assign(new EventEmitter(), {
    events: {},
    _pgbdb: true,
    opened: true,
    executeSql: deps.connection.executeSql,
    open: async () => {},
    close: async () => {},
  });
  const boss = new PgBoss({ db: sharedDb as unknown as PgBoss.Db, schedule: false });
  boss.on('error', (error: unknown) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const [channel, queue] of Object.entries(QUEUES) as ['email' | 'sms', string][]) {
    await boss.createQueue(queue, {
      name: queue,
      // No per-owner singleton: a job of a process that died stays 'active' until it expires and must not
      // hold the owner's reminders back. A second job for the same owner finds the rows locked or sent.
      policy: 'standard',
      retryLimit: 6,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await boss.work<{ userId: string }>(
      queue,
      { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, batchSize: 20 },
      async (jobs) => {
        for (const job of jobs) {
          const result = await sendReminders({
            db,
            mailer: deps.mailer,
            sms: deps.sms,
            appUrl: deps.appUrl,
            signingSecret: deps.signingSecret,
            userId: job.data.userId,
            channel,
            now: now(),
          });
          if (result === 'failed')
            deps.logger.warn({ userId: job.data.userId, channel }, 'reminder delivery failed permanently');
        }
      },
    );
  }

  // Sweeps in this process run one after another; other instances may sweep at the same time, which is safe.
  let queue: Promise<unknown> = Promise.resolve();
  const sweep = (): Promise<number> => {
    const run = queue.then(async () => {
      const groups = await sweepReminders({ db, now: now() });
      for (const group of groups) {
        await boss.send(QUEUES[group.channel], { userId: group.userId });
      }
      return groups.length;
    });
    queue = run.catch(() => {});
    return run;
  };
  const sweepAndLog = () =>
    sweep().catch((error: unknown) => deps.logger.error({ err: error }, 'reminder sweep failed'));

  const timer = setInterval(() => void sweepAndLog(), deps.sweepSeconds * 1000);
  timer.unref();
  // The start-up sweep runs in the background: serving requests does not wait for it.
  void sweepAndLog();

  return {
    /** Runs a sweep now; answers how many owner/channel jobs it queued. */
    sweep,
    async stop() {
      clearInterval(timer);
      await queue;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

export type ReminderJobs = Awaited<ReturnType<typeof startReminderJobs>>;
