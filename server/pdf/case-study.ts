import type {
  DocumentCaseStudy,
  DocumentImage,
  StatementDocument,
} from '../../domain/capability-statements.ts';
import { bottom, ensureSpace, type Flow, newPage, pageIndex, spaceLeft } from './flow.ts';
import { figure } from './pictures.ts';
import { paragraphs } from './profile.ts';
import { drawRule } from './rules.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { bulletList, heading, lineHeight, measure, paragraph, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, GRID, MARGIN, PAGE, SPACE, TYPE } from './theme.ts';

// Case studies in a statement: a navy divider page opens the section (its H1 and the list of the
// case studies), then each case study starts a page: a full-bleed header picture, its title and
// summary, its sections on the grid (heading in the side column, text in the main column, running
// on over pages when long), and up to three pictures in a row.

const HEADER_HEIGHT = 286;

export function drawCaseStudiesDivider(flow: Flow, statement: StatementDocument, number: string): Struct {
  const { doc } = flow;
  newPage(flow, 'divider', 'Case studies');
  artifact(doc, () => {
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOUR.navy);
    doc.rect(0, 0, 8, PAGE.height).fill(COLOUR.accent);
    textAt(
      doc,
      number,
      MARGIN.left - 4,
      150,
      { ...TYPE.numeral, size: 120, colour: COLOUR.accent, characterSpacing: -4 },
      { width: 300, height: 150 },
    );
  });
  const section = group(doc, flow.root, 'Sect');
  tagged(doc, section, 'H1', () => {
    textAt(
      doc,
      'Case studies',
      MARGIN.left,
      300,
      { ...TYPE.title, size: 36, colour: COLOUR.white },
      { width: CONTENT_WIDTH, height: 50 },
    );
  });
  const count = statement.caseStudies.length;
  const projects = count === 1 ? 'A project' : `${count} projects`;
  const intro = statement.clientName
    ? `${projects} we have delivered, chosen for ${statement.clientName} as the closest to the work this tender asks for.`
    : `${projects} we have delivered.`;
  let y = 360;
  tagged(doc, section, 'P', () => {
    y = textAt(
      doc,
      intro,
      MARGIN.left,
      y,
      { ...TYPE.lead, colour: '#c9d4e5' },
      { width: GRID.sideWidth + GRID.gutter + GRID.mainWidth * 0.75, height: 80 },
    );
  });
  y += SPACE.lg;
  const list = group(doc, section, 'L');
  statement.caseStudies.forEach((caseStudy, index) => {
    if (y > PAGE.height - 110) return;
    const rowY = y;
    artifact(doc, () => {
      doc
        .save()
        .moveTo(MARGIN.left, rowY)
        .lineTo(MARGIN.left + CONTENT_WIDTH, rowY)
        .lineWidth(0.5)
        .strokeOpacity(0.25)
        .stroke(COLOUR.white)
        .restore();
    });
    const item = group(doc, list, 'LI');
    tagged(doc, item, 'Lbl', () => {
      textAt(
        doc,
        String(index + 1).padStart(2, '0'),
        MARGIN.left,
        rowY + 9,
        { ...TYPE.eyebrow, colour: COLOUR.accent, size: 8.5 },
        { width: 30, height: 14 },
      );
    });
    tagged(doc, item, 'LBody', () => {
      y = textAt(
        doc,
        caseStudy.title,
        MARGIN.left + 36,
        rowY + 8,
        { ...TYPE.body, size: 10.5, colour: COLOUR.white },
        { width: CONTENT_WIDTH - 36, height: 32 },
      );
    });
    item.end();
    y += 10;
  });
  list.end();
  return section;
}

/** The pictures a case study shows below its text: those other than its header picture, at most `max`. */
export function bodyPictures(
  caseStudy: DocumentCaseStudy,
  header: DocumentImage | null,
  max: number,
): DocumentImage[] {
  return caseStudy.images.filter((image) => image !== header).slice(0, max);
}

/** Draws one case study from the top of a new page; returns the index of its first page. */
export function drawCaseStudy(
  flow: Flow,
  parent: Struct,
  caseStudy: DocumentCaseStudy,
  index: number,
  count: number,
): number {
  const { doc } = flow;
  newPage(flow, 'inner', `Case study ${index + 1} of ${count}  ·  ${caseStudy.title}`);
  const first = pageIndex(flow);
  const article = group(doc, parent, 'Art');
  const header = caseStudy.headerImage ?? caseStudy.images[0] ?? null;

  let y: number;
  if (header) {
    figure(flow, article, header, { x: 0, y: 0, width: PAGE.width, height: HEADER_HEIGHT });
    artifact(doc, () => {
      doc.rect(0, HEADER_HEIGHT - 6, PAGE.width, 6).fill(COLOUR.accent);
    });
    y = HEADER_HEIGHT + 34;
  } else {
    artifact(doc, () => {
      doc.rect(0, 0, PAGE.width, 150).fill(COLOUR.navy);
      doc.rect(0, 144, PAGE.width, 6).fill(COLOUR.accent);
    });
    y = 150 + 34;
  }

  tagged(doc, article, 'P', () => {
    textAt(doc, `CASE STUDY ${index + 1} OF ${count}`, MARGIN.left, y, TYPE.eyebrow, {
      width: CONTENT_WIDTH,
      height: 12,
    });
  });
  doc.y = y + 18;
  heading(
    flow,
    article,
    'H2',
    caseStudy.title,
    { ...TYPE.heading, size: 21 },
    {
      x: MARGIN.left,
      width: CONTENT_WIDTH,
      keepWith: 0,
      gapAfter: SPACE.sm,
    },
  );
  paragraph(flow, article, caseStudy.summary, TYPE.lead, {
    x: MARGIN.left,
    width: CONTENT_WIDTH,
    gapAfter: SPACE.md,
  });
  rule(flow);

  for (const section of caseStudy.sections) drawSection(flow, article, section);

  const pictures = bodyPictures(caseStudy, header, 3);
  if (pictures.length > 0) drawPictureRow(flow, article, pictures);

  ensureSpace(flow, 24);
  paragraph(
    flow,
    article,
    `Read more: ${caseStudy.url}`,
    { ...TYPE.caption, colour: COLOUR.blue },
    { x: GRID.mainX, width: GRID.mainWidth },
  );
  article.end();
  return first;
}

function rule(flow: Flow): void {
  const { doc } = flow;
  const y = doc.y;
  drawRule(doc, MARGIN.left, MARGIN.left + CONTENT_WIDTH, y);
  doc.y = y + SPACE.md + 4;
}

/** One section: its heading in the side column beside the start of its text. */
function drawSection(flow: Flow, parent: Struct, section: DocumentCaseStudy['sections'][number]): void {
  const { doc } = flow;
  const sect = group(doc, parent, 'Sect');
  const headingHeight = measure(doc, section.title, TYPE.subheading, GRID.sideWidth);
  // The heading keeps three lines of its text with it.
  ensureSpace(flow, Math.max(headingHeight, lineHeight(doc, TYPE.body) * 3) + 4);
  const y = doc.y;
  artifact(doc, () => {
    doc
      .save()
      .rect(MARGIN.left, y - 7, 16, 2)
      .fill(COLOUR.accent)
      .restore();
  });
  tagged(doc, sect, 'H3', () => {
    textAt(doc, section.title, MARGIN.left, y, TYPE.subheading, {
      width: GRID.sideWidth,
      height: headingHeight + 2,
    });
  });
  doc.y = y;
  const startPage = pageIndex(flow);
  paragraphs(flow, sect, section.text);
  if (section.items.length > 0)
    bulletList(flow, sect, section.items, TYPE.body, { x: GRID.mainX, width: GRID.mainWidth, gapAfter: 4 });
  // The text may be shorter than its heading (a one-line section with a long title).
  if (pageIndex(flow) === startPage) doc.y = Math.max(doc.y, y + headingHeight);
  doc.y += SPACE.md;
  sect.end();
}

function drawPictureRow(flow: Flow, parent: Struct, pictures: DocumentImage[]): void {
  const { doc } = flow;
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * (pictures.length - 1)) / pictures.length;
  const preferred = pictures.length === 1 ? 230 : pictures.length === 2 ? 180 : 130;
  // Lower pictures rather than a page of pictures alone: down to 70 % of their height where the
  // page has the room for that (and for the line beneath them).
  const room = spaceLeft(flow) - SPACE.xs - SPACE.md - 24;
  if (room < preferred * 0.7) {
    drawPicturePage(flow, parent, pictures);
    return;
  }
  const height = Math.min(preferred, room);
  const y = doc.y + SPACE.xs;
  pictures.forEach((picture, index) => {
    figure(flow, parent, picture, { x: MARGIN.left + index * (width + gap), y, width, height });
  });
  doc.y = y + height + SPACE.md;
}

/**
 * Pictures that do not fit below the text get a page of their own, laid out large as a picture
 * page (one tall, two stacked, or one above two) rather than a strip at the top of an empty page.
 */
function drawPicturePage(flow: Flow, parent: Struct, pictures: DocumentImage[]): void {
  const { doc } = flow;
  newPage(flow);
  const top = MARGIN.top;
  const gap = 12;
  const height = bottom(flow) - top - 40;
  const [first, second, third] = pictures;
  if (!first) return;
  if (!second) {
    figure(flow, parent, first, { x: MARGIN.left, y: top, width: CONTENT_WIDTH, height });
  } else if (!third) {
    const each = (height - gap) / 2;
    figure(flow, parent, first, { x: MARGIN.left, y: top, width: CONTENT_WIDTH, height: each });
    figure(flow, parent, second, { x: MARGIN.left, y: top + each + gap, width: CONTENT_WIDTH, height: each });
  } else {
    const upper = (height - gap) * 0.58;
    const lower = height - gap - upper;
    const half = (CONTENT_WIDTH - gap) / 2;
    figure(flow, parent, first, { x: MARGIN.left, y: top, width: CONTENT_WIDTH, height: upper });
    figure(flow, parent, second, { x: MARGIN.left, y: top + upper + gap, width: half, height: lower });
    figure(flow, parent, third, {
      x: MARGIN.left + half + gap,
      y: top + upper + gap,
      width: half,
      height: lower,
    });
  }
  doc.y = top + height + SPACE.sm;
}
