import { z } from 'zod';
import { enumFilter, integerOr } from './form-fields.ts';

// Ours (DESIGN.md: the transactional outbox): every e-mail the site sends is a row in the outbox,
// queued in the same transaction as the enquiry or application it tells of, then sent by the
// server's mail sender. Staff watch it on the dashboard's Outbox screen.

/**
 * queued: waiting for its next try; sending: claimed by a sender right now; sent: the mail server
 * accepted it; failed: given up on after a day of tries (or refused for good), until someone
 * presses Retry; cancelled: an administrator stopped it before it was sent.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The messages of public-site.md §3, the confirmations to the person who wrote, and the notice to
 * a staff member whose sign-in was paused after repeated failures (decision 006).
 */
export const OUTBOX_KINDS = [
  'enquiry',
  'application',
  'enquiry-confirmation',
  'application-confirmation',
  'account-locked',
  // Decision 026: an interview invitation, update or cancellation with its calendar.
  'interview',
  // Decision 026: an e-mail HR wrote to an applicant (from a template or as free text).
  'candidate',
  // Decision 027: a sign-in from a new browser, and a forgotten password's reset link.
  'new-sign-in',
  'password-reset',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  enquiry: 'Enquiry to the company',
  application: 'Application to HR',
  'enquiry-confirmation': 'Confirmation to the enquirer',
  'application-confirmation': 'Confirmation to the applicant',
  'account-locked': 'Sign-in paused notice',
  interview: 'Interview invitation',
  candidate: 'E-mail to a candidate',
  'new-sign-in': 'New sign-in notice',
  'password-reset': 'Password reset link',
};

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const OUTBOX_PAGE_SIZE = 20;

// GET /outbox?status=&page=&limit=: newest first; a bad page or limit takes the default, an
// unknown status is a 400 naming the allowed ones.
export const outboxListQuerySchema = z.object({
  status: enumFilter(OUTBOX_STATUSES, 'status'),
  page: integerOr(1, z.number().int()).transform((page) => Math.min(100_000, Math.max(1, page))),
  limit: integerOr(OUTBOX_PAGE_SIZE, z.number().int()).transform((limit) =>
    Math.min(100, Math.max(1, limit)),
  ),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
