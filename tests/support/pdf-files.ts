import crypto from 'node:crypto';
import zlib from 'node:zlib';

// pdf-lib and pdf.js load when a test first makes or reads a PDF: a test that only needs the constants below
// (a component test's file, a mail's attachment) does not wait for them.

/** A real PDF of `pages` pages, each saying `text` and its page number, for uploads and packets. */
export async function pdfWithText(text: string, pages = 1, options: { padding?: number } = {}) {
  const { PDFDocument, PDFName, StandardFonts } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${text} page ${index}`, { x: 72, y: 700, size: 14, font });
  }
  // Incompressible bytes, as a scanned page has, to make a file of about a given size.
  if (options.padding) {
    const stream = pdf.context.stream(crypto.randomBytes(options.padding));
    // On a page, so that merging its pages into a packet carries the bytes along.
    pdf.getPage(0).node.set(PDFName.of('PermitPilotPadding'), pdf.context.register(stream));
  }
  return pdf.save();
}

/**
 * A truecolour PNG written by hand: its header says `width` × `height`, and `pixels` (filtered rows, deflated
 * here) is whatever the test needs, a real image or bytes a reader of the whole file finds damaged.
 */
export function pngOf(width: number, height: number, pixels: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of `size` × `size` red pixels, as a phone's photo of a certificate stands in tests. */
export function redPng(size = 4) {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 30, 30]))]);
  return pngOf(size, size, Buffer.concat(Array.from({ length: size }, () => row)));
}

/**
 * The smallest real PDF: one blank page, written by hand so that a test may use it as a constant. Uploads
 * check that a PDF opens and has a page; bytes after it (padding to a size) are ignored.
 */
export const ONE_PAGE_PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** `ONE_PAGE_PDF` as text, for a request body a test writes by hand (a multipart part, a served page). */
export const ONE_PAGE_PDF_TEXT = new TextDecoder().decode(ONE_PAGE_PDF);

/**
 * `ONE_PAGE_PDF` followed by every byte value 0-255 (a reader ignores what follows the end of a PDF): bytes no
 * text conversion on the way could keep, for attachments that must arrive exact.
 */
export const PDF_WITH_EVERY_BYTE = new Uint8Array(
  Buffer.concat([ONE_PAGE_PDF, Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))]),
);

/**
 * A real one-page PDF of exactly `size` bytes (at least 400), random past its start, as a scanned page is:
 * for tests of sizes and stored bytes. Synchronous, unlike `pdfWithText`.
 */
export function pdfOfSize(size: number): Uint8Array {
  const head = (length: number) =>
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n' +
    `4 0 obj\n<< /Length ${length} >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  // The length's digits are part of the size: settle them first.
  let length = size - head(size).length - tail.length;
  length = size - head(length).length - tail.length;
  if (length < 0) throw new Error(`a PDF needs more than ${size} bytes`);
  return new Uint8Array(
    Buffer.concat([Buffer.from(head(length)), crypto.randomBytes(length), Buffer.from(tail)]),
  );
}

/** A file that starts like a PDF and is nothing more. */
export const BROKEN_PDF = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF\n');

/** A PDF that opens but has no pages: a catalog without a page tree. Uploads refuse it. */
export const NO_PAGES_PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A PDF's first line and then `size` random bytes, no PDF object among them: pdf-lib takes seconds a megabyte
 * over them, so it stands for a file that keeps the reader busy.
 */
export function damagedPdfOfSize(size: number): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(size)]));
}

/**
 * Reads a PDF back with the pdf.js the server itself opens PDFs with: its page count and each page's text,
 * an item's end of line kept as a line break. (A second pdf.js build in the same process, such as a library
 * bundling its own, would hand this one its worker of another version once the test files share a process.)
 */
export async function readPdf(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { PDFJS_OPTIONS } = await import('@server/features/permit-scan/pdf-text');
  const task = getDocument({ data: new Uint8Array(bytes), ...PDFJS_OPTIONS });
  try {
    const document = await task.promise;
    const text: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      text.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return { pages: document.numPages, text };
  } finally {
    await task.destroy();
  }
}
