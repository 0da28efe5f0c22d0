import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import { loadCatalog } from '../catalog/catalog';
import type { DatabaseConnection } from '../db/client';
import { eventDeadlineSource } from '../features/events/event-deadlines';
import { sendDeadlineReminders } from '../features/reminders/send-deadline-reminders';
import { MAX_ATTEMPTS } from '../features/reminders/deliver-digest';
import { sendReminders } from '../features/reminders/send-reminders';
import { sweepDeadlineReminders } from '../features/reminders/sweep-deadline-reminders';
import { sweepReminders } from '../features/reminders/sweep-reminders';
import type { Mailer } from '../integrations/mail/types';
import type { SmsSender } from '../integrations/sms/types';
import type { DeadlineSource } from '../lib/deadlines';
import type { Logger } from '../lib/logger';

const QUEUES = { email: 'reminder-email', sms: 'reminder-sms' } as const;
/** How often pg-boss looks for expired jobs to retry; its own default for the monitor is once a minute. */
const SUPERVISE_SECONDS = 15;
/**
 * Far longer than a job's retries take: each retry waits about 30 s (pg-boss adds 2^n s of back-off) and a
 * job of a dead process expires after 2 minutes.
 */
export const REQUEUE_PENDING_AFTER_MS = 45 * 60 * 1000;
const QUEUE_BATCH = 5000;

type Deps = {
  connection: DatabaseConnection;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  appUrl: string;
  signingSecret: string;
  sweepSeconds: number;
  /** SMS_ALLOWED_COUNTRIES. */
  allowedSmsCountries: readonly string[];
  /** Tests move the clock; the app uses the real one. */
  now?: () => Date;
  /** The deadlines that are no renewal; the events' on the repository's catalog unless told. */
  deadlines?: DeadlineSource;
  pollingIntervalSeconds?: number;
};

const defaultDeadlines = () => eventDeadlineSource(() => loadCatalog());

/**
 * pg-boss on the app's own connection (PGlite or the pool), with the two reminder queues. It only uses a
 * `db` it believes is its own and open, and must not close it: the app does.
 */
export async function openReminderQueues(connection: DatabaseConnection, logger: Logger) {
  const sharedDb = Object.assign(new EventEmitter(), {
    events: {},
    _pgbdb: true,
    opened: true,
    executeSql: connection.executeSql,
    open: async () => {},
    close: async () => {},
  });
  const boss = new PgBoss({
    db: sharedDb as unknown as PgBoss.Db,
    schedule: false,
    // pg-boss 11.0.0 never defaults this and runs its queue supervision every millisecond without it
    // (setInterval with NaN): thousands of statements a second on an idle server (docs/decisions/0008).
    superviseIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    await boss.createQueue(queue, {
      name: queue,
      // No per-owner singleton: a job of a process that died stays 'active' until it expires and must not
      // hold the owner's reminders back. A second job for the same owner finds the rows locked or sent.
      policy: 'standard',
      // MAX_ATTEMPTS counts sends; pg-boss counts retries after the first run. The last attempt records the
      // rows as failed and completes the job instead of throwing, so no retry is left over.
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
  }
  return boss;
}

/**
 * One sweep (sweep-reminders.ts, and sweep-deadline-reminders.ts for the deadlines that are no renewal) and its
 * jobs, one per owner and channel whatever is due for them, queued in batches of one statement each rather than
 * one statement per owner. Answers how many jobs it queued.
 */
export async function sweepAndQueue(options: {
  boss: PgBoss;
  db: DatabaseConnection['db'];
  now: Date;
  requeuePendingBefore: Date;
  deadlines?: DeadlineSource;
}) {
  const deadlines = options.deadlines ?? defaultDeadlines();
  const found = [
    ...(await sweepReminders(options)),
    ...(await sweepDeadlineReminders({ ...options, deadlines })),
  ];
  const groups = [...new Map(found.map((group) => [`${group.memberId}|${group.channel}`, group])).values()];
  for (const [channel, name] of Object.entries(QUEUES) as ['email' | 'sms', string][]) {
    const jobs = groups
      .filter((group) => group.channel === channel)
      .map((group) => ({ name, data: { memberId: group.memberId } }) as PgBoss.JobInsert);
    for (let i = 0; i < jobs.length; i += QUEUE_BATCH) {
      await options.boss.insert(name, jobs.slice(i, i + QUEUE_BATCH));
    }
  }
  return groups.length;
}

/**
 * The reminder engine (docs/decisions/0007) on pg-boss, in the app's own database: a sweep at start-up and
 * then every `sweepSeconds` records due deliveries with set-based SQL and queues one job per owner and
 * channel; the jobs send digests with retries and back-off. Every instance sweeps; the unique delivery
 * key and the atomic claim make each reminder go out once however many instances run.
 */
export async function startReminderJobs(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const deadlines = deps.deadlines ?? defaultDeadlines();
  const { db } = deps.connection;
  const boss = await openReminderQueues(deps.connection, deps.logger);

  for (const [channel, queue] of Object.entries(QUEUES) as ['email' | 'sms', string][]) {
    await boss.work<{ memberId: string }>(
      queue,
      { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, batchSize: 20 },
      async (jobs) => {
        for (const job of jobs) {
          // A job queued before reminders went to members named a user; the next sweep re-queues its deliveries.
          if (typeof job.data.memberId !== 'string') continue;
          const send = {
            db,
            mailer: deps.mailer,
            sms: deps.sms,
            appUrl: deps.appUrl,
            signingSecret: deps.signingSecret,
            memberId: job.data.memberId,
            channel,
            allowedSmsCountries: deps.allowedSmsCountries,
            now: now(),
            deadlines,
          };
          // The permits' digest, then the deadlines' (docs/product/events.md#deadlines); a retry finds the
          // one already sent marked so, and sends only what is left.
          const results = [await sendReminders(send), await sendDeadlineReminders(send)];
          const result = results.includes('failed') ? 'failed' : results[0];
          if (result === 'failed')
            deps.logger.warn(
              { memberId: job.data.memberId, channel },
              'reminder delivery failed permanently',
            );
        }
      },
    );
  }

  // Sweeps in this process run one after another; other instances may sweep at the same time, which is safe.
  let queue: Promise<unknown> = Promise.resolve();
  // The first sweep of a process also re-queues every pending delivery: a job of a process that died is
  // picked up at once. Later sweeps re-queue only deliveries pending for longer than a job's retries take.
  let started = false;
  const sweep = (): Promise<number> => {
    const run = queue.then(async () => {
      const at = now();
      const requeuePendingBefore = started ? new Date(at.getTime() - REQUEUE_PENDING_AFTER_MS) : at;
      started = true;
      return sweepAndQueue({ boss, db, now: at, requeuePendingBefore, deadlines });
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
    /** The queue the app's other jobs share (jobs/document-jobs.ts). */
    boss,
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
