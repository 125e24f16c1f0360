import type { DocumentCaseStudy } from '../../domain/capability-statements.ts';
import type { Flow } from './flow.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { lineHeight, measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, type TextStyle, TYPE } from './theme.ts';

// The sections of a case study's one-page PDF in two columns, in reading order. Each section is
// cut into pieces (its heading with its first paragraph, then each further paragraph and each
// item), and the pieces are split between the columns where that makes the taller column the
// shortest: a section may run on from the foot of the left column to the top of the right.

type Section = DocumentCaseStudy['sections'][number];

export const COLUMN_GAP = 24;
const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const SECTION_GAP = 12;
const ITEM_INDENT = 10;

type Piece = {
  section: number;
  title: string | null;
  kind: 'paragraph' | 'item';
  text: string;
  headingHeight: number;
  textHeight: number;
};
export type PlacedPiece = Piece & { x: number; y: number; shownHeight: number };
export type ColumnLayout = { pieces: PlacedPiece[]; fits: boolean; size: number };

export const bodyStyle = (size: number): TextStyle => ({ ...TYPE.body, size, lineGap: size * 0.38 });
const headingStyle = (size: number): TextStyle => ({ ...TYPE.subheading, size: size + 1.6 });

function pieces(flow: Flow, sections: Section[], size: number): Piece[] {
  const { doc } = flow;
  const style = bodyStyle(size);
  return sections.flatMap((section, index) => {
    const paragraphs = section.text
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean);
    const parts = [
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text, width: COLUMN_WIDTH })),
      ...section.items.map((text) => ({ kind: 'item' as const, text, width: COLUMN_WIDTH - ITEM_INDENT })),
    ];
    if (parts.length === 0) parts.push({ kind: 'paragraph', text: '', width: COLUMN_WIDTH });
    return parts.map((part, partIndex) => {
      const title = partIndex === 0 ? section.title : null;
      return {
        section: index,
        title,
        kind: part.kind,
        text: part.text,
        headingHeight: title ? measure(doc, title, headingStyle(size), COLUMN_WIDTH) + 3 : 0,
        textHeight: measure(doc, part.text, style, part.width),
      };
    });
  });
}

/** The space a piece takes after the piece before it in the same column. */
const gapBefore = (piece: Piece, previous: Piece | undefined) =>
  previous === undefined ? 0 : piece.title ? SECTION_GAP : 3;

function columnHeight(column: Piece[]): number {
  return column.reduce(
    (sum, piece, index) => sum + gapBefore(piece, column[index - 1]) + piece.headingHeight + piece.textHeight,
    0,
  );
}

/**
 * Lays the sections out at text size `size` between `top` and `bottom`. `fits` says whether all
 * of them fitted whole; when not, what fits is placed all the same, the last piece of a column
 * cut where the column ends, and a piece with no room for two lines left out.
 */
export function layOutColumns(
  flow: Flow,
  sections: Section[],
  size: number,
  top: number,
  bottom: number,
): ColumnLayout {
  const all = pieces(flow, sections, size);
  let split = 0;
  let tallest = Number.POSITIVE_INFINITY;
  for (let k = 0; k <= all.length; k += 1) {
    const height = Math.max(columnHeight(all.slice(0, k)), columnHeight(all.slice(k)));
    if (height < tallest) {
      tallest = height;
      split = k;
    }
  }
  const minimum = lineHeight(flow.doc, bodyStyle(size)) * 2;
  const placed: PlacedPiece[] = [];
  [all.slice(0, split), all.slice(split)].forEach((column, index) => {
    const x = MARGIN.left + index * (CONTENT_WIDTH / 2 + COLUMN_GAP / 2);
    let y = top;
    for (const [position, piece] of column.entries()) {
      y += gapBefore(piece, column[position - 1]);
      const room = bottom - y - piece.headingHeight;
      if (room < Math.min(minimum, piece.textHeight)) break;
      placed.push({ ...piece, x, y, shownHeight: Math.min(piece.textHeight, room) });
      y += piece.headingHeight + piece.textHeight;
    }
  });
  return { pieces: placed, fits: tallest <= bottom - top, size };
}

/** Draws a layout: a Sect per section (H2, P, L with LI), continued across the columns. */
export function drawColumns(flow: Flow, parent: Struct, layout: ColumnLayout): void {
  const { doc } = flow;
  const style = bodyStyle(layout.size);
  let sect: Struct | null = null;
  let list: Struct | null = null;
  let current = -1;
  for (const piece of layout.pieces) {
    if (piece.section !== current) {
      list?.end();
      sect?.end();
      list = null;
      current = piece.section;
      sect = group(doc, parent, 'Sect');
    }
    if (!sect) continue;
    let y = piece.y;
    if (piece.title) {
      artifact(doc, () => {
        doc
          .save()
          .rect(piece.x, y - 6, 14, 2)
          .fill(COLOUR.accent)
          .restore();
      });
      const title = piece.title;
      tagged(doc, sect, 'H2', () => {
        textAt(doc, title, piece.x, y, headingStyle(layout.size), {
          width: COLUMN_WIDTH,
          height: piece.headingHeight + 2,
        });
      });
      y += piece.headingHeight;
    }
    if (!piece.text) continue;
    if (piece.kind === 'paragraph') {
      list?.end();
      list = null;
      tagged(doc, sect, 'P', () => {
        textAt(doc, piece.text, piece.x, y, style, { width: COLUMN_WIDTH, height: piece.shownHeight + 0.5 });
      });
      continue;
    }
    list ??= group(doc, sect, 'L');
    const item = group(doc, list, 'LI');
    const mark = layout.size * 0.34;
    const markY = y + (layout.size * 1.21 - mark) / 2;
    tagged(doc, item, 'Lbl', () => {
      doc.save().rect(piece.x, markY, mark, mark).fill(COLOUR.accent).restore();
    });
    tagged(doc, item, 'LBody', () => {
      textAt(doc, piece.text, piece.x + ITEM_INDENT, y, style, {
        width: COLUMN_WIDTH - ITEM_INDENT,
        height: piece.shownHeight + 0.5,
      });
    });
    item.end();
  }
  list?.end();
  sect?.end();
}
