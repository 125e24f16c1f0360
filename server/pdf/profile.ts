import type { StatementDocument } from '../../domain/capability-statements.ts';
import { ensureSpace, type Flow, newPage } from './flow.ts';
import { strokeRule } from './rules.ts';
import { sectionHead } from './section-head.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { heading, lineHeight, measure, paragraph, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, GRID, MARGIN, SPACE, type TextStyle, TYPE } from './theme.ts';

// The company profile: who the company is (a lead paragraph), the client-specific introduction,
// the site's figures as large numerals, and the chosen services as a grid of short entries.

/** A part on the grid: its label in the side column, its text in the main column. */
function sideLabel(flow: Flow, parent: Struct, text: string, keepWith: number): number {
  const { doc } = flow;
  ensureSpace(flow, keepWith);
  const y = doc.y;
  tagged(doc, parent, 'H2', () => {
    textAt(
      doc,
      text,
      MARGIN.left,
      y + 2,
      { ...TYPE.subheading, size: 10 },
      { width: GRID.sideWidth, height: 40 },
    );
  });
  artifact(doc, () => {
    doc
      .save()
      .rect(MARGIN.left, y - 8, 16, 2)
      .fill(COLOUR.accent)
      .restore();
  });
  doc.y = y;
  return y;
}

export function drawProfile(flow: Flow, statement: StatementDocument, number: string): void {
  const { doc } = flow;
  newPage(flow, 'inner', 'Company profile');
  const section = group(doc, flow.root, 'Sect');
  sectionHead(flow, section, number, 'Company profile');

  sideLabel(flow, section, `About ${statement.company.name}`, lineHeight(doc, TYPE.lead) * 3);
  paragraphs(flow, section, statement.company.profile, { ...TYPE.lead, size: 11.5, lineGap: 4 });
  doc.y += SPACE.sm;

  if (statement.introduction) {
    const who = statement.clientName ? `For ${statement.clientName}` : 'Introduction';
    sideLabel(flow, section, who, lineHeight(doc, TYPE.body) * 3);
    paragraphs(flow, section, statement.introduction, TYPE.body);
    doc.y += SPACE.sm;
  }

  if (statement.company.figures.length > 0) drawFigures(flow, section, statement);
  if (statement.services.length > 0) drawServices(flow, section, statement.services);
  section.end();
}

/** Text split at blank lines into paragraphs, in the main column. */
export function paragraphs(
  flow: Flow,
  parent: Struct,
  text: string,
  style: TextStyle = TYPE.body,
  x: number = GRID.mainX,
  width: number = GRID.mainWidth,
): void {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) paragraph(flow, parent, part, style, { x, width, gapAfter: style.size * 0.7 });
}

function drawFigures(flow: Flow, parent: Struct, statement: StatementDocument): void {
  const { doc } = flow;
  const figures = statement.company.figures.slice(0, 8);
  const perRow = Math.min(4, figures.length);
  const gap = 18;
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  const rowHeight = 88;
  ensureSpace(flow, SPACE.lg + rowHeight);
  doc.y += SPACE.xs;
  const list = group(doc, parent, 'L');
  for (let start = 0; start < figures.length; start += perRow) {
    ensureSpace(flow, rowHeight);
    const y = doc.y;
    artifact(doc, () => {
      doc
        .save()
        .rect(MARGIN.left, y, CONTENT_WIDTH, rowHeight - 10)
        .fill(COLOUR.tint)
        .restore();
    });
    figures.slice(start, start + perRow).forEach((item, index) => {
      const x = MARGIN.left + index * (width + gap);
      artifact(doc, () => {
        doc
          .save()
          .rect(x + 14, y + 14, 18, 2.5)
          .fill(COLOUR.accent)
          .restore();
      });
      const entry = group(doc, list, 'LI');
      tagged(doc, entry, 'LBody', () => {
        textAt(doc, item.value, x + 14, y + 24, TYPE.numeral, { width: width - 20, height: 36 });
        textAt(
          doc,
          item.label,
          x + 14,
          y + 55,
          { ...TYPE.small, size: 7.5, lineGap: 1.5 },
          { width: width - 22, height: 22 },
        );
      });
      entry.end();
    });
    doc.y = y + rowHeight;
  }
  list.end();
  doc.y += SPACE.md;
}

function drawServices(flow: Flow, parent: Struct, services: StatementDocument['services']): void {
  const { doc } = flow;
  const gap = 24;
  const width = (CONTENT_WIDTH - gap) / 2;
  const summaryStyle = { ...TYPE.body, size: 8.8, lineGap: 3.6 };
  const firstRow = services.slice(0, 2);
  const rowHeight = (pair: typeof services) =>
    Math.max(
      ...pair.map(
        (service) =>
          measure(doc, service.label, TYPE.subheading, width) +
          14 +
          measure(doc, service.summary, summaryStyle, width),
      ),
    ) + SPACE.md;
  heading(
    flow,
    parent,
    'H2',
    'Services for this tender',
    { ...TYPE.heading, size: 16 },
    {
      x: MARGIN.left,
      width: CONTENT_WIDTH,
      keepWith: rowHeight(firstRow) + SPACE.md,
      gapAfter: SPACE.sm + 4,
    },
  );
  for (let start = 0; start < services.length; start += 2) {
    const pair = services.slice(start, start + 2);
    const height = rowHeight(pair);
    ensureSpace(flow, height);
    const y = doc.y;
    pair.forEach((service, index) => {
      const x = MARGIN.left + index * (width + gap);
      artifact(doc, () => {
        strokeRule(doc, x, x + width, y);
        doc
          .save()
          .rect(x, y - 1, 22, 2)
          .fill(COLOUR.accent)
          .restore();
      });
      let textY = y + 10;
      tagged(doc, parent, 'H3', () => {
        textY = textAt(doc, service.label, x, textY, TYPE.subheading, { width, height: 40 });
      });
      textY += 4;
      tagged(doc, parent, 'P', () => {
        textAt(doc, service.summary, x, textY, summaryStyle, { width, height: height });
      });
    });
    doc.y = y + height;
  }
}
