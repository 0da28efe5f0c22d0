import type { Catalog } from '@server/catalog/catalog';
import { cleanImage } from '@server/features/permit-scan/clean-image';
import { readImageText, startOcr } from '@server/features/permit-scan/ocr';
import { readPdfText } from '@server/features/permit-scan/pdf-text';
import { readFields, type PermitFields } from '@server/features/permit-scan/read-fields';

/**
 * The reading engine as the scan benchmark drives it: one document in, its fields out. It calls the engine's
 * parts directly, one OCR worker per scanner; the one place to change when the scans go through the server's
 * worker pool instead.
 */

export type Scan = { method: 'pdf-text' | 'ocr'; lines: string[]; fields: PermitFields };
export type Scanner = {
  scan: (bytes: Uint8Array, mediaType: string, state: string | null) => Promise<Scan>;
  close: () => Promise<void>;
};

export async function startScanner(catalog: Catalog): Promise<Scanner> {
  const worker = await startOcr();
  return {
    scan: async (bytes, mediaType, state) => {
      const method = mediaType === 'application/pdf' ? 'pdf-text' : 'ocr';
      const lines =
        method === 'pdf-text'
          ? (await readPdfText(bytes)).lines
          : await readImageText(worker, await cleanImage(bytes));
      return { method, lines, fields: readFields(lines, { catalog, state }) };
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
