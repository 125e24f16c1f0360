import { parseListItems } from '../../../../domain/case-study.ts';
import { DEFAULT_SECTION_TYPE, type SectionType } from '../../../../domain/constants.ts';
import type { CaseStudySection } from '../../../../domain/entities.ts';

// The sections of the case-study form as the user edits them (admin.md §2 Sections tab, §3
// Section): kept apart from the text fields because they are a list that grows, shrinks and is
// reordered, and an image-gallery section holds files that are only sent with the save. Free of
// React, so the rules are unit-tested.

export const SECTION_TYPE_LABELS: Readonly<Record<SectionType, string>> = {
  text: 'Text Section',
  list: 'List Section',
  'image-gallery': 'Image Gallery',
};

/** A picture of an image-gallery section: one the case study already shows, or a file chosen now. */
export type DraftImage =
  | { key: string; kind: 'stored'; url: string; caption: string }
  | { key: string; kind: 'new'; file: File; caption: string };

export type DraftSection = {
  /** Stable while the section moves: React's key and the base of its controls' ids. */
  key: string;
  /** admin.md §3: "id (made by the client from a timestamp)". */
  id: string;
  type: SectionType;
  title: string;
  /** A text section's paragraphs. */
  content: string;
  /** A list section's items as typed, one per line. */
  listText: string;
  images: DraftImage[];
  /** admin.md §3: "order (position index at creation)". */
  order: number;
};

let keyCount = 0;

/** A key no other draft of this page has. */
export function draftKey(prefix: string): string {
  keyCount += 1;
  return `${prefix}-${keyCount}`;
}

let lastId = 0;

/** A timestamp id (admin.md §3), one past the last when two sections are added in one millisecond. */
export function sectionId(now: number = Date.now()): string {
  lastId = Math.max(now, lastId + 1);
  return String(lastId);
}

/** admin.md §9: "default new section type is text". */
export function newSection(
  type: SectionType = DEFAULT_SECTION_TYPE,
  position: number,
  now?: number,
): DraftSection {
  return {
    key: draftKey('section'),
    id: sectionId(now),
    type,
    title: '',
    content: '',
    listText: '',
    images: [],
    order: position,
  };
}

/** The stored sections of a case study, ready to edit. */
export function draftsOf(sections: readonly CaseStudySection[]): DraftSection[] {
  return sections.map((section) => ({
    key: draftKey('section'),
    id: section.id,
    type: section.type,
    title: section.title,
    content: section.content,
    listText: section.listItems.join('\n'),
    images: section.images.map((image) => ({
      key: draftKey('image'),
      kind: 'stored' as const,
      url: image.url,
      caption: image.caption ?? '',
    })),
    order: section.order,
  }));
}

/**
 * The list with the section at `index` moved by `by` places (-1 up, +1 down); the same list when
 * it cannot move that far.
 */
export function moveSection<T>(sections: readonly T[], index: number, by: number): readonly T[] {
  const target = index + by;
  if (index < 0 || index >= sections.length || target < 0 || target >= sections.length) return sections;
  const moved = [...sections];
  const [section] = moved.splice(index, 1);
  if (section === undefined) return sections;
  moved.splice(target, 0, section);
  return moved;
}

/** Every picture chosen but not yet uploaded. */
export function newImageCount(sections: readonly DraftSection[]): number {
  return sections.reduce(
    (sum, section) => sum + section.images.filter((image) => image.kind === 'new').length,
    0,
  );
}

/**
 * What the sections look like for "has anything changed?": chosen files by identity, everything
 * else by value.
 */
export function sectionsSignature(sections: readonly DraftSection[]): string {
  return JSON.stringify(
    sections.map(({ key: _key, images, ...section }) => ({
      ...section,
      images: images.map((image) =>
        image.kind === 'stored' ? [image.url, image.caption] : [image.key, image.caption],
      ),
    })),
  );
}

/** The items a list section will keep (admin.md §2: "one item per line, blank lines dropped"). */
export function listItemsOf(section: DraftSection): string[] {
  return parseListItems(section.listText);
}
