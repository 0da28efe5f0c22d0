import type { I18n } from '@lingui/core';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from '@pdfme/pdf-lib';
import type { ComplianceSummary } from '../../../shared/domain/compliance-summary';
import { formatCalendarDate, formatDollars } from '../../../shared/domain/formatting';
import { REPORT_STATUS_LABELS, type ReportStatus } from '../../../shared/domain/permit-status';
import { toLocale } from '../../../shared/i18n/locales';

/*
 * The compliance packet's PDF (docs/decisions/0024), drawn with pdf-lib (@pdfme/pdf-lib, the maintained
 * fork): a cover page with the business, the date and the four summary cards of the reports
 * (docs/product/permits.md#report-summary), one page per permit, and each permit's document after its page:
 * PDF pages merged as they are, a photo placed on a page of its own.
 */

/** US Letter, in points, with three-quarter-inch margins. */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BRAND = rgb(0.11, 0.31, 0.85);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.8, 0.84, 0.88);
const STATUS_COLOURS: Record<ReportStatus, RGB> = {
  expired: rgb(0.73, 0.11, 0.11),
  'needs-attention': rgb(0.7, 0.33, 0.04),
  compliant: rgb(0.08, 0.5, 0.24),
  unknown: MUTED,
};

export type PacketPermit = {
  name: string;
  agency: string | null;
  status: ReportStatus;
  renewalDate: string | null;
  issueDate: string | null;
  cost: number | null;
  category: string | null;
  location: string | null;
  document: { name: string; type: string } | null;
};

export type PacketInput = {
  businessName: string;
  today: string;
  /** In the packet's language. */
  filterLabel: string;
  /** Over all of the business's permits, as the reports show it (docs/product/permits.md#report-summary). */
  summary: ComplianceSummary;
  totalPermits: number;
  permits: PacketPermit[];
};

/** Reads one permit's document, or null when the store no longer holds it. */
export type ReadDocument = (index: number) => Promise<Uint8Array | null>;

/** A document left out, and why, for the cover page. */
export type LeftOut = { permit: string; document: string; reason: string };

const REASONS = {
  damaged: /*i18n*/ 'the file is damaged or is not a readable PDF',
  encrypted: /*i18n*/ 'the PDF is password-protected',
  format: /*i18n*/ 'this image format cannot be placed in a PDF (only PNG and JPEG can)',
  missing: /*i18n*/ 'the file could not be read from storage',
} as const;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Each embedded font's characters, read once per packet rather than for every line drawn. */
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard fonts can draw: they carry WinAnsi (Latin-1 and a few more), so a permit named in another
 * script or with an emoji would otherwise stop the whole packet. Each character they lack becomes '?'.
 */
function drawable(font: PDFFont, text: string) {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** Splits `text` into lines no wider than `width` at `size`, breaking long words where they must. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
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

/** Writes lines top-down on pages of its own, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
    private readonly at?: number,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private inserted = 0;
  private newPage() {
    const page =
      this.at === undefined
        ? this.pdf.addPage([PAGE.width, PAGE.height])
        : this.pdf.insertPage(this.at + this.inserted++, [PAGE.width, PAGE.height]);
    const text = drawable(this.fonts.regular, this.footer);
    page.drawText(text, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: this.fonts.regular,
      color: MUTED,
    });
    return page;
  }

  /** Room for `height` points, else a new page. */
  need(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: RGB; indent?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, drawable(font, text), size, CONTENT_WIDTH - indent)) {
      this.need(size * 1.35);
      this.y -= size;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        color: options.color ?? INK,
      });
      this.y -= size * 0.35;
    }
    this.y -= options.gap ?? 0;
  }

  /** A label and its value on one line, the value wrapping under itself. */
  field(label: string, value: string) {
    const size = 11;
    const labelWidth = 130;
    const lines = wrap(
      this.fonts.regular,
      drawable(this.fonts.regular, value),
      size,
      CONTENT_WIDTH - labelWidth,
    );
    this.need(lines.length * size * 1.45);
    this.page.drawText(drawable(this.fonts.bold, label), {
      x: PAGE.margin,
      y: this.y - size,
      size,
      font: this.fonts.bold,
      color: MUTED,
    });
    for (const line of lines) {
      this.y -= size;
      this.page.drawText(line, {
        x: PAGE.margin + labelWidth,
        y: this.y,
        size,
        font: this.fonts.regular,
        color: INK,
      });
      this.y -= size * 0.45;
    }
    this.y -= 4;
  }

  rule() {
    this.need(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 10;
  }

  /** The reports' four summary cards, side by side. */
  cards(cards: { label: string; value: string }[]) {
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (cards.length - 1)) / cards.length;
    const height = 62;
    this.need(height + 10);
    cards.forEach((card, index) => {
      const x = PAGE.margin + index * (width + gap);
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width,
        height,
        borderColor: RULE,
        borderWidth: 1,
        color: rgb(0.97, 0.98, 0.99),
      });
      this.page.drawText(drawable(this.fonts.regular, card.label), {
        x: x + 10,
        y: this.y - 20,
        size: 9,
        font: this.fonts.regular,
        color: MUTED,
      });
      this.page.drawText(drawable(this.fonts.bold, card.value), {
        x: x + 10,
        y: this.y - 46,
        size: 18,
        font: this.fonts.bold,
        color: INK,
      });
    });
    this.y -= height + 16;
  }
}

async function appendPdf(pdf: PDFDocument, bytes: Uint8Array): Promise<keyof typeof REASONS | null> {
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

async function appendImage(
  pdf: PDFDocument,
  fonts: Fonts,
  bytes: Uint8Array,
  type: string,
  caption: string,
): Promise<keyof typeof REASONS | null> {
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
 * The packet as PDF bytes, in the language of `i18n` (texts, dates, amounts). Documents are read one at a time
 * and merged as they come, so only the packet being built is held, never every source file at once; one that
 * cannot be merged is named on the cover instead of failing the packet. The standard fonts' WinAnsi covers
 * Spanish.
 */
export async function buildPacketPdf(
  input: PacketInput,
  readDocument: ReadDocument,
  i18n: I18n,
): Promise<Uint8Array> {
  const locale = toLocale(i18n.locale);
  const formatDate = (date: string) => formatCalendarDate(date, locale);
  const statusLabel = (status: ReportStatus) => i18n._(REPORT_STATUS_LABELS[status]);
  const notRecorded = i18n._('Not recorded');
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const date = formatDate(input.today);
  const businessName = input.businessName || i18n._('Compliance packet');
  const footer = `${businessName} · ${i18n._('Compliance packet')} · ${date} · PermitPilot`;
  pdf.setTitle(i18n._('{businessName}: compliance packet, {date}', { businessName, date }));
  pdf.setAuthor(businessName);
  pdf.setCreator('PermitPilot');
  pdf.setProducer('PermitPilot');

  const leftOut: LeftOut[] = [];
  for (const [index, permit] of input.permits.entries()) {
    const writer = new Writer(pdf, fonts, footer);
    writer.text(permit.name, { size: 18, bold: true, gap: 4 });
    writer.text(statusLabel(permit.status), {
      size: 12,
      bold: true,
      color: STATUS_COLOURS[permit.status],
      gap: 6,
    });
    writer.rule();
    writer.field(i18n._('Issuing agency'), permit.agency ?? notRecorded);
    writer.field(
      i18n._('Renewal date'),
      permit.renewalDate ? formatDate(permit.renewalDate) : i18n._('No renewal date'),
    );
    writer.field(i18n._('Start date'), permit.issueDate ? formatDate(permit.issueDate) : notRecorded);
    writer.field(i18n._('Cost'), permit.cost === null ? notRecorded : formatDollars(permit.cost, locale));
    writer.field(i18n._('Category'), permit.category ?? i18n._('General'));
    if (permit.location) writer.field(i18n._('Where'), permit.location);
    writer.field(
      i18n._('Document'),
      permit.document
        ? i18n._('{documentName} (on the following pages)', { documentName: permit.document.name })
        : i18n._('None on file'),
    );
    if (!permit.document) continue;
    const bytes = await readDocument(index);
    const problem =
      bytes === null
        ? 'missing'
        : permit.document.type === 'application/pdf'
          ? await appendPdf(pdf, bytes)
          : await appendImage(
              pdf,
              fonts,
              bytes,
              permit.document.type,
              `${permit.name}: ${permit.document.name}`,
            );
    if (problem) {
      const reason = i18n._(REASONS[problem]);
      leftOut.push({ permit: permit.name, document: permit.document.name, reason });
      writer.text(i18n._('This document could not be included: {reason}.', { reason }), {
        color: STATUS_COLOURS.expired,
      });
    }
  }

  // The cover goes first, written last: it names the documents that could not be included.
  const cover = new Writer(pdf, fonts, footer, 0);
  cover.text('PermitPilot', { size: 11, bold: true, color: BRAND, gap: 8 });
  cover.text(i18n._('Compliance Packet'), { size: 26, bold: true, gap: 6 });
  cover.text(businessName, { size: 16, gap: 4 });
  cover.text(i18n._('Report date: {date}', { date }), { color: MUTED, gap: 14 });
  cover.cards([
    { label: i18n._('Total Permits'), value: String(input.summary.totalPermits) },
    { label: i18n._('Total Cost'), value: formatDollars(input.summary.totalCost, locale) },
    { label: i18n._('Needs Attention'), value: String(input.summary.needsAttention) },
    { label: i18n._('Compliant'), value: String(input.summary.compliant) },
  ]);
  const inThisPacket = { filter: input.filterLabel, count: input.permits.length, total: input.totalPermits };
  cover.text(
    input.totalPermits === 1
      ? i18n._('In this packet: {filter}, {count} of {total} permit', inThisPacket)
      : i18n._('In this packet: {filter}, {count} of {total} permits', inThisPacket),
    { bold: true, gap: 6 },
  );
  for (const permit of input.permits) {
    const renewal = permit.renewalDate
      ? i18n._('renews {date}', { date: formatDate(permit.renewalDate) })
      : i18n._('no renewal date');
    cover.text(`${permit.name}: ${statusLabel(permit.status)}, ${renewal}`, { indent: 10, gap: 2 });
  }
  if (leftOut.length > 0) {
    cover.rule();
    cover.text(i18n._('Documents that could not be included'), {
      bold: true,
      color: STATUS_COLOURS.expired,
      gap: 4,
    });
    for (const item of leftOut) {
      cover.text(`${item.permit}: ${item.document}: ${item.reason}`, { indent: 10, gap: 2 });
    }
  }
  return pdf.save({ useObjectStreams: false });
}
