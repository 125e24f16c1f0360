import type { SiteContentKey } from '../../../../domain/site-content.ts';
import { BANNER_TONE_LABELS, FIGURE_PAGE_LABELS } from '../site-content/value-labels.ts';
import type { Cell } from './version-diff.ts';

// A site content section's value as the comparison's rows (version-diff.ts), so two versions
// read as the editor shows them rather than as one block of JSON: a list section (team,
// testimonials, figures, offices) is an "Order" row of the items' names and one row per item,
// matched by its id, with a line per field ("Role: Director"); the banner one row per field; the
// privacy policy its introduction and one row per section, its rich text flattened to lines of
// plain text (a list item "• …" or "1. …", a link's address after its words). Read without
// trusting the value's shape: an older version may not match today's schema.

type Field = { key: string; label: string; format?: (value: unknown) => string };
type ListSpec = {
  /** What one item is called in its row's label ("Person: Alex Okafor"). */
  noun: string;
  nameOf: (item: Record<string, unknown>) => string;
  fields: readonly Field[];
  /** The item's picture, shown as a thumbnail. */
  imageOf?: (item: Record<string, unknown>) => string;
};

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : '');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

const LISTS: Readonly<Record<'team' | 'testimonials' | 'figures' | 'offices', ListSpec>> = {
  team: {
    noun: 'Person',
    nameOf: (item) => text(item.name),
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'role', label: 'Role' },
      { key: 'biography', label: 'Biography' },
      {
        key: 'portrait',
        label: 'Portrait alt text',
        format: (value) => (isRecord(value) ? text(value.alt) : ''),
      },
      { key: 'isShown', label: 'Show on the About page', format: yesNo },
    ],
    imageOf: (item) => (isRecord(item.portrait) ? text(item.portrait.url) : ''),
  },
  testimonials: {
    noun: 'Testimonial',
    nameOf: (item) => text(item.company) || text(item.person) || text(item.role),
    fields: [
      { key: 'quote', label: 'Quote' },
      { key: 'person', label: 'Person' },
      { key: 'role', label: 'Role' },
      { key: 'company', label: 'Company' },
      { key: 'mayName', label: 'Client agreed to be named', format: yesNo },
    ],
  },
  figures: {
    noun: 'Figure',
    nameOf: (item) => {
      const page = FIGURE_PAGE_LABELS[text(item.page) as keyof typeof FIGURE_PAGE_LABELS];
      return `${text(item.label)}${page ? ` (${page} page)` : ''}`;
    },
    fields: [
      { key: 'label', label: 'Label' },
      { key: 'value', label: 'Value' },
      { key: 'suffix', label: 'Suffix' },
      {
        key: 'page',
        label: 'Page',
        format: (value) => FIGURE_PAGE_LABELS[text(value) as keyof typeof FIGURE_PAGE_LABELS] ?? text(value),
      },
    ],
  },
  offices: {
    noun: 'Office',
    nameOf: (item) => text(item.name),
    fields: [
      { key: 'name', label: 'Office name' },
      { key: 'country', label: 'Country' },
      {
        key: 'addressLines',
        label: 'Address',
        format: (value) => (Array.isArray(value) ? value.map(text).filter(Boolean).join('\n') : ''),
      },
      { key: 'postcode', label: 'Postcode' },
      { key: 'phone', label: 'Phone' },
      { key: 'email', label: 'E-mail' },
      { key: 'openingHours', label: 'Opening hours' },
      { key: 'latitude', label: 'Latitude' },
      { key: 'longitude', label: 'Longitude' },
      { key: 'enquiryMailbox', label: 'Enquiries mailbox' },
      { key: 'applicationMailbox', label: 'Applications mailbox' },
    ],
  },
};

const BANNER_FIELDS: readonly Field[] = [
  { key: 'text', label: 'Banner text' },
  { key: 'linkLabel', label: 'Link text' },
  { key: 'linkUrl', label: 'Link address' },
  {
    key: 'tone',
    label: 'Style',
    format: (value) => BANNER_TONE_LABELS[text(value) as keyof typeof BANNER_TONE_LABELS] ?? text(value),
  },
];

/** A field's value as lines, each led by the field's name; nothing for an empty field. */
function fieldLines(item: Record<string, unknown>, field: Field): string[] {
  const shown = field.format ? field.format(item[field.key]) : text(item[field.key]);
  if (shown === '') return [];
  return shown.split(/\r?\n/).map((line) => `${field.label}: ${line}`);
}

function listCells(spec: ListSpec, value: unknown): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  const items = Array.isArray(value) ? value.filter(isRecord) : [];
  const names = items.map((item, index) => spec.nameOf(item) || `${spec.noun} ${index + 1}`);
  cells.set('order', {
    label: 'Order',
    lines: names.map((name, index) => `${index + 1}. ${name}`),
    images: [],
  });
  items.forEach((item, index) => {
    const key = `item:${typeof item.id === 'string' && item.id ? item.id : index}`;
    const image = spec.imageOf?.(item) ?? '';
    cells.set(key, {
      label: `${spec.noun}: ${names[index]}`,
      lines: spec.fields.flatMap((field) => fieldLines(item, field)),
      images: image ? [{ url: image }] : [],
      isChangesOnly: true,
    });
  });
  return cells;
}

/** A run of text with the link it carries, if any. */
type Run = { text: string; href: string };

function inlineText(content: unknown): string {
  if (!Array.isArray(content)) return '';
  const runs: Run[] = [];
  for (const node of content.filter(isRecord)) {
    if (node.type === 'hardBreak') {
      runs.push({ text: '\n', href: '' });
      continue;
    }
    const link = Array.isArray(node.marks)
      ? node.marks.filter(isRecord).find((mark) => mark.type === 'link')
      : undefined;
    const href = link && isRecord(link.attrs) ? text(link.attrs.href) : '';
    const last = runs.at(-1);
    if (last && last.href === href) last.text += text(node.text);
    else runs.push({ text: text(node.text), href });
  }
  return runs.map((run) => (run.href ? `${run.text} (${run.href})` : run.text)).join('');
}

/** A rich-text document (domain/site-content.ts's richTextSchema) as lines of plain text. */
export function richTextLines(node: unknown): string[] {
  if (!isRecord(node)) return [];
  const children = Array.isArray(node.content) ? node.content : [];
  switch (node.type) {
    case 'doc':
      return children.flatMap(richTextLines);
    case 'paragraph':
    case 'heading':
      return inlineText(node.content)
        .split('\n')
        .filter((line) => line.trim() !== '');
    case 'bulletList':
    case 'orderedList': {
      const start = isRecord(node.attrs) && typeof node.attrs.start === 'number' ? node.attrs.start : 1;
      return children.flatMap((item, index) => {
        const marker = node.type === 'bulletList' ? '•' : `${start + index}.`;
        const lines =
          isRecord(item) && Array.isArray(item.content) ? item.content.flatMap(richTextLines) : [];
        if (lines.length === 0) return [marker];
        // The item's first line after its marker; the rest (a nested list) indented under it.
        return lines.map((line, at) => (at === 0 ? `${marker} ${line}` : `   ${line}`));
      });
    }
    default:
      return [];
  }
}

function privacyCells(value: unknown): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  const policy = isRecord(value) ? value : {};
  cells.set('intro', {
    label: 'Introduction',
    lines: text(policy.intro)
      .split(/\r?\n/)
      .filter((line) => line !== ''),
    images: [],
  });
  const sections = Array.isArray(policy.sections) ? policy.sections.filter(isRecord) : [];
  sections.forEach((section, index) => {
    const title = text(section.title);
    cells.set(`section:${typeof section.id === 'string' && section.id ? section.id : index}`, {
      label: `Section ${index + 1}${title ? `: ${title}` : ''}`,
      lines: [...(title ? [`Title: ${title}`] : []), ...richTextLines(section.body)],
      images: [],
    });
  });
  return cells;
}

function bannerCells(value: unknown): Map<string, Cell> {
  const banner = isRecord(value) ? value : {};
  return new Map(
    BANNER_FIELDS.map((field) => [
      field.key,
      {
        label: field.label,
        lines: fieldLines(banner, field).map((line) => line.slice(field.label.length + 2)),
        images: [],
      },
    ]),
  );
}

/** The rows of a site content section's value, in the editor's order. */
export function siteContentCells(key: SiteContentKey, value: unknown): Map<string, Cell> {
  switch (key) {
    case 'banner':
      return bannerCells(value);
    case 'privacy':
      return privacyCells(value);
    default:
      return listCells(LISTS[key], value);
  }
}
