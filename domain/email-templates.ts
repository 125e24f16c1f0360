import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './constants.ts';
import { requiredText, TEXT_MAX, within } from './form-fields.ts';

// Decision 026: HR's e-mails to applicants, written from a template or as free text, with merge
// fields in {{double braces}} filled from the application when the message is queued. The same
// schemas check the dashboard's forms and the API's bodies.

/** The step a template suits, so a status change can offer the right one (null: any other). */
export const TEMPLATE_PURPOSES = ['interview', 'rejection', 'offer', 'documents'] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

export const TEMPLATE_PURPOSE_LABELS: Record<TemplatePurpose, string> = {
  interview: 'Invitation to interview',
  rejection: 'Rejection',
  offer: 'Offer',
  documents: 'Request for documents',
};

/** Decision 026: a change to one of these statuses offers the template of that purpose. */
export const PURPOSE_OFFERED_FOR: Partial<Record<ApplicationStatus, TemplatePurpose>> = {
  rejected: 'rejection',
  hired: 'offer',
};

/**
 * The template a change to `status` offers (the first with the matching purpose), or undefined
 * when the status offers none or no template has that purpose. The dialog and the board both ask.
 */
export function templateOfferedFor<T extends { purpose: TemplatePurpose | null }>(
  status: ApplicationStatus,
  templates: readonly T[],
): T | undefined {
  const purpose = PURPOSE_OFFERED_FOR[status];
  return purpose ? templates.find((template) => template.purpose === purpose) : undefined;
}

export const MERGE_FIELDS = [
  'firstName',
  'lastName',
  'position',
  'office',
  'interviewer',
  'date',
  'companyName',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** What each field becomes, for the dashboard's help list. */
export const MERGE_FIELD_HELP: Record<MergeField, string> = {
  firstName: 'The applicant’s first name',
  lastName: 'The applicant’s last name',
  position: 'The position they applied for',
  office: 'The office in the applicant’s country, else the head office',
  interviewer: 'The interviewers of the next scheduled interview ("Ada and Grace")',
  date: 'The next scheduled interview’s start in UK time',
  companyName: 'The company’s name',
};

export const TEMPLATE_NAME_MAX = TEXT_MAX.name;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;
/** Decision 026: a bulk action names 1 to 100 applications. */
export const BULK_MAX = 100;

export const EMAIL_MESSAGES = {
  nameRequired: 'Template name is required',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message is required',
  purposeInvalid: `Purpose must be one of ${TEMPLATE_PURPOSES.join(', ')}, or empty`,
  unknownField: (name: string) =>
    `Unknown merge field {{${name}}}. Use one of ${MERGE_FIELDS.map((field) => `{{${field}}}`).join(', ')}`,
  chooseContent: 'Choose a template, or write a subject and a message',
  eitherContent: 'Send either a template or a subject and a message, not both',
  templateNotFound: 'E-mail template not found',
  templateDeleted: 'Template deleted',
  missingValues: (fields: readonly string[]) =>
    `This e-mail cannot be sent yet: no value for ${fields.map((field) => `{{${field}}}`).join(', ')}`,
  idsRequired: 'Choose at least one application',
  idsTooMany: `Choose at most ${BULK_MAX} applications at a time`,
  idsInvalid: 'Each id must be an application id (24 hexadecimal characters)',
  idsRepeated: 'Each application may be named once',
  actionInvalid: 'Action must be status or email',
  statusRequired: 'Choose the new status',
  templateRequired: 'Choose a template',
  sendFailed: 'Failed to send the e-mail',
  previewFailed: 'Failed to preview the e-mail',
} as const;

// {{ name }}, spaces inside the braces allowed; a name is anything but braces.
const MERGE_FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isMergeField(name: string): name is MergeField {
  return (MERGE_FIELDS as readonly string[]).includes(name);
}

/** The merge fields `text` names, each once, in order of first use. */
export function mergeFieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(MERGE_FIELD_PATTERN)].map((match) => match[1] ?? ''))];
}

export function unknownMergeFields(text: string): string[] {
  return mergeFieldsIn(text).filter((name) => !isMergeField(name));
}

/** Fills `text`'s fields from `values`; a field without a value is left as it was written. */
export function fillMergeFields(text: string, values: Partial<Record<MergeField, string>>): string {
  return text.replace(MERGE_FIELD_PATTERN, (whole, name: string) => {
    const value = isMergeField(name) ? values[name] : undefined;
    return value ? value : whole;
  });
}

/** A refinement that files an unknown merge field under the field that uses it. */
function checkMergeFields(
  value: { subject?: string | undefined; body?: string | undefined },
  ctx: z.RefinementCtx,
) {
  for (const key of ['subject', 'body'] as const) {
    const [unknown] = unknownMergeFields(value[key] ?? '');
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: EMAIL_MESSAGES.unknownField(unknown) });
    }
  }
}

const subject = requiredText(EMAIL_MESSAGES.subjectRequired, within(EMAIL_SUBJECT_MAX, 'Subject'));
// Paragraphs are kept as typed; only line endings are made one kind.
const body = requiredText(EMAIL_MESSAGES.bodyRequired, within(EMAIL_BODY_MAX, 'Message')).transform((text) =>
  text.replace(/\r\n?/g, '\n'),
);

// POST /email-templates and PUT /email-templates/{id}.
export const emailTemplateFormSchema = z
  .object({
    name: requiredText(EMAIL_MESSAGES.nameRequired, within(TEMPLATE_NAME_MAX, 'Template name')),
    purpose: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.enum(TEMPLATE_PURPOSES, { error: EMAIL_MESSAGES.purposeInvalid }).nullable(),
    ),
    subject,
    body,
  })
  .superRefine(checkMergeFields);
export type EmailTemplateForm = z.infer<typeof emailTemplateFormSchema>;
export type EmailTemplateFormInput = z.input<typeof emailTemplateFormSchema>;

const id = z.string().regex(/^[a-f0-9]{24}$/, { error: EMAIL_MESSAGES.templateNotFound });

// POST /applications/{id}/emails and …/emails/preview: a template, or a subject and body.
export const candidateEmailSchema = z
  .object({
    templateId: id.optional(),
    subject: subject.optional(),
    body: body.optional(),
  })
  .superRefine((value, ctx) => {
    const hasText = value.subject !== undefined || value.body !== undefined;
    if (value.templateId !== undefined && hasText) {
      ctx.addIssue({ code: 'custom', path: ['templateId'], message: EMAIL_MESSAGES.eitherContent });
    } else if (value.templateId === undefined) {
      if (value.subject === undefined)
        ctx.addIssue({ code: 'custom', path: ['subject'], message: EMAIL_MESSAGES.chooseContent });
      if (value.body === undefined)
        ctx.addIssue({ code: 'custom', path: ['body'], message: EMAIL_MESSAGES.chooseContent });
    }
    checkMergeFields(value, ctx);
  });
export type CandidateEmailInput = z.infer<typeof candidateEmailSchema>;

// POST /applications/bulk: 1–100 distinct ids, and a status to set or a template to send.
export const bulkActionSchema = z
  .object({
    ids: z
      .array(
        z.string({ error: EMAIL_MESSAGES.idsInvalid }).regex(/^[a-f0-9]{24}$/, EMAIL_MESSAGES.idsInvalid),
        {
          error: EMAIL_MESSAGES.idsRequired,
        },
      )
      .min(1, EMAIL_MESSAGES.idsRequired)
      .max(BULK_MAX, EMAIL_MESSAGES.idsTooMany)
      .refine((ids) => new Set(ids).size === ids.length, EMAIL_MESSAGES.idsRepeated),
    action: z.enum(['status', 'email'], { error: EMAIL_MESSAGES.actionInvalid }),
    status: z.enum(APPLICATION_STATUSES, { error: EMAIL_MESSAGES.statusRequired }).optional(),
    templateId: id.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'status' && value.status === undefined)
      ctx.addIssue({ code: 'custom', path: ['status'], message: EMAIL_MESSAGES.statusRequired });
    if (value.action === 'email' && value.templateId === undefined)
      ctx.addIssue({ code: 'custom', path: ['templateId'], message: EMAIL_MESSAGES.templateRequired });
  });
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** One template as GET /email-templates answers it. */
export type EmailTemplate = {
  _id: string;
  name: string;
  purpose: TemplatePurpose | null;
  subject: string;
  body: string;
  updatedAt: string;
};

/** What the composer's Preview shows: the merged text and the fields that have no value yet. */
export type EmailPreview = { subject: string; body: string; missing: MergeField[] };

/** An e-mail on an application's timeline (its outbox row, without the body). */
export type ApplicationEmail = {
  _id: string;
  kind: string;
  subject: string;
  toEmail: string;
  status: string;
  createdAt: string;
  sentAt?: string;
};

/** One id's outcome of a bulk action. */
export type BulkResult = {
  _id: string;
  outcome: 'done' | 'unchanged' | 'not-found' | 'missing-values';
  /** For an e-mail: the queued message's id. */
  emailId?: string;
  missing?: MergeField[];
};
