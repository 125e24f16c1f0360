import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  COUNTRIES,
  NAME_MAX,
  NAME_MIN,
  WIZARD_PHONE_MAX,
  WIZARD_PHONE_MIN,
} from './constants.ts';
import {
  EMAIL_PATTERN,
  enumFilter,
  integerOr,
  optionalText,
  optionalValue,
  queryFilter,
  requiredText,
  TEXT_MAX,
  within,
} from './form-fields.ts';
import { MESSAGES } from './messages.ts';
import { checkPdfFile, type FileFacts } from './pdf-file.ts';

const m = MESSAGES.application;

// public-site.md §5: "10 to 20 characters from digits, spaces, hyphen, plus, parentheses".
export const WIZARD_PHONE_PATTERN = new RegExp(`^[0-9 ()+-]{${WIZARD_PHONE_MIN},${WIZARD_PHONE_MAX}}$`);

// public-site.md §5: "an http(s) URL on linkedin.com under /in/ or /company/" (www. allowed).
// A trailing slash or a query such as ?originalSubdomain=uk, as LinkedIn's share links carry, is fine.
export const LINKEDIN_URL_PATTERN =
  /^https?:\/\/(?:www\.)?linkedin\.com\/(?:in|company)\/[^\s/?#]+\/?(?:[?#]\S*)?$/i;

// public-site.md §5: "at least 2 and fewer than 50 characters", counted after trimming.
function personName(required: string, tooShort: string, tooLong: string) {
  return requiredText(required, { max: NAME_MAX, message: tooLong }).min(NAME_MIN, tooShort);
}

// public-site.md §5 application wizard table (the CV file is checked by validateCvFile).
export const applicationFormSchema = z.object({
  firstName: personName(m.firstNameRequired, m.firstNameTooShort, m.firstNameTooLong),
  lastName: personName(m.lastNameRequired, m.lastNameTooShort, m.lastNameTooLong),
  email: requiredText(m.emailRequired, within(TEXT_MAX.email, 'Email')).regex(EMAIL_PATTERN, m.emailInvalid),
  phone: requiredText(m.phoneRequired, { max: WIZARD_PHONE_MAX, message: m.phoneInvalid }).regex(
    WIZARD_PHONE_PATTERN,
    m.phoneInvalid,
  ),
  country: z.enum(COUNTRIES, { error: m.countryRequired }),
  position: requiredText(m.positionRequired, within(TEXT_MAX.title, 'Position')),
  linkedin: optionalValue(
    z
      .string()
      .trim()
      .max(TEXT_MAX.url, { error: m.linkedinInvalid, abort: true })
      .regex(LINKEDIN_URL_PATTERN, m.linkedinInvalid),
  ),
  comments: optionalText(within(TEXT_MAX.text, 'Comments')),
});

export type ApplicationForm = z.infer<typeof applicationFormSchema>;
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;

// public-site.md §7 POST /applications: the form fields plus the cvUrl that upload-cv answered.
export const applicationCreateSchema = applicationFormSchema.extend({
  cvUrl: requiredText(m.cvRequired, { max: TEXT_MAX.url, message: MESSAGES.applications.cvUrlUnknown }),
});
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;

// The wizard's fields, including the CV file input, which lives outside the schema.
export type WizardField = keyof ApplicationForm | 'cv';

// public-site.md §5: "Step 1 checks the four personal fields; step 2 checks country, position,
// linkedin and CV; step 3 has no rules."
export const WIZARD_STEP_FIELDS = {
  1: ['firstName', 'lastName', 'email', 'phone'],
  2: ['country', 'position', 'linkedin', 'cv'],
  3: [],
} as const satisfies Record<1 | 2 | 3, readonly WizardField[]>;

// public-site.md §5 CV file: required, PDF only, at most 10MB. Returns the message, or null if fine.
export function validateCvFile(file: FileFacts | null | undefined): string | null {
  if (!file) return m.cvRequired;
  return checkPdfFile(file, { notPdf: m.cvNotPdf, tooLarge: m.cvTooLarge });
}

// admin.md §4, §7 PATCH /applications/{id}/status: any status may follow any other.
export const applicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: MESSAGES.applications.statusInvalid }),
});
export type ApplicationStatusChange = z.infer<typeof applicationStatusSchema>;

// ours: the longest search text; a name and an e-mail address fit many times over.
export const APPLICATION_SEARCH_MAX = 200;

// Decision 026: the tag and CV-text filters are a word or a few, never a paragraph.
export const TALENT_FILTER_MAX = 100;
const TALENT_FILTER_MESSAGES = {
  tagTooLong: `Tag filter must be ${TALENT_FILTER_MAX} characters or fewer`,
  cvTooLong: `CV search must be ${TALENT_FILTER_MAX} characters or fewer`,
};

// ours: an internal note is a few paragraphs, not a document.
export const APPLICATION_NOTE_MAX = 5000;

// admin.md §2, §7 GET /applications: query status, country, position; ours: q, a search on the
// applicant's first name, last name, "first last" or e-mail; tag and cv (decision 026). The CSV export takes the same filters.
// A search past its bound is refused rather than cut short or dropped, so the answer never
// silently matches more than was asked for.
export const applicationFilterQuerySchema = z.object({
  status: enumFilter(APPLICATION_STATUSES, 'status'),
  country: enumFilter(COUNTRIES, 'country'),
  position: queryFilter(z.string().trim().min(1)),
  q: optionalValue(z.string().trim().max(APPLICATION_SEARCH_MAX, MESSAGES.applications.searchTooLong)),
  // Decision 026: one tag (matched folded), and words that must all appear in the CV's text.
  tag: optionalValue(z.string().trim().max(TALENT_FILTER_MAX, TALENT_FILTER_MESSAGES.tagTooLong)),
  cv: optionalValue(z.string().trim().max(TALENT_FILTER_MAX, TALENT_FILTER_MESSAGES.cvTooLong)),
});
export type ApplicationFilterQuery = z.infer<typeof applicationFilterQuerySchema>;

// Decision 026: the export of the applications selected on the list: ?ids=a,b,c (1 to 100 ids).
export const EXPORT_IDS_MAX = 100;
/** 100 ids of 24 characters and their commas. */
export const EXPORT_IDS_QUERY_MAX = EXPORT_IDS_MAX * 25;
const EXPORT_IDS_INVALID = `ids must be 1 to ${EXPORT_IDS_MAX} application ids separated by commas`;
export const applicationExportQuerySchema = applicationFilterQuerySchema.extend({
  ids: optionalValue(
    z
      .string()
      .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
      .pipe(
        z
          .array(z.string().regex(/^[a-f0-9]{24}$/, EXPORT_IDS_INVALID))
          .min(1, EXPORT_IDS_INVALID)
          .max(EXPORT_IDS_MAX, EXPORT_IDS_INVALID),
      ),
  ),
});
export type ApplicationExportQuery = z.infer<typeof applicationExportQuerySchema>;

// admin.md §7 GET /applications: the filters plus page, limit=10.
export const applicationListQuerySchema = applicationFilterQuerySchema.extend({
  page: integerOr(1, z.number().int()).transform((page) => Math.max(1, page)),
  limit: integerOr(APPLICATIONS_PAGE_SIZE, z.number().int()).transform((limit) =>
    Math.min(100, Math.max(1, limit)),
  ),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

// ours: POST /applications/{id}/notes, an internal note on an application.
export const applicationNoteFormSchema = z.object({
  text: requiredText(MESSAGES.applications.noteRequired, {
    max: APPLICATION_NOTE_MAX,
    message: MESSAGES.applications.noteTooLong,
  }),
});
export type ApplicationNoteForm = z.infer<typeof applicationNoteFormSchema>;

// public-site.md §3: the notification for an application, sent to an HR mailbox.
export function applicationNotification(application: ApplicationCreate, toEmail: string) {
  return {
    from_name: `${application.firstName} ${application.lastName}`,
    from_email: application.email,
    phone_number: application.phone,
    country: application.country,
    position: application.position,
    linkedin_url: application.linkedin ?? '',
    cv_url: application.cvUrl,
    message: application.comments ?? '',
    to_email: toEmail,
  };
}
