import { z } from 'zod';
import {
  formBoolean,
  integerOr,
  optionalValue,
  queryFilter,
  requiredText,
  TEXT_MAX,
  textOrEmpty,
  tooLongMessage,
  within,
} from './form-fields.ts';
import { pageFields, withPageDepth } from './list-page.ts';
import { MESSAGES } from './messages.ts';
import { slugify, URL_FRIENDLY_ID } from './slug.ts';

const m = MESSAGES.galleryAdmin;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// admin.md §5: "imageDate defaults to today" — today where the admin is, as a date input shows it.
export function todayIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// A real calendar day: '2025-02-30' has the right shape but is not one.
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Blank becomes today; a stored timestamp ('2025-02-28T00:00:00.000Z') keeps its date part, so an
// edit form filled from the server round-trips.
const imageDate = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return todayIsoDate();
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return todayIsoDate();
    return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  },
  z
    .string({ error: m.imageDateInvalid })
    .max(TEXT_MAX.title, { error: m.imageDateInvalid, abort: true })
    .refine(isIsoDate, m.imageDateInvalid),
);

// ours: alternative text for screen readers and for when the photograph does not load. Long
// enough for a sentence or two; a longer description belongs in `description`.
export const GALLERY_ALT_MAX = 250;

// admin.md §5 gallery image form; also the text fields of POST and PUT /gallery (the image file
// is required on create and optional on edit, checked where the file is).
export const galleryImageFormSchema = z.object({
  title: requiredText(m.titleRequired, within(TEXT_MAX.title, 'Title')),
  category: requiredText(m.categoryRequired, within(TEXT_MAX.name, 'Category')),
  description: textOrEmpty(within(TEXT_MAX.text, 'Description')),
  imageDate,
  // ours: blank means none, and the public gallery describes the image by its title. PUT replaces
  // it like every other field, so a blank alt on edit removes it.
  alt: optionalValue(
    z
      .string()
      .trim()
      .max(GALLERY_ALT_MAX, m.altTooLong)
      .meta({
        description: `Alternative text, at most ${GALLERY_ALT_MAX} characters; blank for none (the title serves)`,
      }),
  ),
});

export type GalleryImageForm = z.infer<typeof galleryImageFormSchema>;
export type GalleryImageFormInput = z.input<typeof galleryImageFormSchema>;

// admin.md §5 category form and §7 POST/PUT /gallery-categories.
export const galleryCategorySchema = z
  .object({
    // admin.md §3: "id (URL-friendly string)"; blank means "generate it from the name".
    id: optionalValue(
      z
        .string()
        .trim()
        .max(TEXT_MAX.name, { error: tooLongMessage('ID', TEXT_MAX.name), abort: true })
        .regex(URL_FRIENDLY_ID, m.categoryIdInvalid),
    ),
    name: requiredText(m.categoryNameRequired, within(TEXT_MAX.name, 'Name')),
    // admin.md §5: "displayOrder minimum 0, parsed as an integer with fallback 0".
    displayOrder: integerOr(0, z.number().int().min(0, m.displayOrderMin)),
    isActive: formBoolean(true, MESSAGES.form.flagInvalid),
  })
  .transform((category, ctx) => {
    // admin.md §5: "id generated when blank from the lowercased name with punctuation removed
    // and spaces turned to hyphens". A name with no Latin letters or digits gives no usable id.
    const id = category.id ?? slugify(category.name);
    if (id === '') {
      ctx.issues.push({ code: 'custom', path: ['id'], message: m.categoryIdInvalid, input: category.id });
      return z.NEVER;
    }
    return { ...category, id };
  });

export type GalleryCategoryForm = z.infer<typeof galleryCategorySchema>;
export type GalleryCategoryFormInput = z.input<typeof galleryCategorySchema>;

// public-site.md §7, admin.md §7 GET /gallery: optional query category.
export const galleryListQuerySchema = withPageDepth(
  z.object({
    category: queryFilter(z.string().trim().min(1)),
    ...pageFields(),
  }),
);

// The dashboard's forms hold every control's value as text (a checkbox as 'true' or 'false'); these
// read that text with the rules above, so the browser and the API agree on every message.
function fromTextControls<const K extends string, S extends z.ZodType>(names: readonly K[], schema: S) {
  const shape = Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>;
  return z.object(shape).transform((values, ctx): z.output<S> => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
}

/** admin.md §5 gallery image form as the dashboard holds it (the file is checked where it is). */
export const galleryImageEditorSchema = fromTextControls(
  ['title', 'category', 'description', 'imageDate', 'alt'],
  galleryImageFormSchema,
);

export type GalleryImageEditorValues = z.input<typeof galleryImageEditorSchema>;

/** admin.md §5 category form as the dashboard holds it. */
export const galleryCategoryEditorSchema = fromTextControls(
  ['name', 'id', 'displayOrder', 'isActive'],
  galleryCategorySchema,
);

export type GalleryCategoryEditorValues = z.input<typeof galleryCategoryEditorSchema>;
