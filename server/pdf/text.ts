import { ensureSpace, type Flow } from './flow.ts';
import { printable } from './fonts.ts';
import { group, type Struct, tagged } from './tags.ts';
import { COLOUR, PAGE, type TextStyle } from './theme.ts';

// Text in the type scale: measured before it is drawn, so headings keep with what follows and
// text placed in a box never runs out of it.

type Doc = PDFKit.PDFDocument;
type Options = PDFKit.Mixins.TextOptions;

/** Sets the style's font, size and colour; returns the text options it implies. */
export function applyStyle(doc: Doc, style: TextStyle): Options {
  doc.font(style.font).fontSize(style.size).fillColor(style.colour);
  return { lineGap: style.lineGap, characterSpacing: style.characterSpacing ?? 0 };
}

/** The height `text` takes in `style` at `width`. */
export function measure(doc: Doc, text: string, style: TextStyle, width: number): number {
  if (!text) return 0;
  const options = applyStyle(doc, style);
  return doc.heightOfString(printable(text), { ...options, width });
}

/** One line's height in `style` (with its line gap). */
export function lineHeight(doc: Doc, style: TextStyle): number {
  applyStyle(doc, style);
  return doc.currentLineHeight(true) + style.lineGap;
}

export type BoxOptions = {
  width: number;
  /** The box's height: text past it is cut with an ellipsis. Default: to the page's edge. */
  height?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  colour?: string;
};

/**
 * Draws text in a box at (x, y) that never starts a page: past the box's height (by default, the
 * page's edge) it is cut with an ellipsis. For positioned text: covers, furniture, table cells.
 * Returns the y below it.
 */
export function textAt(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  box: BoxOptions,
): number {
  const options = applyStyle(doc, style);
  if (box.colour) doc.fillColor(box.colour);
  const height = box.height ?? PAGE.height - y;
  doc.text(printable(text), x, y, {
    ...options,
    width: box.width,
    height,
    ellipsis: true,
    align: box.align ?? 'left',
  });
  return doc.y;
}

export type FlowTextOptions = {
  x: number;
  width: number;
  type?: string;
  gapAfter?: number;
  align?: 'left' | 'justify';
};

/**
 * A paragraph in the flow, tagged `type` (P by default): it starts on the next page unless two
 * lines fit, and runs on over pages when long.
 */
export function paragraph(
  flow: Flow,
  parent: Struct,
  text: string,
  style: TextStyle,
  at: FlowTextOptions,
): void {
  const { doc } = flow;
  if (!text.trim()) return;
  const height = measure(doc, text, style, at.width);
  ensureSpace(flow, Math.min(height, lineHeight(doc, style) * 2));
  tagged(doc, parent, at.type ?? 'P', () => {
    const options = applyStyle(doc, style);
    doc.text(printable(text), at.x, doc.y, { ...options, width: at.width, align: at.align ?? 'left' });
  });
  doc.y += at.gapAfter ?? 0;
}

/**
 * A heading in the flow: moved to the next page unless it and `keepWith` points of what follows
 * fit (no heading is left alone at the bottom of a page).
 */
export function heading(
  flow: Flow,
  parent: Struct,
  level: 'H1' | 'H2' | 'H3',
  text: string,
  style: TextStyle,
  at: FlowTextOptions & { keepWith: number },
): void {
  const { doc } = flow;
  ensureSpace(flow, measure(doc, text, style, at.width) + at.keepWith);
  const y = doc.y;
  tagged(doc, parent, level, () => {
    const options = applyStyle(doc, style);
    doc.text(printable(text), at.x, y, { ...options, width: at.width, height: PAGE.height - y });
  });
  doc.y += at.gapAfter ?? 0;
}

/** A bulleted list (L, LI, Lbl, LBody) in the flow; each item starts where a line of it fits. */
export function bulletList(
  flow: Flow,
  parent: Struct,
  items: string[],
  style: TextStyle,
  at: FlowTextOptions,
): void {
  const { doc } = flow;
  if (items.length === 0) return;
  const indent = 13;
  const list = group(doc, parent, 'L');
  for (const text of items) {
    ensureSpace(flow, Math.min(measure(doc, text, style, at.width - indent), lineHeight(doc, style) * 2));
    const item = group(doc, list, 'LI');
    const y = doc.y;
    applyStyle(doc, style);
    const mark = style.size * 0.36;
    const markY = y + (doc.currentLineHeight() - mark) / 2 + 0.5;
    tagged(doc, item, 'Lbl', () => {
      doc.save().rect(at.x, markY, mark, mark).fill(COLOUR.accent).restore();
    });
    tagged(doc, item, 'LBody', () => {
      const options = applyStyle(doc, style);
      doc.text(printable(text), at.x + indent, y, { ...options, width: at.width - indent });
    });
    item.end();
    doc.y += style.lineGap;
  }
  list.end();
  doc.y += at.gapAfter ?? 0;
}
