import sharp from 'sharp';
import type { Cell, Row } from './layout';

/** A layout drawn as a scanner would see the page (an image) and as an agency's PDF with a text layer. */

const PAGE = { width: 612, height: 792, top: 72 };
const LEADING = 1.55;

type Placed = { cell: Cell; y: number };

/** Every cell with its baseline, in points from the top of the page. */
function place(rows: Row[]): Placed[] {
  const placed: Placed[] = [];
  let y = PAGE.top;
  for (const row of rows) {
    if (typeof row === 'number') {
      y += row;
      continue;
    }
    const size = Math.max(...row.map((cell) => cell.size ?? 11));
    y += size * LEADING;
    for (const cell of row) placed.push({ cell, y });
  }
  return placed;
}

/**
 * Fonts a Debian with chromium always has: fontconfig needs one of DejaVu or Liberation (it takes DejaVu),
 * chromium recommends Liberation. A Liberation face falls back to its DejaVu one where it is missing.
 */
export const IMAGE_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Liberation Sans, DejaVu Sans',
  'Liberation Serif, DejaVu Serif',
] as const;
export type ImageFont = (typeof IMAGE_FONTS)[number];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page as a PNG at `dpi`, on paper of a slightly warm white. */
export async function renderImage(rows: Row[], font: ImageFont, dpi = 200): Promise<Buffer> {
  const scale = dpi / 72;
  const [width, height] = [PAGE.width * scale, PAGE.height * scale].map(Math.round) as [number, number];
  const texts = place(rows).map(({ cell, y }) => {
    const x = cell.x === undefined ? width / 2 : cell.x * width;
    const anchor = cell.x === undefined ? 'middle' : 'start';
    const weight = cell.bold ? 'bold' : 'normal';
    return `<text x="${x.toFixed(1)}" y="${(y * scale).toFixed(1)}" font-size="${((cell.size ?? 11) * scale).toFixed(1)}" text-anchor="${anchor}" font-weight="${weight}">${escape(cell.text)}</text>`;
  });
  const border = 24 * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fbf8f1"/>
    <rect x="${border}" y="${border}" width="${width - 2 * border}" height="${height - 2 * border}" fill="none" stroke="#556" stroke-width="${2 * scale}"/>
    <g font-family="${font}" fill="#1d1d22">${texts.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const PDF_FONTS = ['Helvetica', 'TimesRoman', 'Courier'] as const;
export type PdfFont = (typeof PDF_FONTS)[number];

/** The page as a one-page PDF whose text is real text (the standard fonts: nothing embedded). */
export async function renderPdf(rows: Row[], font: PdfFont): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts[font]);
  const bold = await pdf.embedFont(StandardFonts[`${font}Bold`]);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: rgb(0.33, 0.33, 0.4),
    borderWidth: 2,
  });
  for (const { cell, y } of place(rows)) {
    const face = cell.bold ? bold : regular;
    const size = cell.size ?? 11;
    const x =
      cell.x === undefined ? (PAGE.width - face.widthOfTextAtSize(cell.text, size)) / 2 : cell.x * PAGE.width;
    page.drawText(cell.text, { x, y: PAGE.height - y, size, font: face });
  }
  return pdf.save();
}
