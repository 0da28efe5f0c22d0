import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PermitScan } from '../../../shared/contracts/permit-scan';
import { projectRoot } from '../../lib/project-root';
import { permitPdf } from '@tests/support/scan-files';
import { setUpTestApp, type TestApp } from '@tests/support/test-app';
import { uploadForm } from '@tests/support/uploads';

/**
 * The scan pool's limits through the API (docs/decisions/0035), with a thread of the test's own that holds each
 * scan until the test releases it: which scans run and which wait is then known, not raced.
 */
const HELD_THREAD = path.join(projectRoot, 'tests/support/held-scan-thread.mjs');

/** The held thread's counters: [scans started, released]. */
function heldScans() {
  const signals = new Int32Array(new SharedArrayBuffer(8));
  return {
    workerData: signals.buffer,
    /** Resolves once `count` scans have started in a thread. */
    async started(count: number) {
      for (let now = Atomics.load(signals, 0); now < count; now = Atomics.load(signals, 0)) {
        const waiting = Atomics.waitAsync(signals, 0, now);
        if (waiting.async) await waiting.value;
      }
    },
    release() {
      Atomics.store(signals, 1, 1);
      Atomics.notify(signals, 1);
    },
  };
}

const scanOf = (t: TestApp) => async (cookie: string) =>
  t.request('/api/permit-scans', {
    method: 'POST',
    body: uploadForm({ bytes: await permitPdf(['Permit No.: PR0045123']) }),
    cookie,
  });

describe('a full scan pool', () => {
  const held = heldScans();
  const t = setUpTestApp({
    scanPool: {
      threads: 1,
      maxQueue: 1,
      timeoutMs: 60_000,
      filename: HELD_THREAD,
      workerData: held.workerData,
    },
  });

  it('lets one scan wait in the queue, answers the next 503 BUSY with Retry-After, and reads both once free', async () => {
    const scan = scanOf(t);
    const { cookie } = await t.signedInOwner();
    const running = scan(cookie);
    await held.started(1);
    const waiting = scan(cookie);
    await vi.waitFor(() => expect(t.scans.queued).toBe(1));

    const refused = await scan(cookie);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('BUSY');

    held.release();
    for (const response of [await running, await waiting]) {
      expect(response.status).toBe(200);
      expect(((await response.json()) as PermitScan).fields.permitNumber?.value).toBe('PR0045123');
    }
  });
});

describe('a scan past its time', () => {
  const held = heldScans();
  const t = setUpTestApp({
    scanPool: { threads: 1, maxQueue: 1, timeoutMs: 500, filename: HELD_THREAD, workerData: held.workerData },
  });

  it('answers 422 SCAN_TIMED_OUT, ends its thread, and the pool scans on with a new one', async () => {
    const scan = scanOf(t);
    const { cookie } = await t.signedInOwner();
    const late = await scan(cookie);
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({
      error: { code: 'SCAN_TIMED_OUT', message: 'Could not read the document: reading it took too long.' },
    });
    held.release();
    expect((await scan(cookie)).status).toBe(200);
  });
});
