import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import { cleanImage, ImageError } from './clean-image';
import { heicAsPng } from './heic-image';
import { readImageLines, startOcr } from './ocr';
import { firstPageImage } from './pdf-page-image';
import { PdfTextError, readPdfText } from './pdf-text';
import type { ScanAnswer, ScanRefusal, ScanTask } from './scan-task';

/**
 * One scan, in a thread of the scan pool (scan-pool.ts, docs/decisions/0035): a PDF's own text, else the OCR of
 * its first page; an image's OCR after its clean-up. The thread keeps its OCR worker between scans: starting
 * one (loading both languages) costs more than most readings.
 */

/** The longer side of the image the AI provider is shown: enough to read a permit's small print. */
const AI_IMAGE_SIDE = 1600;

let ocr: Promise<Worker> | undefined;

async function readImage(image: Uint8Array, keepImage: boolean): Promise<ScanAnswer> {
  const cleaned = await cleanImage(image);
  ocr ??= startOcr().catch((error: unknown) => {
    ocr = undefined;
    throw error;
  });
  const worker = await ocr;
  const text = await readImageLines(worker, cleaned).catch((error: unknown) => {
    // A worker that failed once is not trusted with the next scan: the next one starts afresh.
    ocr = undefined;
    void worker.terminate().catch(() => {});
    throw error;
  });
  const kept = keepImage
    ? await sharp(cleaned)
        .resize({ width: AI_IMAGE_SIDE, height: AI_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer()
    : null;
  return { refused: null, method: 'ocr', ...text, image: kept && new Uint8Array(kept) };
}

const REFUSALS: Record<ImageError['code'] | PdfTextError['code'], ScanRefusal> = {
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  DAMAGED_IMAGE: 'DAMAGED_DOCUMENT',
  // The route's body limit answers a file over 10 MB before a thread sees it.
  PDF_TOO_LARGE: 'DAMAGED_DOCUMENT',
  TOO_MANY_PAGES: 'TOO_MANY_PAGES',
  ENCRYPTED_PDF: 'ENCRYPTED_PDF',
  DAMAGED_PDF: 'DAMAGED_DOCUMENT',
};

async function scan({ bytes, type, keepImage }: ScanTask): Promise<ScanAnswer> {
  if (type === 'application/pdf') {
    const text = await readPdfText(bytes);
    // A PDF's own text is what it states: nothing in it is unclear.
    const { lines } = text;
    if (lines.length > 0)
      return { refused: null, method: 'pdf-text', lines, confidences: lines.map(() => 100), image: null };
    // A scanned PDF: its first page is a photo of the permit.
    const page = await firstPageImage(bytes);
    return page
      ? readImage(page, keepImage)
      : { refused: null, method: 'ocr', lines: [], confidences: [], image: null };
  }
  return readImage(type === 'image/heic' ? await heicAsPng(bytes) : bytes, keepImage);
}

export default async function scanInThread(task: ScanTask): Promise<ScanAnswer> {
  try {
    return await scan(task);
  } catch (error) {
    if (error instanceof ImageError || error instanceof PdfTextError)
      return { refused: REFUSALS[error.code] };
    throw error;
  }
}
