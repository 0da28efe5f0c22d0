import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * The text layer of a PDF, as lines, read by pdf.js (docs/decisions/0035): what an agency's e-mailed PDF
 * states without OCR. A scanned PDF has none; the caller then reads its pages' images instead.
 */

export type PdfTextLimits = {
  /** Larger files are refused before pdf.js parses them. */
  maxBytes: number;
  /** Pages read from the start; a permit states its facts on its first pages. */
  maxPages: number;
  /**
   * A document of more pages is no permit, and is refused from its page count, before a page is parsed: a PDF
   * bomb often hides in a huge page tree.
   */
  maxDocumentPages: number;
};

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 3,
  maxDocumentPages: 50,
};

export type PdfText = { pages: number; lines: string[] };

export class PdfTextError extends Error {
  constructor(
    readonly code: 'PDF_TOO_LARGE' | 'TOO_MANY_PAGES' | 'ENCRYPTED_PDF' | 'DAMAGED_PDF',
    message: string,
  ) {
    super(message);
  }
}

// pdf.js measures the 14 standard fonts from files of its package; given none, it warns on every such font.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** How the server opens every PDF with pdf.js: no eval, no system fonts, quiet. */
export const PDFJS_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  standardFontDataUrl,
  verbosity: 0,
} as const;

/** Items of one line differ in height by less than this share of the font's size. */
const SAME_LINE = 0.5;

/**
 * A page's items as lines, top to bottom, each left to right. Words set apart by a wide gap (a table's
 * columns) are joined by several spaces, as the field rules read columns (labelled-values.ts).
 */
function linesOf(items: TextItem[]): string[] {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      text: item.str,
      x: item.transform[4] as number,
      y: item.transform[5] as number,
      width: item.width,
      size: Math.hypot(item.transform[2] as number, item.transform[3] as number) || 10,
    }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: (typeof placed)[] = [];
  for (const item of placed) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - item.y) < row[0]!.size * SAME_LINE) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.x - b.x)
      .reduce((line, item, index) => {
        if (index === 0) return item.text;
        const previous = row[index - 1]!;
        const gap = item.x - (previous.x + previous.width);
        const space = gap > item.size ? '    ' : gap > item.size * 0.15 && !/\s$/.test(line) ? ' ' : '';
        return `${line}${space}${item.text}`;
      }, '')
      .trimEnd(),
  );
}

export async function readPdfText(bytes: Uint8Array, limits = PDF_TEXT_LIMITS): Promise<PdfText> {
  if (bytes.byteLength > limits.maxBytes)
    throw new PdfTextError('PDF_TOO_LARGE', `The PDF is larger than ${limits.maxBytes} bytes.`);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the buffer over (it detaches it); the caller keeps its own.
  const task = getDocument({ data: bytes.slice(), ...PDFJS_OPTIONS });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > limits.maxDocumentPages)
      throw new PdfTextError('TOO_MANY_PAGES', `The PDF has more than ${limits.maxDocumentPages} pages.`);
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, limits.maxPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      lines.push(...linesOf(content.items.filter((item): item is TextItem => 'str' in item)));
      page.cleanup();
    }
    return { pages: pdf.numPages, lines };
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    if ((error as Error).name === 'PasswordException')
      throw new PdfTextError('ENCRYPTED_PDF', 'The PDF is protected by a password.');
    throw new PdfTextError('DAMAGED_PDF', 'The PDF could not be read.');
  } finally {
    await task.destroy();
  }
}
