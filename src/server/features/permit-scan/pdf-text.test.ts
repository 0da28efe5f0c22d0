import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encryptedPdf } from '@tests/support/scan-files';
import { PDF_TEXT_LIMITS, PdfTextError, readPdfText } from './pdf-text';

/** A one-page PDF with these lines, each at its x, top to bottom. */
async function pdfOf(rows: [number, string][][], pages = 1) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([612, 792]);
    rows.forEach((row, line) =>
      row.forEach(([x, text]) => page.drawText(text, { x, y: 720 - line * 20, size: 11, font })),
    );
  }
  return pdf;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PdfTextError ? error.code : error),
  );

describe("a PDF's text", () => {
  it('reads the lines of a PDF with a text layer, a table’s columns set apart', async () => {
    const pdf = await pdfOf([
      [[72, 'MOBILE FOOD FACILITY HEALTH PERMIT']],
      [[72, 'Permit No.: PR0045123']],
      [
        [72, 'Issue Date'],
        [250, 'Expiration Date'],
      ],
      [
        [72, '07/01/2026'],
        [250, '06/30/2027'],
      ],
    ]);
    const text = await readPdfText(await pdf.save());
    expect(text.pages).toBe(1);
    expect(text.lines).toEqual([
      'MOBILE FOOD FACILITY HEALTH PERMIT',
      'Permit No.: PR0045123',
      'Issue Date    Expiration Date',
      '07/01/2026    06/30/2027',
    ]);
  });

  it('answers no lines for a scanned PDF, a page that is only an image', async () => {
    const pdf = await PDFDocument.create();
    const png = await sharp({
      create: { width: 200, height: 100, channels: 3, background: { r: 240, g: 240, b: 240 } },
    })
      .png()
      .toBuffer();
    const image = await pdf.embedPng(png);
    pdf.addPage([612, 792]).drawImage(image, { x: 72, y: 500, width: 400, height: 200 });
    expect(await readPdfText(await pdf.save())).toEqual({ pages: 1, lines: [] });
  });

  it('reads only the first pages', async () => {
    const pdf = await pdfOf([[[72, 'Expires: 06/30/2027']]], 5);
    const text = await readPdfText(await pdf.save(), { ...PDF_TEXT_LIMITS, maxPages: 2 });
    expect(text).toEqual({ pages: 5, lines: ['Expires: 06/30/2027', 'Expires: 06/30/2027'] });
  });

  it('refuses a PDF of more pages than a permit has from its page count, before reading their text', async () => {
    const long = await (await pdfOf([[[72, 'Permit No. 1234']]], 51)).save();
    expect(await refusal(readPdfText(long))).toBe('TOO_MANY_PAGES');
    const five = await (await pdfOf([[[72, 'Permit No. 1234']]], 5)).save();
    expect(await refusal(readPdfText(five, { ...PDF_TEXT_LIMITS, maxDocumentPages: 4 }))).toBe(
      'TOO_MANY_PAGES',
    );
    expect(await refusal(readPdfText(five, { ...PDF_TEXT_LIMITS, maxDocumentPages: 5 }))).toBeNull();
  });

  it('refuses a PDF protected by a password, a damaged one and one over the size limit', async () => {
    // The standard security handler with a user password: no reader opens it without the password.
    const encrypted = await encryptedPdf();
    expect(await refusal(readPdfText(encrypted))).toBe('ENCRYPTED_PDF');

    expect(await refusal(readPdfText(new TextEncoder().encode('%PDF-1.7\nnot a PDF at all')))).toBe(
      'DAMAGED_PDF',
    );
    const plain = await (await pdfOf([[[72, 'Permit No. 1234']]])).save();
    expect(await refusal(readPdfText(plain, { ...PDF_TEXT_LIMITS, maxBytes: plain.byteLength - 1 }))).toBe(
      'PDF_TOO_LARGE',
    );
  });
});
