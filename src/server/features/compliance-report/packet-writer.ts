import { rgb, type PDFDocument, type PDFPage, type RGB } from '@pdfme/pdf-lib';
import { CONTENT_WIDTH, drawable, INK, MUTED, PAGE, RULE, wrap, type Fonts } from './packet-layout';

/** Writes lines top-down on pages of its own, starting a new page when one is full. */
export class Writer {
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
