import { cleanImage } from '@server/features/permit-scan/clean-image';
import { readImageText, startOcr } from '@server/features/permit-scan/ocr';
import { readPdfText } from '@server/features/permit-scan/pdf-text';

/**
 * The text documents read as, for the scan benchmark's list of misses under BENCH_SCAN_TEXT=1: the server
 * answers fields only, so the text is read again here by the engine's parts, as a scan thread reads it.
 */
export async function textsOf(documents: { bytes: Uint8Array; mediaType: string }[]): Promise<string[][]> {
  const worker = await startOcr();
  try {
    const texts: string[][] = [];
    for (const { bytes, mediaType } of documents)
      texts.push(
        mediaType === 'application/pdf'
          ? (await readPdfText(bytes)).lines
          : await readImageText(worker, await cleanImage(bytes)),
      );
    return texts;
  } finally {
    await worker.terminate();
  }
}
