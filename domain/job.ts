import { z } from 'zod';
import { COUNTRIES, JOB_TITLE_MAX, QUALIFICATIONS_MIN, RESPONSIBILITIES_MIN } from './constants.ts';
import {
  enumFilter,
  formBoolean,
  optionalText,
  optionalValue,
  requiredText,
  TEXT_MAX,
  textOrEmpty,
  within,
} from './form-fields.ts';
import { isCalendarDate } from './job-closing.ts';
import { pageFields, withPageDepth } from './list-page.ts';
import { MESSAGES } from './messages.ts';
import { checkPdfFile, type FileFacts } from './pdf-file.ts';

const m = MESSAGES.jobs;

// admin.md §5 job form; also the body of POST /jobs and PUT /jobs/{id} (the status toggle sends
// the whole job with isActive flipped, admin.md §4).
export const jobFormSchema = z.object({
  // "over 100 characters gives Job title must be less than 100 characters": 100 itself passes.
  title: requiredText(m.titleRequired, { max: JOB_TITLE_MAX, message: m.titleTooLong }),
  country: z.enum(COUNTRIES, { error: m.countryRequired }),
  place: requiredText(m.placeRequired, within(TEXT_MAX.title, 'Location')),
  // admin.md §3: "type (optional free text, for example a category)".
  type: textOrEmpty(within(TEXT_MAX.title, 'Type')),
  qualifications: requiredText(m.qualificationsRequired, within(TEXT_MAX.document, 'Qualifications')).min(
    QUALIFICATIONS_MIN,
    m.qualificationsTooShort,
  ),
  experience: requiredText(m.experienceRequired, within(TEXT_MAX.document, 'Experience')),
  // admin.md §3: multi-line text, one responsibility per line.
  responsibilities: requiredText(
    m.responsibilitiesRequired,
    within(TEXT_MAX.document, 'Responsibilities'),
  ).min(RESPONSIBILITIES_MIN, m.responsibilitiesTooShort),
  // admin.md §3: "isActive (boolean, default true)".
  isActive: formBoolean(true, MESSAGES.form.flagInvalid),
  // admin.md §3: optional description PDF; a blank value means none.
  pdfUrl: optionalText(within(TEXT_MAX.url, 'PDF link')),
  // ours: an optional closing date, 'YYYY-MM-DD' in UK time; after it the job leaves the public
  // site by itself (docs/decisions/009-job-closing-dates.md). A blank value means none.
  closingDate: optionalValue(
    z
      .string({ error: m.closingDateInvalid })
      .trim()
      .refine(isCalendarDate, { error: m.closingDateInvalid })
      .meta({ format: 'date', description: 'Last day open to the public, YYYY-MM-DD in UK time' }),
  ),
});

export type JobForm = z.infer<typeof jobFormSchema>;
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobField = keyof JobForm;

// admin.md §5: "Step 1 checks title, country, place, type; step 2 checks qualifications,
// experience, responsibilities."
export const JOB_STEP_FIELDS = {
  1: ['title', 'country', 'place', 'type'],
  2: ['qualifications', 'experience', 'responsibilities'],
} as const satisfies Record<1 | 2, readonly JobField[]>;

// admin.md §5 Job PDF: optional, but when chosen only application/pdf and at most 10 MB.
// Returns the message, or null if the file is fine (or none was chosen).
export function validateJobPdf(file: FileFacts | null | undefined): string | null {
  if (!file) return null;
  return checkPdfFile(file, { notPdf: m.pdfNotPdf, tooLarge: m.pdfTooLarge });
}

// ours: the dashboard asks for every job with ?view=all, which needs a signed-in administrator
// (401 otherwise), so an expired session is noticed instead of quietly showing the public list.
function jobViewFilter() {
  return enumFilter(['all'], 'view');
}
// Decision 024: ?view=draft (staff) answers a job's working copy, its draft over the row.
export const jobViewQuerySchema = z.object({ view: enumFilter(['all', 'draft'], 'view') });

// admin.md §7 GET /jobs: optional query country and active (public-site.md §9: active=true).
// A value outside the allowed ones is a 400 listing them (the OpenAPI document shows the enums).
export const jobListQuerySchema = withPageDepth(
  z.object({
    country: enumFilter(COUNTRIES, 'country'),
    active: enumFilter(['true', 'false'], 'active value').transform((value) =>
      value === undefined ? undefined : value === 'true',
    ),
    view: jobViewFilter(),
    ...pageFields(),
  }),
);
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

// public-site.md §2 Careers, admin.md §3: responsibilities are shown one per line.
export function responsibilityLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
