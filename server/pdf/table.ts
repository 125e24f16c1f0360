import { ensureSpace, type Flow } from './flow.ts';
import { strokeRule } from './rules.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { measure, textAt } from './text.ts';
import { COLOUR, type TextStyle, TYPE } from './theme.ts';

// A table in the flow (Table, TR, TH, TD): a header row of column names, then rows that never
// split; a row that does not fit starts the next page, where the header row is drawn again as
// page furniture (read once, seen on every page).

export type Column = { header: string; width: number };
export type Cell = { text: string; note?: string | null; style?: TextStyle };
export type TableSpec = {
  x: number;
  columns: Column[];
  rows: Cell[][];
  /** Whether each row's first cell names the row (a TH with Row scope). */
  rowHeaders: boolean;
};

const PAD_X = 8;
const PAD_Y = 7;
const NOTE_STYLE: TextStyle = { ...TYPE.small, size: 7.5, lineGap: 2 };

function cellHeight(doc: PDFKit.PDFDocument, cell: Cell, width: number): number {
  const main = measure(doc, cell.text, cell.style ?? TYPE.tableCell, width - 2 * PAD_X);
  const note = cell.note ? measure(doc, cell.note, NOTE_STYLE, width - 2 * PAD_X) + 2 : 0;
  return main + note + 2 * PAD_Y;
}

function drawHeaderRow(flow: Flow, spec: TableSpec, into: Struct | null): number {
  const { doc } = flow;
  const y = doc.y;
  const total = spec.columns.reduce((sum, column) => sum + column.width, 0);
  const height = 22;
  const draw = () => {
    let x = spec.x;
    for (const column of spec.columns) {
      const cellX = x;
      const paint = () =>
        textAt(doc, column.header.toUpperCase(), cellX + PAD_X, y + 7, TYPE.tableHead, {
          width: column.width - 2 * PAD_X,
          height: 12,
        });
      if (into) tagged(doc, into, 'TH', paint, { scope: 'Column' });
      else paint();
      x += column.width;
    }
  };
  artifact(doc, () => {
    doc
      .save()
      .moveTo(spec.x, y + height)
      .lineTo(spec.x + total, y + height)
      .lineWidth(1)
      .stroke(COLOUR.navy)
      .restore();
  });
  if (into) draw();
  else artifact(doc, draw, 'Pagination');
  doc.y = y + height;
  return height;
}

export function drawTable(flow: Flow, parent: Struct, spec: TableSpec): void {
  const { doc } = flow;
  const total = spec.columns.reduce((sum, column) => sum + column.width, 0);
  const heights = spec.rows.map((row) =>
    Math.max(...row.map((cell, index) => cellHeight(doc, cell, spec.columns[index]?.width ?? 0))),
  );
  ensureSpace(flow, 22 + (heights[0] ?? 0) + (heights[1] ?? 0));
  const table = group(doc, parent, 'Table');
  const head = group(doc, table, 'TR');
  drawHeaderRow(flow, spec, head);
  head.end();
  let page = doc.bufferedPageRange().count;
  spec.rows.forEach((row, rowIndex) => {
    const height = heights[rowIndex] ?? 0;
    ensureSpace(flow, height);
    if (doc.bufferedPageRange().count !== page) {
      page = doc.bufferedPageRange().count;
      drawHeaderRow(flow, spec, null);
    }
    const y = doc.y;
    artifact(doc, () => {
      if (rowIndex % 2 === 1) doc.save().rect(spec.x, y, total, height).fill(COLOUR.tint).restore();
      strokeRule(doc, spec.x, spec.x + total, y + height, 0.5);
    });
    const tr = group(doc, table, 'TR');
    let x = spec.x;
    row.forEach((cell, index) => {
      const width = spec.columns[index]?.width ?? 0;
      const cellX = x;
      const isHeader = spec.rowHeaders && index === 0;
      tagged(
        doc,
        tr,
        isHeader ? 'TH' : 'TD',
        () => {
          const after = textAt(doc, cell.text, cellX + PAD_X, y + PAD_Y, cell.style ?? TYPE.tableCell, {
            width: width - 2 * PAD_X,
            height: height,
          });
          if (cell.note)
            textAt(doc, cell.note, cellX + PAD_X, after + 2, NOTE_STYLE, {
              width: width - 2 * PAD_X,
              height: y + height - after,
            });
        },
        isHeader ? { scope: 'Row' } : {},
      );
      x += width;
    });
    tr.end();
    doc.y = y + height;
  });
  table.end();
}
