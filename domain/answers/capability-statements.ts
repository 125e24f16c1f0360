import { z } from 'zod';
import {
  type Accreditation,
  type CapabilityStatement,
  type PdfRender,
  RENDER_STATUSES,
  SECTORS,
  STATEMENT_SERVICE_SLUGS,
  type StatementLink,
  type StatementSuggestion,
  VOLTAGE_RANGES,
} from '../capability-statements.ts';
import { listPageFields, successAnswer, timestamp } from './common.ts';

// Decision 028: what the capability statement and accreditation routes answer, parsed by the
// dashboard as it is sent.

export const pdfRenderSchema = z.object({
  _id: z.string(),
  status: z.enum(RENDER_STATUSES),
  progress: z.number().int().min(0).max(100),
  step: z.string(),
  pages: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  isCurrent: z.boolean(),
  error: z.string().nullable(),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
}) satisfies z.ZodType<PdfRender>;

const pick = z.object({ id: z.string(), summary: z.string().nullable() });

export const capabilityStatementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  clientName: z.string(),
  tenderReference: z.string().nullable(),
  dueDate: z.string().nullable(),
  sector: z.enum(SECTORS).nullable(),
  voltageRange: z.enum(VOLTAGE_RANGES).nullable(),
  services: z.array(z.enum(STATEMENT_SERVICE_SLUGS)),
  introduction: z.string().nullable(),
  caseStudies: z.array(pick),
  products: z.array(pick),
  accreditationIds: z.array(z.string()),
  peopleIds: z.array(z.string()),
  officeIds: z.array(z.string()),
  copiedFromId: z.string().nullable(),
  createdByName: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  latestRender: pdfRenderSchema.nullable(),
}) satisfies z.ZodType<CapabilityStatement>;

/** The picks of a statement that are no longer published (or were deleted): left out of the next PDF. */
export const unavailablePicksSchema = z.object({
  caseStudyIds: z.array(z.string()),
  productIds: z.array(z.string()),
  accreditationIds: z.array(z.string()),
  peopleIds: z.array(z.string()),
  officeIds: z.array(z.string()),
});

export const statementLinkSchema = z.object({
  _id: z.string(),
  label: z.string().nullable(),
  expiresAt: timestamp,
  createdAt: timestamp,
  createdByName: z.string(),
  firstOpenedAt: timestamp.nullable(),
  lastOpenedAt: timestamp.nullable(),
  openCount: z.number().int().min(0),
  revokedAt: timestamp.nullable(),
  url: z.string().optional(),
}) satisfies z.ZodType<StatementLink>;

export const statementSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  score: z.number(),
  matched: z.array(z.string()),
  reason: z.string(),
}) satisfies z.ZodType<StatementSuggestion>;

export const accreditationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  issuer: z.string(),
  certificateNumber: z.string().nullable(),
  scope: z.string().nullable(),
  expiresOn: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  state: z.enum(['valid', 'expiring', 'expired']),
}) satisfies z.ZodType<Accreditation & { state: string }>;

const message = { message: z.string().optional() };

export const statementListAnswer = successAnswer(
  { statements: z.array(capabilityStatementSchema) },
  listPageFields,
);
export const statementAnswer = successAnswer(
  { statement: capabilityStatementSchema, unavailable: unavailablePicksSchema.optional() },
  message,
);
export const renderAnswer = successAnswer({ render: pdfRenderSchema }, message);
export const linkAnswer = successAnswer({ link: statementLinkSchema }, message);
export const linksAnswer = successAnswer({ links: z.array(statementLinkSchema) });
export const suggestionsAnswer = successAnswer({
  caseStudies: z.array(statementSuggestionSchema),
  products: z.array(statementSuggestionSchema),
});
export const accreditationsAnswer = successAnswer({ accreditations: z.array(accreditationSchema) });
export const accreditationAnswer = successAnswer({ accreditation: accreditationSchema }, message);
