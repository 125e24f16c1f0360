import { type Flow, newPage, pageIndex } from './flow.ts';
import { strokeRule } from './rules.ts';
import { sectionHead } from './section-head.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { lineHeight, measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, PAGE, TYPE } from './theme.ts';

// The contents page is reserved before the sections are drawn and filled after, when their page
// numbers are known (the document buffers its pages). Its TOC element is placed in the structure
// tree where the page is, so a screen reader meets it second, as a reader does.

export type ContentsEntry = {
  number: string;
  title: string;
  /** Index from 0 of the section's first page. */
  page: number;
  children: { title: string; page: number }[];
};

export type ReservedContents = { page: number; top: number; section: Struct; toc: Struct };

export function reserveContents(flow: Flow): ReservedContents {
  newPage(flow, 'inner', 'Contents');
  const section = group(flow.doc, flow.root, 'Sect');
  sectionHead(flow, section, '', 'Contents', 0);
  // Left open (ending an element ends its children): filled and ended by fillContents.
  const toc = group(flow.doc, section, 'TOC');
  return { page: pageIndex(flow), top: flow.doc.y, section, toc };
}

export function fillContents(flow: Flow, reserved: ReservedContents, entries: ContentsEntry[]): void {
  const { doc } = flow;
  doc.switchToPage(reserved.page);
  const right = MARGIN.left + CONTENT_WIDTH;
  const titleX = MARGIN.left + 46;
  const numberWidth = 40;
  let y = reserved.top - 26;
  entries.forEach((entry, index) => {
    // Rows keep to the page: a statement has at most six sections and twelve case studies.
    if (y > PAGE.height - MARGIN.bottom - 40) return;
    const rowY = y;
    artifact(doc, () => {
      // The first row sits on the heading's rule.
      if (index > 0) strokeRule(doc, MARGIN.left, right, rowY);
      textAt(
        doc,
        entry.number,
        MARGIN.left,
        rowY + 20,
        { ...TYPE.eyebrow, size: 9, characterSpacing: 0.6, colour: COLOUR.accent },
        { width: 40, height: 14 },
      );
    });
    const item = group(doc, reserved.toc, 'TOCI');
    tagged(doc, item, 'P', () => {
      textAt(
        doc,
        entry.title,
        titleX,
        rowY + 16,
        { ...TYPE.heading, size: 16 },
        { width: right - titleX - numberWidth, height: 24 },
      );
      textAt(
        doc,
        String(entry.page + 1),
        right - numberWidth,
        rowY + 16,
        { ...TYPE.heading, size: 16 },
        { width: numberWidth, height: 24, align: 'right' },
      );
    });
    y = rowY + 50;
    if (entry.children.length > 0) {
      const list = group(doc, item, 'TOC');
      for (const child of entry.children) {
        if (y > PAGE.height - MARGIN.bottom - 20) break;
        const childY = y;
        const childItem = group(doc, list, 'TOCI');
        const titleWidth = right - titleX - numberWidth - 24;
        const titleStyle = { ...TYPE.body, colour: COLOUR.navyMid, lineGap: 2 };
        // A long title takes two lines at most.
        const titleHeight = Math.min(
          measure(doc, child.title, titleStyle, titleWidth),
          2 * lineHeight(doc, titleStyle),
        );
        tagged(doc, childItem, 'P', () => {
          textAt(doc, child.title, titleX, childY, titleStyle, {
            width: titleWidth,
            height: titleHeight + 1,
          });
          textAt(
            doc,
            String(child.page + 1),
            right - numberWidth,
            childY,
            { ...TYPE.body, colour: COLOUR.muted },
            { width: numberWidth, height: 14, align: 'right' },
          );
        });
        childItem.end();
        y = childY + titleHeight + 8;
      }
      list.end();
      y += 14;
    }
    item.end();
  });
  reserved.toc.end();
  reserved.section.end();
}
