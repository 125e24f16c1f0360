import type { StatementDocument } from '../../domain/capability-statements.ts';
import type { Flow } from './flow.ts';
import { artifact } from './tags.ts';
import { textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, PAGE, TYPE } from './theme.ts';

// The running footer, drawn on every inner and divider page once the page count is known:
// "{company} · Prepared for {client}" on the left, "Page n of N" on the right, over a hairline.
// All of it is an Artifact (Pagination): a screen reader does not read it on every page.

export function footerText(statement: StatementDocument): string {
  const subject = statement.clientName ? `Prepared for ${statement.clientName}` : statement.title;
  return `${statement.company.name}  ·  ${subject}`;
}

export function drawRunningFooters(flow: Flow, statement: StatementDocument): void {
  const { doc } = flow;
  const total = flow.pages.length;
  const left = footerText(statement);
  flow.pages.forEach((page, index) => {
    if (page.kind !== 'inner' && page.kind !== 'divider') return;
    doc.switchToPage(index);
    const isDark = page.kind === 'divider';
    if (page.continued && page.section) {
      artifact(
        doc,
        () => {
          textAt(
            doc,
            `${page.section} (continued)`,
            MARGIN.left,
            42,
            { ...TYPE.caption, colour: COLOUR.faint },
            { width: CONTENT_WIDTH, height: 12 },
          );
        },
        'Pagination',
      );
    }
    const ruleY = PAGE.height - 56;
    const textY = ruleY + 12;
    const colour = isDark ? '#8fa3c0' : COLOUR.muted;
    artifact(
      doc,
      () => {
        doc
          .save()
          .moveTo(MARGIN.left, ruleY)
          .lineTo(MARGIN.left + CONTENT_WIDTH, ruleY)
          .lineWidth(0.5)
          .strokeOpacity(isDark ? 0.3 : 1)
          .stroke(isDark ? COLOUR.white : COLOUR.rule)
          .restore();
        doc
          .save()
          .rect(MARGIN.left, textY + 1.5, 5, 5)
          .fill(COLOUR.accent)
          .restore();
        textAt(
          doc,
          left,
          MARGIN.left + 12,
          textY,
          { ...TYPE.caption, colour },
          { width: CONTENT_WIDTH - 110, height: 12 },
        );
        textAt(
          doc,
          `Page ${index + 1} of ${total}`,
          MARGIN.left + CONTENT_WIDTH - 100,
          textY,
          { ...TYPE.caption, colour },
          { width: 100, height: 12, align: 'right' },
        );
      },
      'Pagination',
    );
  });
}
