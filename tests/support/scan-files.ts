import type * as PdfLib from '@pdfme/pdf-lib';
import { pngOf } from './pdf-files';

// Files a scan reads, made by the tests themselves (never a real permit's): sharp, pdf-lib and pdf.js load
// when a test first makes one.

/** A permit as a phone photographs it, as a PNG: its lines of text in a sans-serif on off-white paper. */
/** The made-up permit of the kept HEIC photo (fixtures/permit-photo.heic, made by make-heic-fixture.ts). */
export const HEIC_PERMIT_LINES = [
  'MOBILE FOOD FACILITY HEALTH PERMIT',
  'Permit No.: PR0045123',
  'Expiration Date: 06/30/2027',
];

export async function permitPhoto(lines: string[]): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const text = lines.map((line, index) => `<text x="60" y="${110 + index * 70}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${160 + lines.length * 70}">
    <rect width="100%" height="100%" fill="#f1ede4"/>
    <g font-family="sans-serif" font-size="40" fill="#222">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * `permitPhoto` with one value printed smudged (a Gaussian blur) after a line's label, at `x` pixels: the OCR
 * reads it, unsure of it. Blurred by 3.5 pixels, '06/30/2027' after 'Expiration Date:' reads as '06/30/2077'
 * at a confidence of 57, where the sharp lines read at 91–96.
 */
export async function permitPhotoSmudged(
  lines: string[],
  smudged: { line: number; x: number; text: string; blur: number },
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const text = lines.map((line, index) => `<text x="60" y="${110 + index * 70}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${160 + lines.length * 70}">
    <defs><filter id="smudge"><feGaussianBlur stdDeviation="${smudged.blur}"/></filter></defs>
    <rect width="100%" height="100%" fill="#f1ede4"/>
    <g font-family="sans-serif" font-size="40" fill="#222">${text}
      <text x="${smudged.x}" y="${110 + smudged.line * 70}" filter="url(#smudge)">${smudged.text}</text></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A permit as an agency e-mails it: a one-page PDF whose lines are its text layer. */
export async function permitPdf(lines: string[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 720 - index * 22, size: 12, font }));
  return pdf.save();
}

/** `permitPdf` behind the standard security handler with a user password: no reader opens it without it. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const { PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.load(await permitPdf(['Permit No.: PR0045123']));
  pdf.context.trailerInfo.Encrypt = pdf.context.register(
    PDFDict.fromMapWithContext(
      new Map<PdfLib.PDFName, PdfLib.PDFNumber | PdfLib.PDFName | PdfLib.PDFHexString>([
        [PDFName.of('Filter'), PDFName.of('Standard')],
        [PDFName.of('V'), PDFNumber.of(1)],
        [PDFName.of('R'), PDFNumber.of(2)],
        [PDFName.of('Length'), PDFNumber.of(40)],
        [PDFName.of('P'), PDFNumber.of(-4)],
        [PDFName.of('O'), PDFHexString.of('11'.repeat(32))],
        [PDFName.of('U'), PDFHexString.of('22'.repeat(32))],
      ]),
      pdf.context,
    ),
  );
  return pdf.save({ useObjectStreams: false });
}

/**
 * A PNG whose header says it is `width` × `height` pixels and whose data holds a hundred bytes: read whole, it
 * is a damaged file; only a reader that judges it by its header alone can tell its size.
 */
export function pngWithoutPixels(width: number, height: number): Uint8Array {
  return new Uint8Array(pngOf(width, height, Buffer.alloc(100)));
}

/** A ZIP archive's first bytes (a local file header), as a .docx or an .xlsx starts. */
export const ZIP_BYTES = new Uint8Array(
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), Buffer.alloc(120, 0x41)]),
);

/** A scanned permit: a PDF whose one page is a photo of it, with no text layer. */
export async function scannedPdf(lines: string[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.create();
  const photo = await pdf.embedPng(await permitPhoto(lines));
  const width = 540;
  const height = (photo.height / photo.width) * width;
  pdf.addPage([612, 792]).drawImage(photo, { x: 36, y: 756 - height, width, height });
  return pdf.save();
}

/**
 * A HEIF image whose header says it is `width` × `height` pixels: a small AVIF made by sharp, labelled as an
 * iPhone's HEIF brand, its image size property (`ispe`) rewritten. Its pixels are AV1, which the server's HEIC
 * decoder does not read: only a reader that judges it by its header can tell its size.
 */
export async function heifSaying(width: number, height: number): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
    .heif({ compression: 'av1' })
    .toBuffer();
  avif.write('mif1', 8, 'latin1');
  const property = avif.indexOf('ispe', 0, 'latin1');
  // The box's version and flags (4 bytes), then its width and height.
  avif.writeUInt32BE(width, property + 8);
  avif.writeUInt32BE(height, property + 12);
  return new Uint8Array(avif);
}
