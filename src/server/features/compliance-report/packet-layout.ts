import { rgb, type PDFFont, type RGB } from '@pdfme/pdf-lib';
import type { ReportStatus } from '../../../shared/domain/permit-status';

/* The packet's page, colours and text layout: what the standard fonts can draw, and what fits on a line. */

/** US Letter, in points, with three-quarter-inch margins. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BRAND = rgb(0.11, 0.31, 0.85);
export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.39, 0.45, 0.55);
export const RULE = rgb(0.8, 0.84, 0.88);
export const STATUS_COLOURS: Record<ReportStatus, RGB> = {
  expired: rgb(0.73, 0.11, 0.11),
  'needs-attention': rgb(0.7, 0.33, 0.04),
  compliant: rgb(0.08, 0.5, 0.24),
  unknown: MUTED,
};

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** Each embedded font's characters, read once per packet rather than for every line drawn. */
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard fonts can draw: they carry WinAnsi (Latin-1 and a few more), so a permit named in another
 * script or with an emoji would otherwise stop the whole packet. Each character they lack becomes '?'.
 */
export function drawable(font: PDFFont, text: string) {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** Splits `text` into lines no wider than `width` at `size`, breaking long words where they must. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
