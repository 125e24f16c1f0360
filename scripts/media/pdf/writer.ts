import type { PDFDocument, PDFPage } from 'pdf-lib';
import {
  A4,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  COVER_BAND_HEIGHT,
  colours,
  drawBrandName,
  drawMark,
  type Fonts,
  HEADER_HEIGHT,
  MARGIN,
  wrapText,
} from './page-furniture.ts';
import type { Block, DocumentSpec } from './types.ts';

// Flows blocks down the page: headings kept with what follows, paragraphs never split after
// their first line, tables and callouts moved whole where they fit.

export class Writer {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly spec: DocumentSpec;
  page: PDFPage;
  y = CONTENT_TOP;

  constructor(doc: PDFDocument, fonts: Fonts, spec: DocumentSpec) {
    this.doc = doc;
    this.fonts = fonts;
    this.spec = spec;
    this.page = this.addPage(Boolean(spec.cover));
  }

  addPage(isCover = false): PDFPage {
    const page = this.doc.addPage([A4[0], A4[1]]);
    const band = isCover ? COVER_BAND_HEIGHT : HEADER_HEIGHT;
    page.drawRectangle({ x: 0, y: A4[1] - band, width: A4[0], height: band, color: colours.navy });
    if (!isCover)
      page.drawRectangle({ x: 0, y: A4[1] - HEADER_HEIGHT - 3, width: 120, height: 3, color: colours.amber });
    drawMark(page, MARGIN, A4[1] - 12, 30, true);
    drawBrandName(page, this.fonts, MARGIN + 40, A4[1] - 30, 15, colours.white);
    const title = this.spec.title;
    const size = 9.5;
    page.drawText(title, {
      x: A4[0] - MARGIN - this.fonts.regular.widthOfTextAtSize(title, size),
      y: A4[1] - 32,
      size,
      font: this.fonts.regular,
      color: colours.sky,
    });
    this.page = page;
    this.y = CONTENT_TOP;
    return page;
  }

  ensure(height: number) {
    if (this.y - height < CONTENT_BOTTOM) this.addPage();
  }

  lines(
    text: string,
    {
      font = this.fonts.regular,
      size = 10.5,
      leading = 15,
      colour = colours.ink,
      x = MARGIN,
      width = CONTENT_WIDTH,
    } = {},
  ) {
    for (const line of wrapText(text, font, size, width)) {
      this.ensure(leading);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: colour });
      this.y -= leading;
    }
  }

  block(block: Block) {
    switch (block.kind) {
      case 'heading':
        this.ensure(80);
        this.y -= 14;
        this.page.drawText(block.text, {
          x: MARGIN,
          y: this.y - 16,
          size: 16,
          font: this.fonts.bold,
          color: colours.navy,
        });
        this.page.drawRectangle({ x: MARGIN, y: this.y - 26, width: 32, height: 2.5, color: colours.amber });
        this.y -= 38;
        return;
      case 'subheading':
        this.ensure(48);
        this.y -= 6;
        this.lines(block.text, { font: this.fonts.bold, size: 12, leading: 16, colour: colours.navy500 });
        this.y -= 3;
        return;
      case 'paragraph':
        // Keep at least two lines of a paragraph together at a page break.
        this.ensure(Math.min(2, wrapText(block.text, this.fonts.regular, 10.5, CONTENT_WIDTH).length) * 15);
        this.lines(block.text);
        this.y -= 7;
        return;
      case 'bullets':
        for (const item of block.items) {
          const wrapped = wrapText(item, this.fonts.regular, 10.5, CONTENT_WIDTH - 16);
          this.ensure(Math.min(wrapped.length, 2) * 15);
          this.page.drawRectangle({
            x: MARGIN + 2,
            y: this.y - 9,
            width: 4.5,
            height: 4.5,
            color: colours.amber,
          });
          this.lines(item, { x: MARGIN + 16, width: CONTENT_WIDTH - 16 });
          this.y -= 2.5;
        }
        this.y -= 5;
        return;
      case 'table':
        this.table(block.rows, block.header);
        return;
      case 'facts':
        this.facts(block.items);
        return;
      case 'callout':
        this.callout(block.title, block.text);
        return;
      case 'pageBreak':
        this.addPage();
        return;
    }
  }

  table(rows: readonly (readonly [string, string])[], header?: readonly [string, string]) {
    const firstWidth = CONTENT_WIDTH * 0.34;
    const pad = 6;
    const size = 9.5;
    const leading = 13;
    const drawRow = ([left, right]: readonly [string, string], index: number, isHeader: boolean) => {
      const font = isHeader ? this.fonts.bold : this.fonts.regular;
      const leftLines = wrapText(left, this.fonts.bold, size, firstWidth - pad * 2);
      const rightLines = wrapText(right, font, size, CONTENT_WIDTH - firstWidth - pad * 2);
      const height = Math.max(leftLines.length, rightLines.length) * leading + pad * 2;
      this.ensure(height);
      const fill = isHeader ? colours.navy : index % 2 === 0 ? colours.mist : colours.white;
      this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: fill });
      const ink = isHeader ? colours.white : colours.ink;
      leftLines.forEach((line, i) => {
        this.page.drawText(line, {
          x: MARGIN + pad,
          y: this.y - pad - size - i * leading + 1,
          size,
          font: this.fonts.bold,
          color: isHeader ? colours.white : colours.navy,
        });
      });
      rightLines.forEach((line, i) => {
        this.page.drawText(line, {
          x: MARGIN + firstWidth + pad,
          y: this.y - pad - size - i * leading + 1,
          size,
          font,
          color: ink,
        });
      });
      this.y -= height;
    };
    if (header) drawRow(header, 0, true);
    rows.forEach((row, index) => {
      drawRow(row, index, false);
    });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.8,
      color: colours.rule,
    });
    this.y -= 14;
  }

  facts(items: readonly (readonly [string, string])[]) {
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length;
    const height = 62;
    this.ensure(height + 10);
    items.forEach(([value, label], index) => {
      const x = MARGIN + index * (width + gap);
      this.page.drawRectangle({ x, y: this.y - height, width, height, color: colours.navy });
      this.page.drawRectangle({ x, y: this.y - height, width: 3, height, color: colours.amber });
      this.page.drawText(value, {
        x: x + 12,
        y: this.y - 30,
        size: 20,
        font: this.fonts.bold,
        color: colours.amber,
      });
      wrapText(label, this.fonts.regular, 8.5, width - 20).forEach((line, i) => {
        this.page.drawText(line, {
          x: x + 12,
          y: this.y - 45 - i * 10,
          size: 8.5,
          font: this.fonts.regular,
          color: colours.white,
        });
      });
    });
    this.y -= height + 16;
  }

  callout(title: string, text: string) {
    const lines = wrapText(text, this.fonts.regular, 10, CONTENT_WIDTH - 32);
    const height = 34 + lines.length * 14;
    this.ensure(height + 8);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: colours.cream,
    });
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: 4, height, color: colours.amber });
    this.page.drawText(title, {
      x: MARGIN + 16,
      y: this.y - 20,
      size: 11,
      font: this.fonts.bold,
      color: colours.navy,
    });
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x: MARGIN + 16,
        y: this.y - 36 - i * 14,
        size: 10,
        font: this.fonts.regular,
        color: colours.ink,
      });
    });
    this.y -= height + 14;
  }
}
