// A scan pool thread for tests (features/permit-scan/scan-pool.ts): each scan says it started and then waits
// until the test releases it, so that a test knows which scans hold a thread and which wait in the queue.
// `workerData` is a SharedArrayBuffer of two counters: [scans started, released (0 or 1)].
import { workerData } from 'piscina';

const signals = new Int32Array(workerData);

export default async function heldScan() {
  Atomics.add(signals, 0, 1);
  Atomics.notify(signals, 0);
  while (Atomics.load(signals, 1) === 0) {
    const waiting = Atomics.waitAsync(signals, 1, 0);
    if (waiting.async) await waiting.value;
  }
  return {
    refused: null,
    method: 'pdf-text',
    lines: ['Permit No.: PR0045123'],
    confidences: [100],
    image: null,
  };
}
