import { connectPostgres, rowsOf } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { openReminderQueues, REQUEUE_PENDING_AFTER_MS, sweepAndQueue } from '@server/jobs/reminder-jobs';
import { createLogger } from '@server/lib/logger';
import { seedOwners } from './seed';
import { benchDatabaseUrl, seconds, timed, wipePostgres, type Section } from './support';

const OWNERS = 100_000;
const PERMITS_PER_OWNER = 10;
const FIRST_SWEEP_TARGET_MS = 10_000;

const countOf = async (connection: ReturnType<typeof connectPostgres>, text: string) => {
  const [row] = rowsOf<{ count: string }>(await connection.executeSql(text));
  return Number(row!.count);
};

/**
 * The reminder sweep at scale (docs/product/engineering.md#scale, docs/decisions/0008): 1,000,000 permits
 * across 100,000 owners on PostgreSQL, renewal dates spread from a month overdue to a year ahead. The
 * engine's own sweep and queueing (without its workers, so nothing is sent while we time), twice in a row.
 */
export async function benchReminders(): Promise<Section> {
  const section: Section = {
    id: 'reminders',
    title: 'Reminder sweep: 1,000,000 permits on PostgreSQL',
    rows: [],
    notes: [],
  };
  const url = benchDatabaseUrl();
  if (!url) {
    section.notes.push('Not measured: set BENCH_DATABASE_URL to a database whose name contains "bench".');
    return section;
  }
  await wipePostgres(url);
  const connection = connectPostgres(url);
  try {
    await migrateDatabase(connection);
    console.log(`Reminder benchmark: seeding ${OWNERS} owners × ${PERMITS_PER_OWNER} permits…`);
    const seeding = await timed(() =>
      seedOwners(connection, {
        owners: OWNERS,
        permitsPerOwner: PERMITS_PER_OWNER,
        renewal: { fromDays: -30, spanDays: 400 },
        proEvery: 10,
      }),
    );
    const logger = createLogger({ LOG_LEVEL: 'warn', isProduction: true, NODE_ENV: 'production' });
    const boss = await openReminderQueues(connection, logger);
    try {
      const sweep = (requeuePendingBefore: Date) => {
        const now = new Date();
        return timed(() => sweepAndQueue({ boss, db: connection.db, now, requeuePendingBefore }));
      };
      console.log('  first sweep…');
      const first = await sweep(new Date());
      const deliveries = await countOf(connection, 'select count(*) from reminder_deliveries');
      const jobs = await countOf(connection, 'select count(*) from pgboss.job');
      console.log('  repeated sweep…');
      const repeated = await sweep(new Date(Date.now() - REQUEUE_PENDING_AFTER_MS));
      const deliveriesAfter = await countOf(connection, 'select count(*) from reminder_deliveries');
      const jobsAfter = await countOf(connection, 'select count(*) from pgboss.job');

      section.rows.push(
        { measure: 'Seeding (set-based SQL)', value: seconds(seeding.ms) },
        {
          measure: 'First sweep: time',
          value: seconds(first.ms),
          target: `≤ ${FIRST_SWEEP_TARGET_MS / 1000} s`,
          met: first.ms <= FIRST_SWEEP_TARGET_MS,
        },
        {
          measure: 'First sweep: deliveries recorded / jobs queued',
          value: `${deliveries} / ${first.value} (${jobs} jobs in the queue)`,
        },
        { measure: 'Repeated sweep: time', value: seconds(repeated.ms) },
        {
          measure: 'Repeated sweep: deliveries recorded / jobs queued',
          value: `${deliveriesAfter - deliveries} / ${repeated.value} (${jobsAfter} jobs in the queue)`,
          target: '0 / 0',
          met: deliveriesAfter === deliveries && repeated.value === 0 && jobsAfter === jobs,
        },
      );
      section.notes.push(
        `${OWNERS} owners × ${PERMITS_PER_OWNER} permits, renewal dates from 30 days overdue to a year ahead; ` +
          'every 10th owner on Pro with text alerts, half with saved alert settings in four US time zones.',
        'Timed: `sweepAndQueue` from `src/server/jobs/reminder-jobs.ts`, the engine’s own sweep (one set-based ' +
          'INSERT … SELECT) and its job queueing (one statement per 5,000 jobs); the workers are not started.',
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  } finally {
    await connection.close();
  }
  return section;
}
