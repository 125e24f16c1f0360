import type { StatementDocument } from '../../domain/capability-statements.ts';
import { bodyPictures } from './case-study.ts';
import { coverPicture } from './cover.ts';
import { type Flow, newPage } from './flow.ts';
import { drawCropped, figure } from './pictures.ts';
import { drawRule, strokeRule } from './rules.ts';
import { type ColumnLayout, drawColumns, layOutColumns } from './sheet-columns.ts';
import { artifact, tagged } from './tags.ts';
import { lineHeight, measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, PAGE, TYPE } from './theme.ts';

// A case study's public one-page PDF: the statement's design on a single A4 page. Header picture
// with the title on a navy band, the summary, the sections in two columns (sheet-columns.ts), up
// to two pictures and a footer with the company's address on the web. The sections are set at
// the largest size (8.8 down to 7.2 pt) at which all of them fit; the pictures' row is lowered,
// then left out, before any text is cut; only then is each column cut with an ellipsis where it
// ends (the page's address is printed for the rest). It never runs onto a second page.

const PICTURE_HEIGHT = 300;
const BAND_TOP = 176;
const FOOTER_RULE_Y = PAGE.height - 58;
const PICTURE_ROW_HEIGHT = 122;
const TEXT_SIZES = [8.8, 8.4, 8, 7.6, 7.2];

export function drawCaseStudySheet(flow: Flow, statement: StatementDocument): void {
  const { doc, root } = flow;
  const caseStudy = statement.caseStudies[0];
  newPage(flow, 'sheet', 'Case study');
  if (!caseStudy) return;
  const header = caseStudy.headerImage ?? caseStudy.images[0] ?? coverPicture(statement);

  if (header) {
    tagged(
      doc,
      root,
      'Figure',
      () => drawCropped(flow, header, { x: 0, y: 0, width: PAGE.width, height: PICTURE_HEIGHT }),
      {
        alt: header.alt.trim() || 'Photograph',
      },
    );
  }
  artifact(doc, () => {
    if (!header) doc.rect(0, 0, PAGE.width, PICTURE_HEIGHT).fill(COLOUR.navyMid);
    // A dark wash at the top keeps the wordmark legible on a bright sky.
    const wash = doc.linearGradient(0, 0, 0, 110);
    wash.stop(0, COLOUR.navy, 0.7).stop(1, COLOUR.navy, 0);
    doc.rect(0, 0, PAGE.width, 110).fill(wash);
    doc.rect(MARGIN.left, 36, 8, 8).fill(COLOUR.accent);
    doc
      .save()
      .rect(0, BAND_TOP, PAGE.width, PICTURE_HEIGHT - BAND_TOP)
      .fillOpacity(0.93)
      .fill(COLOUR.navy)
      .restore();
    doc.rect(0, BAND_TOP, 8, PICTURE_HEIGHT - BAND_TOP).fill(COLOUR.accent);
  });
  tagged(doc, root, 'P', () => {
    textAt(
      doc,
      statement.company.name.toUpperCase(),
      MARGIN.left + 15,
      36.5,
      { ...TYPE.eyebrow, size: 8, colour: COLOUR.white },
      { width: 300, height: 12 },
    );
  });
  tagged(doc, root, 'P', () => {
    textAt(
      doc,
      'CASE STUDY',
      MARGIN.left,
      BAND_TOP + 26,
      { ...TYPE.eyebrow, colour: COLOUR.accent },
      { width: CONTENT_WIDTH, height: 12 },
    );
  });
  let titleSize = 22;
  while (
    titleSize > 15 &&
    measure(doc, caseStudy.title, { ...TYPE.heading, size: titleSize }, CONTENT_WIDTH) > titleSize * 1.25 * 2
  )
    titleSize -= 1;
  tagged(doc, root, 'H1', () => {
    textAt(
      doc,
      caseStudy.title,
      MARGIN.left,
      BAND_TOP + 44,
      { ...TYPE.heading, size: titleSize, colour: COLOUR.white },
      { width: CONTENT_WIDTH, height: PICTURE_HEIGHT - BAND_TOP - 52 },
    );
  });

  let y = PICTURE_HEIGHT + 24;
  const lead = { ...TYPE.lead, size: 10.5, lineGap: 3.6 };
  const leadHeight = Math.min(
    measure(doc, caseStudy.summary, lead, CONTENT_WIDTH),
    lineHeight(doc, lead) * 4,
  );
  tagged(doc, root, 'P', () => {
    textAt(doc, caseStudy.summary, MARGIN.left, y, lead, { width: CONTENT_WIDTH, height: leadHeight + 1 });
  });
  y += leadHeight + 12;
  const ruleY = y;
  drawRule(doc, MARGIN.left, MARGIN.left + CONTENT_WIDTH, ruleY);
  y += 16;

  // The text comes first: the pictures' row is lowered, then left out, before any text is cut.
  const available = bodyPictures(caseStudy, header, 2);
  const rows = available.length > 0 ? [PICTURE_ROW_HEIGHT, PICTURE_ROW_HEIGHT * 0.75, 0] : [0];
  const sectionsBottom = (rowHeight: number) => FOOTER_RULE_Y - 16 - (rowHeight > 0 ? rowHeight + 16 : 0);
  let chosen: { rowHeight: number; layout: ColumnLayout } | undefined;
  for (const rowHeight of rows) {
    for (const size of TEXT_SIZES) {
      const layout = layOutColumns(flow, caseStudy.sections, size, y, sectionsBottom(rowHeight));
      if (layout.fits) {
        chosen = { rowHeight, layout };
        break;
      }
    }
    if (chosen) break;
  }
  const rowHeight = chosen?.rowHeight ?? 0;
  drawColumns(
    flow,
    root,
    chosen?.layout ?? layOutColumns(flow, caseStudy.sections, TEXT_SIZES.at(-1) ?? 7.2, y, sectionsBottom(0)),
  );

  const pictures = rowHeight > 0 ? available : [];
  const picturesTop = FOOTER_RULE_Y - 16 - rowHeight;
  const width = (CONTENT_WIDTH - 10 * (pictures.length - 1)) / Math.max(1, pictures.length);
  pictures.forEach((picture, index) => {
    figure(flow, root, picture, {
      x: MARGIN.left + index * (width + 10),
      y: picturesTop,
      width,
      height: rowHeight,
    });
  });

  artifact(doc, () => {
    strokeRule(doc, MARGIN.left, MARGIN.left + CONTENT_WIDTH, FOOTER_RULE_Y, 0.5);
    doc
      .save()
      .rect(MARGIN.left, FOOTER_RULE_Y + 13.5, 5, 5)
      .fill(COLOUR.accent)
      .restore();
  });
  tagged(doc, root, 'P', () => {
    const { name, website, phone, email } = statement.company;
    textAt(
      doc,
      [name, website, phone, email].filter(Boolean).join('  ·  '),
      MARGIN.left + 12,
      FOOTER_RULE_Y + 12,
      { ...TYPE.caption, colour: COLOUR.muted },
      { width: CONTENT_WIDTH - 12, height: 12 },
    );
    textAt(
      doc,
      `Read the full case study: ${caseStudy.url}`,
      MARGIN.left + 12,
      FOOTER_RULE_Y + 25,
      { ...TYPE.caption, colour: COLOUR.blue },
      { width: CONTENT_WIDTH - 12, height: 12 },
    );
  });
}
