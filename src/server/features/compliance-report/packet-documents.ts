import { PDFDocument } from '@pdfme/pdf-lib';
import { CONTENT_WIDTH, drawable, MUTED, PAGE, type Fonts } from './packet-layout';

/* Each permit's document, after its page: PDF pages merged as they are, a photo placed on a page of its own. */

/** Why a document was left out of the packet, in the packet's language. */
export const REASONS = {
  damaged: /*i18n*/ 'the file is damaged or is not a readable PDF',
  encrypted: /*i18n*/ 'the PDF is password-protected',
  format: /*i18n*/ 'this image format cannot be placed in a PDF (only PNG and JPEG can)',
  missing: /*i18n*/ 'the file could not be read from storage',
} as const;

type LeftOutReason = keyof typeof REASONS;

/** Merges a PDF's pages into the packet, or says why it cannot. */
export async function appendPdf(pdf: PDFDocument, bytes: Uint8Array): Promise<LeftOutReason | null> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    return error instanceof Error && /encrypt/i.test(error.message) ? 'encrypted' : 'damaged';
  }
  if (source.isEncrypted) return 'encrypted';
  try {
    const pages = await pdf.copyPages(source, source.getPageIndices());
    if (pages.length === 0) return 'damaged';
    for (const page of pages) pdf.addPage(page);
    return null;
  } catch {
    return 'damaged';
  }
}

/** Places a PNG or JPEG on a page of its own under its caption, or says why it cannot. */
export async function appendImage(
  pdf: PDFDocument,
  fonts: Fonts,
  bytes: Uint8Array,
  type: string,
  caption: string,
): Promise<LeftOutReason | null> {
  if (type !== 'image/png' && type !== 'image/jpeg') return 'format';
  let image;
  try {
    image = type === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    return 'damaged';
  }
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const captionSize = 10;
  page.drawText(drawable(fonts.regular, caption), {
    x: PAGE.margin,
    y: PAGE.height - PAGE.margin - captionSize,
    size: captionSize,
    font: fonts.regular,
    color: MUTED,
  });
  const room = { width: CONTENT_WIDTH, height: PAGE.height - 2 * PAGE.margin - 2 * captionSize };
  const scaled = image.scaleToFit(room.width, room.height);
  page.drawImage(image, {
    x: PAGE.margin + (room.width - scaled.width) / 2,
    y: PAGE.margin + (room.height - scaled.height) / 2,
    width: scaled.width,
    height: scaled.height,
  });
  return null;
}

/**
 * Merges a document read whole (null when the store could not give it back): a PDF's pages, or a photo under
 * its caption; or says why it cannot.
 */
export async function appendDocument(
  pdf: PDFDocument,
  fonts: Fonts,
  bytes: Uint8Array | null,
  document: { name: string; type: string },
  caption: string,
): Promise<LeftOutReason | null> {
  if (bytes === null) return 'missing';
  if (document.type === 'application/pdf') return appendPdf(pdf, bytes);
  return appendImage(pdf, fonts, bytes, document.type, caption);
}
