import { z } from 'zod';
import {
  type ApplicationEmail,
  type BulkResult,
  type EmailPreview,
  type EmailTemplate,
  MERGE_FIELDS,
  TEMPLATE_PURPOSES,
} from '../email-templates.ts';
import { successAnswer, timestamp } from './common.ts';
import { outboxMessageSchema } from './outbox.ts';

// Decision 026: GET/POST/PUT/DELETE /email-templates, the composer's preview and send, an
// application's e-mails on its timeline, and the per-id results of a bulk action.

export const emailTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  purpose: z.enum(TEMPLATE_PURPOSES).nullable(),
  subject: z.string(),
  body: z.string(),
  updatedAt: timestamp,
}) satisfies z.ZodType<EmailTemplate>;

export const applicationEmailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  subject: z.string(),
  toEmail: z.string(),
  status: z.string(),
  createdAt: timestamp,
  sentAt: timestamp.optional(),
}) satisfies z.ZodType<ApplicationEmail>;

const mergeField = z.enum(MERGE_FIELDS);

export const emailPreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  missing: z.array(mergeField),
}) satisfies z.ZodType<EmailPreview>;

export const bulkResultSchema = z.object({
  _id: z.string(),
  outcome: z.enum(['done', 'unchanged', 'not-found', 'missing-values']),
  emailId: z.string().optional(),
  missing: z.array(mergeField).optional(),
}) satisfies z.ZodType<BulkResult>;

export const emailTemplateListAnswer = successAnswer({ templates: z.array(emailTemplateSchema) });
export const emailTemplateAnswer = successAnswer({ template: emailTemplateSchema });
export const emailPreviewAnswer = successAnswer({ preview: emailPreviewSchema });
export const candidateEmailAnswer = successAnswer({ email: outboxMessageSchema });
export const bulkActionAnswer = successAnswer({ results: z.array(bulkResultSchema) });
