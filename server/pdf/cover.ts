import type { DocumentImage, StatementDocument } from '../../domain/capability-statements.ts';
import { longDate } from './dates.ts';
import { type Flow, newPage } from './flow.ts';
import { drawCropped } from './pictures.ts';
import { drawRule } from './rules.ts';
import { artifact, tagged } from './tags.ts';
import { applyStyle, measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, PAGE, type TextStyle, TYPE } from './theme.ts';

// The cover: a full-bleed photograph with a navy band across its foot holding the client's name,
// large, and the tender; below, the tender's particulars on the grid; the company's contacts at
// the foot. The photograph is the first case study's (else the first product's).

const PICTURE_HEIGHT = 560;
const BAND_TOP = 352;

export function coverPicture(doc: StatementDocument): DocumentImage | null {
  for (const caseStudy of doc.caseStudies) {
    const picture = caseStudy.headerImage ?? caseStudy.images[0];
    if (picture) return picture;
  }
  return doc.products.find((product) => product.image)?.image ?? null;
}

/** The largest display size (down to 24 pt) at which `text` takes at most two lines. */
function fittedDisplay(flow: Flow, text: string, width: number): TextStyle {
  for (let size = TYPE.display.size; size > 24; size -= 2) {
    const style = { ...TYPE.display, size };
    applyStyle(flow.doc, style);
    if (measure(flow.doc, text, style, width) <= size * 1.25 * 2) return style;
  }
  return { ...TYPE.display, size: 24 };
}

export function drawCover(flow: Flow, statement: StatementDocument): void {
  const { doc, root } = flow;
  newPage(flow, 'cover', '');
  const picture = coverPicture(statement);

  artifact(doc, () => {
    if (picture) drawCropped(flow, picture, { x: 0, y: 0, width: PAGE.width, height: PICTURE_HEIGHT });
    else doc.rect(0, 0, PAGE.width, PICTURE_HEIGHT).fill(COLOUR.navyMid);
    // A dark wash at the top keeps the wordmark legible on a bright sky.
    const wash = doc.linearGradient(0, 0, 0, 130);
    wash.stop(0, COLOUR.navy, 0.75).stop(1, COLOUR.navy, 0);
    doc.rect(0, 0, PAGE.width, 130).fill(wash);
    doc
      .save()
      .rect(0, BAND_TOP, PAGE.width, PICTURE_HEIGHT - BAND_TOP)
      .fillOpacity(0.93)
      .fill(COLOUR.navy)
      .restore();
    doc.rect(0, BAND_TOP, 8, PICTURE_HEIGHT - BAND_TOP).fill(COLOUR.accent);
    doc.rect(MARGIN.left, 44, 9, 9).fill(COLOUR.accent);
  });

  tagged(doc, root, 'P', () => {
    textAt(
      doc,
      statement.company.name.toUpperCase(),
      MARGIN.left + 17,
      44.5,
      { ...TYPE.eyebrow, colour: COLOUR.white, size: 8.5 },
      { width: 300, height: 14 },
    );
  });

  const textWidth = CONTENT_WIDTH - 20;
  let y = BAND_TOP + 40;
  tagged(doc, root, 'P', () => {
    textAt(
      doc,
      statement.kind === 'statement' ? 'CAPABILITY STATEMENT' : 'CASE STUDY',
      MARGIN.left,
      y,
      { ...TYPE.eyebrow, colour: COLOUR.accent, size: 8 },
      { width: textWidth, height: 12 },
    );
  });
  y += 22;
  const name = statement.clientName ?? statement.title;
  const display = fittedDisplay(flow, name, textWidth);
  tagged(doc, root, 'H1', () => {
    y = textAt(doc, name, MARGIN.left, y, display, { width: textWidth, height: display.size * 1.25 * 2 + 4 });
  });
  if (statement.clientName) {
    y += 10;
    tagged(doc, root, 'P', () => {
      textAt(
        doc,
        statement.title,
        MARGIN.left,
        y,
        { ...TYPE.lead, size: 13, colour: '#c9d4e5' },
        { width: textWidth, height: PICTURE_HEIGHT - 24 - y },
      );
    });
  }

  drawParticulars(flow, statement, PICTURE_HEIGHT + 40);

  drawRule(doc, MARGIN.left, PAGE.width - MARGIN.right, PAGE.height - 62);
  tagged(doc, root, 'P', () => {
    const { website, phone, email } = statement.company;
    textAt(
      doc,
      [website, phone, email].filter(Boolean).join('   ·   '),
      MARGIN.left,
      PAGE.height - 50,
      TYPE.small,
      { width: CONTENT_WIDTH, height: 14 },
    );
  });
}

/** The tender's particulars on a three-column grid: label above value. */
function drawParticulars(flow: Flow, statement: StatementDocument, top: number): void {
  const { doc, root } = flow;
  const items: [string, string | null][] = [
    ['Tender reference', statement.tenderReference],
    ['Due date', statement.dueDate ? longDate(statement.dueDate) : null],
    ['Issued', statement.issuedOn],
    ['Sector', statement.sector],
    ['Voltage range', statement.voltageRange],
    ['Prepared by', statement.company.name],
  ];
  const shown = items.filter((item): item is [string, string] => Boolean(item[1]));
  const columnWidth = (CONTENT_WIDTH - 2 * 24) / 3;
  shown.forEach(([label, value], index) => {
    const x = MARGIN.left + (index % 3) * (columnWidth + 24);
    const y = top + Math.floor(index / 3) * 62;
    drawRule(doc, x, x + columnWidth, y);
    tagged(doc, root, 'P', () => {
      textAt(
        doc,
        label.toUpperCase(),
        x,
        y + 10,
        { ...TYPE.eyebrow, colour: COLOUR.faint },
        { width: columnWidth, height: 12 },
      );
      textAt(doc, value, x, y + 25, { ...TYPE.subheading, size: 10.5 }, { width: columnWidth, height: 28 });
    });
  });
}
