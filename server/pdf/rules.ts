import { artifact } from './tags.ts';
import { COLOUR } from './theme.ts';

// The hairlines that divide the statement's pages (under headings, between rows, above footers):
// one way of drawing them, so they are all the same colour and always page furniture.

type Doc = PDFKit.PDFDocument;

/** A horizontal hairline from `fromX` to `toX` at `y`, for a caller already inside an Artifact. */
export function strokeRule(doc: Doc, fromX: number, toX: number, y: number, lineWidth = 0.6): void {
  doc.save().moveTo(fromX, y).lineTo(toX, y).lineWidth(lineWidth).stroke(COLOUR.rule).restore();
}

/** A horizontal hairline drawn as page furniture (an Artifact that screen readers skip). */
export function drawRule(doc: Doc, fromX: number, toX: number, y: number, lineWidth = 0.6): void {
  artifact(doc, () => strokeRule(doc, fromX, toX, y, lineWidth));
}
