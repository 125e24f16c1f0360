import type { DocumentPerson } from '../../domain/capability-statements.ts';
import { ensureSpace, type Flow, newPage } from './flow.ts';
import { figure } from './pictures.ts';
import { sectionHead } from './section-head.ts';
import { artifact, group, type Struct, tagged } from './tags.ts';
import { measure, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, SPACE, TYPE } from './theme.ts';

// The people the company would bring: two to a row, a round portrait beside the name, role and a
// short biography. A biography longer than twelve lines is cut there: a statement introduces
// people, their CVs follow on request.

const PORTRAIT = 62;
const GAP = 26;
const CARD_WIDTH = (CONTENT_WIDTH - GAP) / 2;
const TEXT_OFFSET = PORTRAIT + 16;
const TEXT_WIDTH = CARD_WIDTH - TEXT_OFFSET;
const BIOGRAPHY = { ...TYPE.body, size: 8.5, lineGap: 3.4 };
const MAX_BIOGRAPHY_HEIGHT = 12 * (8.5 * 1.21 + 3.4);

function cardParts(flow: Flow, person: DocumentPerson) {
  const name = measure(flow.doc, person.name, TYPE.subheading, TEXT_WIDTH);
  const role = measure(flow.doc, person.role, { ...TYPE.small, size: 8 }, TEXT_WIDTH);
  const biography = Math.min(
    measure(flow.doc, person.biography, BIOGRAPHY, TEXT_WIDTH),
    MAX_BIOGRAPHY_HEIGHT,
  );
  return { name, role, biography, height: Math.max(PORTRAIT, name + 2 + role + 8 + biography) };
}

export function drawPeople(flow: Flow, people: DocumentPerson[], number: string): void {
  const { doc } = flow;
  newPage(flow, 'inner', 'People');
  const section = group(doc, flow.root, 'Sect');
  sectionHead(flow, section, number, 'Key people');
  for (let start = 0; start < people.length; start += 2) {
    const pair = people.slice(start, start + 2);
    const parts = pair.map((person) => cardParts(flow, person));
    const height = Math.max(...parts.map((part) => part.height));
    ensureSpace(flow, height + SPACE.lg);
    const y = doc.y;
    pair.forEach((person, index) => {
      const part = parts[index];
      if (part) drawCard(flow, section, person, MARGIN.left + index * (CARD_WIDTH + GAP), y, part);
    });
    doc.y = y + height + SPACE.lg;
  }
  section.end();
}

function drawCard(
  flow: Flow,
  parent: Struct,
  person: DocumentPerson,
  x: number,
  y: number,
  part: ReturnType<typeof cardParts>,
): void {
  const { doc } = flow;
  const card = group(doc, parent, 'Sect');
  if (person.portrait) {
    figure(flow, card, person.portrait, { x, y, width: PORTRAIT, height: PORTRAIT }, 'circle');
  } else {
    const initials = person.name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    artifact(doc, () => {
      doc
        .save()
        .circle(x + PORTRAIT / 2, y + PORTRAIT / 2, PORTRAIT / 2)
        .fill(COLOUR.tint)
        .restore();
      textAt(
        doc,
        initials,
        x,
        y + PORTRAIT / 2 - 9,
        { ...TYPE.heading, size: 16, colour: COLOUR.blue },
        { width: PORTRAIT, height: 22, align: 'center' },
      );
    });
  }
  artifact(doc, () => {
    doc
      .save()
      .circle(x + PORTRAIT - 6, y + PORTRAIT - 6, 4.5)
      .fill(COLOUR.accent)
      .restore();
  });
  const textX = x + TEXT_OFFSET;
  let textY = y + 2;
  tagged(doc, card, 'H3', () => {
    textY = textAt(doc, person.name, textX, textY, TYPE.subheading, {
      width: TEXT_WIDTH,
      height: part.name + 2,
    });
  });
  textY += 2;
  tagged(doc, card, 'P', () => {
    textY = textAt(
      doc,
      person.role,
      textX,
      textY,
      { ...TYPE.small, size: 8, font: TYPE.subheading.font, colour: COLOUR.blue },
      { width: TEXT_WIDTH, height: part.role + 2 },
    );
  });
  textY += 8;
  if (person.biography.trim()) {
    tagged(doc, card, 'P', () => {
      textAt(doc, person.biography, textX, textY, BIOGRAPHY, {
        width: TEXT_WIDTH,
        height: part.biography + 1,
      });
    });
  }
  card.end();
}
