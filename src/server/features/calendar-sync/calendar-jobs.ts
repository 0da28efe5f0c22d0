import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { calendarIntegrations } from '../../db/schema';
import type { GoogleCalendarSync } from './google-calendar-sync';
import { syncCalendar, type CalendarSyncDeps } from './sync-calendar';
import type { CalendarSyncRequest } from './sync-queue';

export const CALENDAR_QUEUE = 'google-calendar-sync';
/** Each calendar is read back and repaired once a day (docs/decisions/0023). */
const FULL_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;
const FULL_SYNC_CHECK_SECONDS = 60 * 60;
/** Calendars synced at once by one instance. */
const WORKERS = 3;

type Deps = Omit<CalendarSyncDeps, 'provider' | 'cipher' | 'deadlines'> & {
  boss: PgBoss;
  sync: GoogleCalendarSync;
  pollingIntervalSeconds?: number;
  now?: () => Date;
};

/**
 * Google Calendar sync on the app's pg-boss (docs/decisions/0023). Each calendar has at most one sync waiting
 * and one running (a 'stately' queue keyed by the connection, a delta and a full sync apart), so a burst of
 * permit edits becomes one sync. A failed sync (Google down past the client's own retries) is retried by
 * pg-boss with back-off. Every instance checks hourly for calendars due their daily full sync.
 */
export async function startCalendarJobs(deps: Deps) {
  const { boss, db, sync, logger } = deps;
  const now = deps.now ?? (() => new Date());
  await boss.createQueue(CALENDAR_QUEUE, {
    name: CALENDAR_QUEUE,
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 30 * 60,
  });
  const syncDeps: CalendarSyncDeps = {
    ...deps,
    provider: sync.provider,
    cipher: sync.cipher,
    deadlines: sync.deadlines,
  };
  for (let i = 0; i < WORKERS; i++) {
    await boss.work<CalendarSyncRequest>(
      CALENDAR_QUEUE,
      { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        let outcome;
        try {
          outcome = await syncCalendar(syncDeps, job.data);
        } catch (error) {
          // pg-boss keeps the error with the job: only what may be kept of it, never the request.
          const failure = sync.provider.failureOf(error);
          logger.warn({ integrationId: job.data.integrationId, google: failure }, 'a calendar sync failed');
          // eslint-disable-next-line preserve-caught-error -- the cause holds the request's secrets
          throw new Error(`calendar sync failed: ${failure.status ?? ''} ${failure.message}`.trim());
        }
        if (outcome.kind === 'reconnect-needed')
          logger.info({ integrationId: job.data.integrationId }, 'Google refused a calendar grant');
      },
    );
  }
  sync.queue.attach(async (request) => {
    await boss.send(CALENDAR_QUEUE, request, {
      singletonKey: `${request.integrationId}:${request.full ? 'full' : 'delta'}`,
    });
  });

  const queueDueFullSyncs = async () => {
    const due = await db
      .select({ id: calendarIntegrations.id })
      .from(calendarIntegrations)
      .where(
        and(
          eq(calendarIntegrations.status, 'connected'),
          or(
            isNull(calendarIntegrations.lastFullSyncAt),
            lt(calendarIntegrations.lastFullSyncAt, new Date(now().getTime() - FULL_SYNC_EVERY_MS)),
          ),
        ),
      );
    for (const { id } of due) await sync.queue.send({ integrationId: id, full: true });
  };
  const check = () =>
    void queueDueFullSyncs().catch((error: unknown) =>
      logger.error({ err: error }, 'could not queue the daily calendar syncs'),
    );
  const timer = setInterval(check, FULL_SYNC_CHECK_SECONDS * 1000);
  timer.unref();
  check();
  return {
    /** Queues the full syncs that are due now (tests; what the timer does). */
    queueDueFullSyncs,
    stop() {
      clearInterval(timer);
    },
  };
}
