import { z } from 'zod';
import { enumFilter, integerOr } from './form-fields.ts';

// The activity log (issue: audit trail): every write by a signed-in member of staff, every CV
// download, every sign-in and failed sign-in, recorded with who, what, which record, when and
// from which address. Entries are never edited; housekeeping removes them after
// AUDIT_RETENTION_DAYS (default two years).

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status-change',
  'download',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-change',
  'erase',
  'retention-purge',
  // Publishing (decision 024): a record made public or hidden, a version restored, a schedule set.
  'publish',
  'unpublish',
  'restore',
  'schedule',
  // Decision 027: a second factor set up, removed, its recovery codes renewed, or reset by an administrator.
  'two-factor-on',
  'two-factor-off',
  'recovery-codes-renewed',
  'two-factor-reset',
  // Decision 027: sessions ended from a session list (one's own devices, or a colleague's), and
  // a password set through a forgotten-password link or the command line.
  'session-end',
  'password-reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'job',
  'application',
  'application-note',
  'cv',
  'enquiry',
  'email',
  'gallery-image',
  'gallery-category',
  'case-study',
  'product',
  'user',
  'account',
  'personal-data',
  // Decision 025: a section of the site's changing copy (its id is the section's key).
  'site-content',
  // Decision 025: a picture of the media library.
  'media-asset',
  // Decision 026: an interview on an application (scheduled, moved, cancelled).
  'interview',
  // Decision 026: an interviewer's scorecard, and a no-account link to one given out.
  'scorecard',
  'interviewer-link',
  // Decision 026: a candidate e-mail template.
  'email-template',
  // Decision 027: a passkey of one's own account (added, renamed, removed).
  'passkey',
  // Decision 027: the site's sign-in policy.
  'sign-in-policy',
  // Decision 028: a capability statement (its PDFs asked for, copied), a client's link to its
  // PDF (given out, withdrawn), and the company's accreditations.
  'capability-statement',
  'statement-link',
  'accreditation',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One entry as GET /api/audit answers it. */
export type AuditEntry = {
  _id: string;
  actorEmail: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string;
  /** The caller's address (behind a trusted proxy, the one it reported). */
  address?: string;
  /** A short fact about the change, e.g. the new status; never personal data. */
  detail?: string;
  createdAt: string;
};

export const AUDIT_PAGE_SIZE = 50;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD' })
  .optional();

/** GET /api/audit: filters and the page. */
export const auditListQuerySchema = z.object({
  actor: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(254).optional(),
  ),
  action: enumFilter(AUDIT_ACTIONS, 'action'),
  entity: enumFilter(AUDIT_ENTITIES, 'entity'),
  entityId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100).optional(),
  ),
  from: isoDay,
  to: isoDay,
  page: integerOr(1, z.number().int()).transform((page) => Math.min(100_000, Math.max(1, page))),
  limit: integerOr(AUDIT_PAGE_SIZE, z.number().int()).transform((limit) => Math.min(200, Math.max(1, limit))),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
