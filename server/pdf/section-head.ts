import { ensureSpace, type Flow } from './flow.ts';
import { drawRule } from './rules.ts';
import { artifact, type Struct } from './tags.ts';
import { heading, measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, SPACE, TYPE } from './theme.ts';

// The opening of a section: its number in the accent colour, its title (the section's H1) and a
// hairline across the page. `keepWith` is the room the section's first part needs below it.

export function sectionHead(flow: Flow, parent: Struct, number: string, title: string, keepWith = 120): void {
  const { doc } = flow;
  const numberHeight = 16;
  ensureSpace(flow, numberHeight + measure(doc, title, TYPE.title, CONTENT_WIDTH) + SPACE.lg + keepWith);
  const y = doc.y;
  artifact(doc, () => {
    doc
      .save()
      .rect(MARGIN.left, y + 3, 16, 2.5)
      .fill(COLOUR.accent)
      .restore();
    if (number)
      textAt(
        doc,
        number,
        MARGIN.left + 24,
        y,
        { ...TYPE.eyebrow, characterSpacing: 0.6 },
        { width: 60, height: 12 },
      );
  });
  doc.y = y + numberHeight;
  heading(flow, parent, 'H1', title, TYPE.title, {
    x: MARGIN.left,
    width: CONTENT_WIDTH,
    keepWith: 0,
    gapAfter: SPACE.sm,
  });
  const ruleY = doc.y;
  drawRule(doc, MARGIN.left, MARGIN.left + CONTENT_WIDTH, ruleY);
  doc.y = ruleY + 26;
}
