import type { VersionDocument } from '../../../../domain/answers/publishing.ts';
import type { SiteContentKey } from '../../../../domain/site-content.ts';
import { siteContentCells } from './site-content-diff.ts';

// The History panel's side-by-side comparison of two versions' documents (decision 024): one row
// per field in a reading order, text as lines (a line that is not on the other side is marked),
// images as thumbnails, a case study's sections one row each, matched by their id so a moved or
// renamed section is still compared with itself. A site content section's document ({ value })
// is read as its editor shows it (site-content-diff.ts): an item of a list or a policy section a
// row. Free of React so the rows are unit-tested.

export type DiffLine = { text: string; isChanged: boolean };
export type DiffImage = { url: string; caption?: string };
export type DiffSide = { lines: DiffLine[]; images: DiffImage[] };
export type DiffRow = { key: string; label: string; before: DiffSide; after: DiffSide; isChanged: boolean };

export type Cell = {
  label: string;
  lines: string[];
  images: DiffImage[];
  /** Where both versions have it, show only the lines that differ (an item's changed fields). */
  isChangesOnly?: boolean;
};

/** What the compared documents are, where their fields alone do not say. */
export type DiffKind = { siteContent?: SiteContentKey };

const LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  title: 'Title',
  link: 'URL Slug',
  id: 'Product ID',
  category: 'Category',
  country: 'Country',
  place: 'Location',
  type: 'Job Type',
  isActive: 'Active',
  description: 'Description',
  content: 'Content',
  qualifications: 'Qualifications',
  experience: 'Experience',
  responsibilities: 'Responsibilities',
  closingDate: 'Closing Date',
  pdfUrl: 'Job description PDF',
  features: 'Key Features',
  specifications: 'Specifications',
  applications: 'Applications',
  externalLink: 'External Link',
  imageDate: 'Date',
  alt: 'Alt text',
  cardImage: 'Card Image',
  headerImage: 'Header Image',
  thumbnail: 'Product Image',
  url: 'Image',
};

// Derived or duplicated fields a person would not call a change of their own.
const SKIPPED = new Set([
  '_id',
  'createdAt',
  'updatedAt',
  'status',
  'hasDraft',
  'publishAt',
  'unpublishAt',
  'variants',
  'specificationsObject',
]);
const IMAGE_KEYS = new Set(['cardImage', 'headerImage', 'thumbnail', 'url']);

function labelOf(key: string): string {
  return LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as lines of text a person reads. */
function linesOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No'];
  if (typeof value === 'string') return value.split(/\r?\n/);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (isRecord(item) && 'key' in item && 'value' in item)
        return [`${String(item.key)}: ${String(item.value)}`];
      return linesOf(item).map((line) => `• ${line}`);
    });
  }
  if (isRecord(value)) {
    if (typeof value.name === 'string') return [value.name];
    return Object.entries(value).map(([key, inner]) => `${key}: ${linesOf(inner).join(' ')}`);
  }
  return [String(value)];
}

function sectionCells(sections: unknown): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  if (!Array.isArray(sections)) return cells;
  const ordered = sections
    .filter(isRecord)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => Number(a.section.order ?? a.index) - Number(b.section.order ?? b.index));
  ordered.forEach(({ section, index }, position) => {
    const key = `section:${typeof section.id === 'string' && section.id ? section.id : index}`;
    const title = typeof section.title === 'string' ? section.title : '';
    const lines = [
      ...(title ? [`Title: ${title}`] : []),
      ...linesOf(section.content),
      ...linesOf(section.listItems),
    ];
    const images = Array.isArray(section.images)
      ? section.images.filter(isRecord).flatMap((image) =>
          typeof image.url === 'string'
            ? [
                {
                  url: image.url,
                  ...(typeof image.caption === 'string' && image.caption ? { caption: image.caption } : {}),
                },
              ]
            : [],
        )
      : [];
    cells.set(key, { label: `Section ${position + 1}${title ? `: ${title}` : ''}`, lines, images });
  });
  return cells;
}

/** A document as its rows, in the document's own field order, sections last. */
export function documentCells(document: VersionDocument, kind: DiffKind = {}): Map<string, Cell> {
  if (kind.siteContent) return siteContentCells(kind.siteContent, document.value);
  const cells = new Map<string, Cell>();
  for (const [key, value] of Object.entries(document)) {
    if (SKIPPED.has(key) || key === 'sections') continue;
    if (IMAGE_KEYS.has(key)) {
      cells.set(key, {
        label: labelOf(key),
        lines: [],
        images: typeof value === 'string' && value ? [{ url: value }] : [],
      });
    } else {
      cells.set(key, { label: labelOf(key), lines: linesOf(value), images: [] });
    }
  }
  for (const [key, cell] of sectionCells(document.sections)) cells.set(key, cell);
  return cells;
}

function side(cell: Cell | undefined, other: Cell | undefined): DiffSide {
  const otherLines = new Set(other?.lines ?? []);
  return {
    lines: (cell?.lines ?? []).map((text) => ({ text, isChanged: !otherLines.has(text) })),
    images: cell?.images ?? [],
  };
}

function sameCell(a: Cell | undefined, b: Cell | undefined): boolean {
  return (
    JSON.stringify([a?.lines ?? [], a?.images ?? []]) === JSON.stringify([b?.lines ?? [], b?.images ?? []])
  );
}

/** The rows comparing an older document (`before`) with a newer one (`after`). */
export function diffRows(before: VersionDocument, after: VersionDocument, kind: DiffKind = {}): DiffRow[] {
  const older = documentCells(before, kind);
  const newer = documentCells(after, kind);
  const keys = [...new Set([...newer.keys(), ...older.keys()])];
  // Fields first, then sections, each in the newer document's order.
  keys.sort((a, b) => Number(a.startsWith('section:')) - Number(b.startsWith('section:')));
  return keys.map((key) => {
    const was = older.get(key);
    const now = newer.get(key);
    const before = side(was, now);
    const after = side(now, was);
    if (was && now?.isChangesOnly) {
      before.lines = before.lines.filter((line) => line.isChanged);
      after.lines = after.lines.filter((line) => line.isChanged);
    }
    return { key, label: now?.label ?? was?.label ?? key, before, after, isChanged: !sameCell(was, now) };
  });
}

/**
 * The rows to show: all of them, or for a site content section (long lists, a long policy) the
 * changed ones, with the names of the others for context.
 */
export function shownRows(
  rows: readonly DiffRow[],
  kind: DiffKind = {},
): { rows: DiffRow[]; unchanged: string[] } {
  if (!kind.siteContent) return { rows: [...rows], unchanged: [] };
  return {
    rows: rows.filter((row) => row.isChanged),
    unchanged: rows.filter((row) => !row.isChanged).map((row) => row.label),
  };
}
