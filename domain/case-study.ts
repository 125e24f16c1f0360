import { z } from 'zod';
import { DEFAULT_SECTION_TYPE, FIXED_CASE_STUDY_LINKS, SECTION_TYPES } from './constants.ts';
import {
  boundedText,
  fromJsonText,
  integerOr,
  optionalText,
  requiredText,
  TEXT_MAX,
  textOrEmpty,
  within,
} from './form-fields.ts';
import { pageFields, withPageDepth } from './list-page.ts';
import { MESSAGES } from './messages.ts';
import { slugify } from './slug.ts';

const m = MESSAGES.caseStudyAdmin;
const invalid = { error: m.sectionsInvalid };

// admin.md §2 Sections tab: "List sections take one item per line, blank lines dropped."
export function parseListItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

// Image-gallery sections (admin.md §3 Section: images are "objects with url and optional
// caption") get their pictures with the form that saves them: an image the case study already
// shows is named by its `url`; a new one by `upload`, the name of the multipart file field that
// carries it (sectionImage0, sectionImage1, …, at most MAX_SECTION_IMAGE_FILES per request).
// The server stores the file and puts its URL in the section (server/http/routes/
// case-study-section-images.ts).
export const SECTION_IMAGE_FIELD_PREFIX = 'sectionImage';
export const MAX_SECTION_IMAGE_FILES = 24;
const SECTION_IMAGE_FIELD = new RegExp(`^${SECTION_IMAGE_FIELD_PREFIX}(?:0|[1-9][0-9]{0,5})$`);

/** The file field of the `index`-th new section image in one request. */
export function sectionImageField(index: number): string {
  return `${SECTION_IMAGE_FIELD_PREFIX}${index}`;
}

export function isSectionImageField(name: string): boolean {
  return SECTION_IMAGE_FIELD.test(name);
}

const caption = optionalText(within(TEXT_MAX.line, 'Caption'));

const storedSectionImage = z.object({
  url: z.string(invalid).trim().min(1, invalid).max(TEXT_MAX.url, invalid),
  upload: z.undefined(invalid).optional(),
  caption,
});

const uploadedSectionImage = z.object({
  upload: z.string(invalid).trim().max(TEXT_MAX.name, invalid).regex(SECTION_IMAGE_FIELD, invalid),
  url: z.undefined(invalid).optional(),
  caption,
});

export const sectionImageSchema = z.union([storedSectionImage, uploadedSectionImage], invalid);
export type SectionImageInput = z.infer<typeof sectionImageSchema>;

// admin.md §3 Section. The client makes the id from a timestamp, so a number is taken as text.
export const caseStudySectionSchema = z.object({
  id: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string(invalid).trim().min(1, invalid).max(TEXT_MAX.name, invalid),
  ),
  title: textOrEmpty(within(TEXT_MAX.title, 'Section title')),
  content: textOrEmpty(within(TEXT_MAX.document, 'Section content')),
  // admin.md §9: "default new section type is text".
  type: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(SECTION_TYPES, invalid).default(DEFAULT_SECTION_TYPE),
  ),
  listItems: z
    .array(boundedText(within(TEXT_MAX.line, 'A list item'), m.sectionsInvalid), invalid)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
  images: z.array(sectionImageSchema, invalid).default([]),
  // admin.md §3: "order (position index at creation)".
  order: integerOr(0, z.number().int().min(0, invalid)),
});

export type CaseStudySectionForm = z.infer<typeof caseStudySectionSchema>;
export type CaseStudySectionFormInput = z.input<typeof caseStudySectionSchema>;

/**
 * The link a case study gets (admin.md §5: "If the slug is blank it is generated from the
 * title"). A typed slug goes through the same rules, so every link is a working URL path; the
 * fixed pages' own slugs are kept, so their cards go on opening those pages after an edit. ''
 * when nothing usable is left.
 */
export function caseStudyLink(typed: string | undefined, name: string): string {
  const slug = typed?.trim() || undefined;
  if (slug !== undefined && FIXED_CASE_STUDY_LINKS.some((fixed) => fixed === slug)) return slug;
  return slugify(slug ?? name);
}

// admin.md §5 case study; also the text fields of POST and PUT /case-studies, where sections
// arrive as JSON text (admin.md §7). Card and header images are files, checked where they are.
export const caseStudyFormSchema = z
  .object({
    name: requiredText(m.nameRequired, within(TEXT_MAX.title, 'Name')),
    description: requiredText(m.descriptionRequired, within(TEXT_MAX.text, 'Description')),
    content: requiredText(m.contentRequired, within(TEXT_MAX.document, 'Content')),
    link: optionalText(within(TEXT_MAX.title, 'URL slug')),
    sections: fromJsonText(z.array(caseStudySectionSchema, invalid).default([])),
  })
  .transform((caseStudy, ctx) => {
    const link = caseStudyLink(caseStudy.link, caseStudy.name);
    if (link === '') {
      ctx.issues.push({ code: 'custom', path: ['link'], message: m.linkInvalid, input: caseStudy.link });
      return z.NEVER;
    }
    return { ...caseStudy, link };
  });

export type CaseStudyForm = z.infer<typeof caseStudyFormSchema>;
export type CaseStudyFormInput = z.input<typeof caseStudyFormSchema>;

// admin.md §2 View modal: "content split into paragraphs at line breaks".
export function paragraphs(text: string): string[] {
  return parseListItems(text);
}

// GET /case-studies: a page of the list (decision 019); no filters.
export const caseStudyListQuerySchema = withPageDepth(z.object(pageFields()));
