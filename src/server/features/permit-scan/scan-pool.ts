import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';
import type { ScanAnswer, ScanTask } from './scan-task';

/**
 * The scan pool (docs/decisions/0035): scans run in worker threads, never on the thread that answers requests,
 * at most `threads` at once per instance; a few more wait in a short queue, and beyond it the route answers
 * 503 BUSY. Its threads start with the first scan, so an instance that never scans holds none of their memory.
 */

export type ScanPoolOptions = {
  threads: number;
  /** Scans that may wait for a thread. */
  maxQueue: number;
  /** A scan's whole time, waiting included; its thread is ended past it (a PDF bomb's slow parse). */
  timeoutMs: number;
  /** The thread's module: the scan (scan-thread.ts) unless a test gives its own. */
  filename?: string;
  workerData?: unknown;
};

export const SCAN_POOL: ScanPoolOptions = { threads: 2, maxQueue: 2, timeoutMs: 30_000 };

/** A thread's heap: a document that would take more (a bomb) ends its thread, not the server. */
const THREAD_HEAP_MB = 512;

export class ScanPoolBusyError extends Error {}
export class ScanTimedOutError extends Error {}

/**
 * From the sources, an entry that loads the TypeScript through tsx; from the bundle (dist/server/main.mjs or
 * one of its chunks in dist/server/chunks), the thread bundled beside main.mjs (scripts/build-server.mjs).
 */
function threadModule(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return path.join(path.dirname(here), 'scan-thread.mjs');
  const folder = path.dirname(here);
  return path.join(path.basename(folder) === 'chunks' ? path.dirname(folder) : folder, 'scan-thread.mjs');
}

/** How long a scan thread waits for the next scan before it ends (docs/decisions/0035). */
const THREAD_IDLE_MS = 60_000;

export function createScanPool(options: ScanPoolOptions = SCAN_POOL) {
  let pool: Promise<Piscina> | undefined;
  // Scans running or waiting, counted here: piscina's `maxQueue` does not count a task that carries an
  // AbortSignal (it waits in another queue of piscina's), and every scan carries its timeout's.
  let taken = 0;
  const start = async () => {
    const { Piscina } = await import('piscina');
    return new Piscina({
      filename: options.filename ?? threadModule(),
      // A thread, its OCR worker and their memory (some 100 MB each) go after a minute without a scan, and
      // the next scan starts one again (about 1.3 s): most instances scan a few permits a day, not all day.
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: THREAD_IDLE_MS,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      workerData: options.workerData,
    });
  };

  return {
    async run(task: ScanTask): Promise<ScanAnswer> {
      if (taken >= options.threads + options.maxQueue) throw new ScanPoolBusyError('the scan queue is full');
      taken++;
      try {
        pool ??= start();
        const piscina = await pool;
        return (await piscina.run(task, { signal: AbortSignal.timeout(options.timeoutMs) })) as ScanAnswer;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw new ScanTimedOutError(error.message);
        throw error;
      } finally {
        taken--;
      }
    },
    /** Scans waiting for a thread. */
    get queued(): number {
      return Math.max(0, taken - options.threads);
    },
    /** Whether the threads have been started. */
    get started(): boolean {
      return pool !== undefined;
    },
    /** Ends the threads (the server's shutdown); a scan still running fails. */
    async close(): Promise<void> {
      const started = pool;
      pool = undefined;
      if (started) await (await started).destroy();
    },
  };
}

export type ScanPool = ReturnType<typeof createScanPool>;
