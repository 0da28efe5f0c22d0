import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { deleteQueuedDocuments } from '../integrations/documents/document-deletions';
import { ORPHAN_AFTER_MS, sweepOrphanDocuments } from '../integrations/documents/sweep-orphan-documents';
import type { DocumentStore } from '../integrations/documents/types';
import type { Logger } from '../lib/logger';

export const DOCUMENT_QUEUES = { deletions: 'document-deletions', orphans: 'document-orphans' } as const;

/** Queued removals are retried this often at the latest, whatever pg-boss's back-off has reached. */
const DELETIONS_EVERY_SECONDS = 5 * 60;
const ORPHANS_EVERY_SECONDS = 60 * 60;

type Deps = {
  boss: PgBoss;
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  /** Tests move the clock; the app uses the real one. */
  now?: () => Date;
  pollingIntervalSeconds?: number;
};

/**
 * The document jobs (docs/decisions/0015) on the app's pg-boss: one drains `document_deletions`, failing
 * while any removal fails so that pg-boss retries it with back-off; one sweeps orphans. Every instance
 * queues both at start-up and then on a timer; 'stately' queues hold at most one waiting job each, so N
 * instances do not pile up N sweeps.
 */
export async function startDocumentJobs(deps: Deps) {
  const { boss, db, documents, logger } = deps;
  const now = deps.now ?? (() => new Date());
  for (const name of Object.values(DOCUMENT_QUEUES)) {
    await boss.createQueue(name, {
      name,
      policy: 'stately',
      retryLimit: 20,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 30 * 60,
      expireInSeconds: 15 * 60,
    });
  }
  const polling = { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5 };

  await boss.work(DOCUMENT_QUEUES.deletions, polling, async () => {
    const { deleted, failed } = await deleteQueuedDocuments({ db, documents, logger });
    if (deleted > 0) logger.info({ deleted }, 'removed documents no longer referenced');
    if (failed > 0) throw new Error(`${failed} document removal(s) failed; pg-boss retries them`);
  });
  await boss.work(DOCUMENT_QUEUES.orphans, polling, async () => {
    const swept = await sweepOrphanDocuments({
      db,
      documents,
      before: new Date(now().getTime() - ORPHAN_AFTER_MS),
    });
    if (swept.orphans + swept.unfinished > 0) logger.info(swept, 'removed orphan and unfinished documents');
  });

  const queue = (name: string) =>
    boss.send(name, {}).catch((error: unknown) => {
      logger.error({ err: error, queue: name }, 'could not queue a document job');
      return null;
    });
  const timers = [
    setInterval(() => void queue(DOCUMENT_QUEUES.deletions), DELETIONS_EVERY_SECONDS * 1000),
    setInterval(() => void queue(DOCUMENT_QUEUES.orphans), ORPHANS_EVERY_SECONDS * 1000),
  ];
  for (const timer of timers) timer.unref();
  await queue(DOCUMENT_QUEUES.deletions);
  await queue(DOCUMENT_QUEUES.orphans);

  return {
    /** Queues a run of one of the jobs now (tests; what the timers do). */
    queue,
    /** Stops the timers; the workers stop with pg-boss (reminder-jobs.ts). */
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

export type DocumentJobs = Awaited<ReturnType<typeof startDocumentJobs>>;
