import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { answerForStoreFailure } from './document-errors';
import type { DocumentStore } from './types';
import { AppError } from '../../lib/errors';

export const damagedPdf = () =>
  new AppError(
    400,
    'DAMAGED_PDF',
    /*i18n*/ 'This PDF cannot be opened or has no pages. Upload a copy that opens on your device, or a photo of the permit.',
  );

/** Far longer than any real PDF of 10 MB takes; a file made to keep the parser busy is refused after it. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * The check, in a thread of its own: pdf-lib reads bytes that are no PDF object one exception at a time,
 * without yielding (about 4 s a megabyte), which would hold up every other request; a thread can be stopped.
 * Plain JavaScript, so that it runs the same under tsx, Vitest and Node. It opens the file as the compliance
 * packet does (features/compliance-report/packet-pdf.ts), so a PDF accepted here is one the packet can include; a
 * password-protected one opens too, a document the owner may keep, which the packet names as such.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.pdfLib);
parentPort.on('message', async (bytes) => {
  const { PDFDocument } = await loading;
  try {
    const pdf = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
    parentPort.postMessage(pdf.getPages().length > 0);
  } catch {
    parentPort.postMessage(false);
  }
});
`;

const pdfLibUrl = pathToFileURL(createRequire(import.meta.url).resolve('@pdfme/pdf-lib')).href;

/** The thread between checks, kept so that the next one need not load pdf-lib again; it never keeps the server up. */
let idleWorker: Worker | null = null;

/** Whether the bytes open as a PDF with at least one page within `timeoutMs`. One check at a time. */
function pdfOpensWithPages(bytes: Uint8Array, timeoutMs: number): Promise<boolean> {
  const worker = idleWorker ?? new Worker(WORKER_SOURCE, { eval: true, workerData: { pdfLib: pdfLibUrl } });
  idleWorker = null;
  worker.ref();
  return new Promise((resolve, reject) => {
    // Only our own listeners come off: the worker's own keep its port running.
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    const onMessage = (opens: boolean) => {
      done();
      worker.unref();
      idleWorker = worker;
      resolve(opens);
    };
    const onError = (error: Error) => {
      done();
      void worker.terminate();
      reject(error);
    };
    const timer = setTimeout(() => {
      done();
      void worker.terminate().then(() => resolve(false));
    }, timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(bytes);
  });
}

/**
 * One check at a time per server: a check holds the whole file and about as much again, while the upload
 * itself streams (docs/decisions/0015); several 10 MB PDFs arriving together wait their turn.
 */
const oneAtATime = pLimit(1);

/**
 * Checks the PDF just stored under `key`, read back from the store once the upload has streamed in; a
 * damaged one is removed and refused with DAMAGED_PDF before any permit points at it.
 */
export async function checkStoredPdf(
  documents: DocumentStore,
  key: string,
  { timeoutMs = CHECK_TIMEOUT_MS } = {},
): Promise<void> {
  const opens = await oneAtATime(async () => {
    const stored = await documents.get(key);
    if (!stored) return false;
    return pdfOpensWithPages(new Uint8Array(await new Response(stored.body).arrayBuffer()), timeoutMs);
  }).catch(async (error: unknown) => {
    await documents.delete(key).catch(() => {});
    throw answerForStoreFailure(error);
  });
  if (opens) return;
  await documents.delete(key).catch(() => {});
  throw damagedPdf();
}
