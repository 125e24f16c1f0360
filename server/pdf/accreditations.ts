import type { DocumentAccreditation } from '../../domain/capability-statements.ts';
import { shortDate } from './dates.ts';
import { atPageTop, type Flow, newPage, pageIndex } from './flow.ts';
import { sectionHead } from './section-head.ts';
import { drawTable } from './table.ts';
import { group } from './tags.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, SPACE, TYPE } from './theme.ts';

// Accreditations as one table: name (with its scope beneath), certifying body, certificate number
// and expiry. It follows the people on their page when its heading and first rows fit. Returns
// the index of the page its heading is on.

export function drawAccreditations(
  flow: Flow,
  accreditations: DocumentAccreditation[],
  number: string,
  startsPage: boolean,
): number {
  const { doc } = flow;
  if (startsPage) newPage(flow, 'inner', 'Accreditations');
  else {
    flow.section = 'Accreditations';
    if (!atPageTop(flow)) doc.y += SPACE.md;
  }
  const section = group(doc, flow.root, 'Sect');
  sectionHead(flow, section, number, 'Accreditations', 22 + 3 * 34);
  const page = pageIndex(flow);
  const widths = [0.4, 0.24, 0.18].map((share) => Math.round(CONTENT_WIDTH * share));
  const [nameWidth = 0, issuerWidth = 0, numberWidth = 0] = widths;
  drawTable(flow, section, {
    x: MARGIN.left,
    rowHeaders: true,
    columns: [
      { header: 'Accreditation', width: nameWidth },
      { header: 'Certifying body', width: issuerWidth },
      { header: 'Certificate', width: numberWidth },
      { header: 'Expires', width: CONTENT_WIDTH - nameWidth - issuerWidth - numberWidth },
    ],
    rows: accreditations.map((item) => [
      {
        text: item.name,
        note: item.scope,
        style: { ...TYPE.tableCell, font: TYPE.subheading.font, colour: COLOUR.navy },
      },
      { text: item.issuer },
      { text: item.certificateNumber ?? '—' },
      { text: item.expiresOn ? shortDate(item.expiresOn) : 'No expiry' },
    ]),
  });
  section.end();
  return page;
}
