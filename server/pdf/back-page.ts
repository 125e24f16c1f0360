import type { DocumentOffice, StatementDocument } from '../../domain/capability-statements.ts';
import { type Flow, newPage } from './flow.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, PAGE, TYPE } from './theme.ts';

// The back page, navy: how to reach the company (website, telephone, e-mail, large), then its
// offices in three columns with the head office marked first, and the company's name at the foot.

const SOFT = '#c9d4e5';
const DIM = '#8fa3c0';

export function drawBackPage(flow: Flow, statement: StatementDocument, number: string): void {
  const { doc } = flow;
  newPage(flow, 'back', 'Offices and contact');
  artifact(doc, () => {
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOUR.navy);
    doc.rect(0, 0, 8, PAGE.height).fill(COLOUR.accent);
    doc.rect(MARGIN.left, MARGIN.top + 3, 16, 2.5).fill(COLOUR.accent);
    // Concentric arcs in the lower corner, the brand's quiet ornament.
    doc.save().rect(0, 0, PAGE.width, PAGE.height).clip();
    for (let ring = 0; ring < 9; ring += 1) {
      doc
        .circle(PAGE.width + 10, PAGE.height + 10, 120 + ring * 34)
        .lineWidth(0.7)
        .strokeOpacity(0.16 - ring * 0.012)
        .stroke(COLOUR.white);
    }
    doc
      .circle(PAGE.width + 10, PAGE.height + 10, 120)
      .lineWidth(2)
      .strokeOpacity(0.9)
      .stroke(COLOUR.accent);
    doc.restore();
    if (number)
      textAt(
        doc,
        number,
        MARGIN.left + 24,
        MARGIN.top,
        { ...TYPE.eyebrow, characterSpacing: 0.6, colour: COLOUR.accent },
        { width: 60, height: 12 },
      );
  });
  const section = group(doc, flow.root, 'Sect');
  tagged(doc, section, 'H1', () => {
    textAt(
      doc,
      'Offices and contact',
      MARGIN.left,
      MARGIN.top + 16,
      { ...TYPE.title, colour: COLOUR.white },
      { width: CONTENT_WIDTH, height: 40 },
    );
  });

  const { website, phone, email } = statement.company;
  const contacts: [string, string][] = [
    ['Website', website],
    ['Telephone', phone],
    ['E-mail', email],
  ];
  // E-mail addresses are the longest: the last column is the widest.
  const shares = [0.29, 0.31, 0.4];
  const contactY = MARGIN.top + 84;
  const list = group(doc, section, 'L');
  contacts.forEach(([label, value], index) => {
    const x = MARGIN.left + CONTENT_WIDTH * shares.slice(0, index).reduce((sum, share) => sum + share, 0);
    const contactWidth = CONTENT_WIDTH * (shares[index] ?? 0.3);
    const item = group(doc, list, 'LI');
    tagged(doc, item, 'LBody', () => {
      textAt(
        doc,
        label.toUpperCase(),
        x,
        contactY,
        { ...TYPE.eyebrow, colour: DIM },
        { width: contactWidth - 12, height: 12 },
      );
      textAt(
        doc,
        value,
        x,
        contactY + 16,
        { ...TYPE.subheading, size: 12, colour: COLOUR.white },
        { width: contactWidth - 12, height: 32 },
      );
    });
    item.end();
  });
  list.end();

  const offices = [...statement.offices].sort((a, b) => Number(b.isHeadOffice) - Number(a.isHeadOffice));
  const officesY = contactY + 88;
  if (offices.length > 0) drawOffices(flow, section, offices, officesY);

  tagged(doc, section, 'P', () => {
    textAt(
      doc,
      statement.company.name,
      MARGIN.left,
      PAGE.height - 86,
      { ...TYPE.subheading, size: 13, colour: COLOUR.white },
      { width: CONTENT_WIDTH, height: 18 },
    );
    const prepared = statement.clientName
      ? `Prepared for ${statement.clientName}, ${statement.issuedOn}.`
      : `Issued ${statement.issuedOn}.`;
    textAt(
      doc,
      `${prepared} Established ${statement.company.founded}.`,
      MARGIN.left,
      PAGE.height - 66,
      { ...TYPE.small, colour: DIM },
      { width: CONTENT_WIDTH, height: 14 },
    );
  });
  section.end();
}

function drawOffices(flow: Flow, section: Struct, offices: DocumentOffice[], officesY: number): void {
  const { doc } = flow;
  artifact(doc, () => {
    doc
      .save()
      .moveTo(MARGIN.left, officesY)
      .lineTo(MARGIN.left + CONTENT_WIDTH, officesY)
      .lineWidth(0.5)
      .strokeOpacity(0.3)
      .stroke(COLOUR.white)
      .restore();
  });
  tagged(doc, section, 'H2', () => {
    textAt(
      doc,
      offices.length === 1 ? 'Our office' : 'Our offices',
      MARGIN.left,
      officesY + 22,
      { ...TYPE.heading, size: 15, colour: COLOUR.white },
      { width: CONTENT_WIDTH, height: 24 },
    );
  });
  const columnWidth = (CONTENT_WIDTH - 2 * 24) / 3;
  let rowY = officesY + 64;
  for (let start = 0; start < offices.length; start += 3) {
    const row = offices.slice(start, start + 3);
    const heights = row.map((office) => officeHeight(flow, office, columnWidth));
    // Names line up across a row: when one office carries the head-office mark, all leave its room.
    const hasMark = row.some((office) => office.isHeadOffice);
    const height = Math.max(...heights) + (hasMark ? 20 : 0);
    if (rowY + height > PAGE.height - 120) break;
    row.forEach((office, index) => {
      drawOffice(flow, section, office, MARGIN.left + index * (columnWidth + 24), rowY, columnWidth, hasMark);
    });
    rowY += height + 26;
  }
}

const ADDRESS = { ...TYPE.body, size: 9, colour: SOFT };

function officeHeight(flow: Flow, office: DocumentOffice, width: number): number {
  const address = measure(flow.doc, office.addressLines.join('\n'), ADDRESS, width);
  return 20 + 14 + address + 8 + 2 * 14;
}

function drawOffice(
  flow: Flow,
  parent: Struct,
  office: DocumentOffice,
  x: number,
  top: number,
  width: number,
  markRow: boolean,
): void {
  const { doc } = flow;
  const block = group(doc, parent, 'Sect');
  let y = top;
  if (office.isHeadOffice) {
    const label = 'HEAD OFFICE';
    const labelY = y;
    artifact(doc, () => {
      doc.save().roundedRect(x, labelY, 64, 14, 2).fill(COLOUR.accent).restore();
    });
    tagged(doc, block, 'P', () => {
      textAt(
        doc,
        label,
        x + 6,
        labelY + 3.5,
        { ...TYPE.eyebrow, size: 6.5, characterSpacing: 1, colour: COLOUR.navy },
        { width: 60, height: 10 },
      );
    });
  }
  if (markRow) y += 20;
  tagged(doc, block, 'H3', () => {
    y = textAt(
      doc,
      office.name,
      x,
      y,
      { ...TYPE.subheading, size: 13, colour: COLOUR.white },
      { width, height: 36 },
    );
  });
  tagged(doc, block, 'P', () => {
    y = textAt(doc, office.country, x, y + 1, { ...TYPE.small, colour: DIM }, { width, height: 14 });
  });
  y += 6;
  tagged(doc, block, 'P', () => {
    y = textAt(doc, office.addressLines.join('\n'), x, y, ADDRESS, { width, height: 80 });
  });
  y += 6;
  tagged(doc, block, 'P', () => {
    y = textAt(doc, office.phone, x, y, { ...TYPE.small, colour: COLOUR.white }, { width, height: 14 });
    textAt(doc, office.email, x, y, { ...TYPE.small, colour: COLOUR.accent }, { width, height: 14 });
  });
  block.end();
}
