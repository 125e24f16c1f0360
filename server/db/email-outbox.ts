import type { Kysely, Selectable } from 'kysely';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, toJsonText } from './json-column.ts';
import { isStringRecord } from './json-validators.ts';
import type { Database, EmailOutboxTable } from './schema.ts';

// DESIGN.md: the transactional outbox. A request stores its e-mail here in the same breath as the
// enquiry or application; a sender drains it and retries with back-off when SMTP is down.

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export type OutboxEmail = {
  id: string;
  kind: string;
  toEmail: string;
  subject: string;
  /** The template fields (public-site.md §3: from_name, from_email, phone_number, ...). */
  payload: Record<string, string>;
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  createdAt: string;
  sentAt?: string;
};

export type NewOutboxEmail = {
  kind: string;
  toEmail: string;
  subject: string;
  payload: Record<string, string>;
};

/** How long a claimed e-mail stays invisible to other senders before it counts as abandoned. */
export const DEFAULT_CLAIM_LEASE_MS = 5 * 60_000;

export function toOutboxEmail(row: Selectable<EmailOutboxTable>): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    toEmail: row.toEmail,
    subject: row.subject,
    payload: fromJsonText(row.payload, {}, isStringRecord),
    status: EMAIL_STATUSES.find((status) => status === row.status) ?? 'pending',
    attempts: Number(row.attempts),
    nextAttemptAt: row.nextAttemptAt,
    ...(row.lastError ? { lastError: row.lastError } : {}),
    createdAt: row.createdAt,
    ...(row.sentAt ? { sentAt: row.sentAt } : {}),
  };
}

export async function enqueueEmail(db: Kysely<Database>, input: NewOutboxEmail): Promise<OutboxEmail> {
  const now = nowIso();
  const row = await db
    .insertInto('emailOutbox')
    .values({
      id: newId(),
      kind: input.kind,
      toEmail: input.toEmail,
      subject: input.subject,
      payload: toJsonText(input.payload),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOutboxEmail(row);
}

/**
 * Claims up to `limit` pending e-mails due at `now`, oldest first. Each claim moves the e-mail's
 * next attempt to the end of a lease with a compare-and-set UPDATE, so when several app instances
 * drain the outbox (DESIGN.md: PostgreSQL behind a load balancer) only one of them sends it, and a
 * sender that crashes mid-send leaves it to be retried when the lease ends. Portable SQL: no
 * SKIP LOCKED, which SQLite lacks.
 */
export async function claimDueEmails(
  db: Kysely<Database>,
  now: string,
  limit: number,
  leaseMs: number = DEFAULT_CLAIM_LEASE_MS,
): Promise<OutboxEmail[]> {
  const due = await db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(Math.max(1, Math.floor(limit)))
    .execute();
  const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString();
  const claimed: OutboxEmail[] = [];
  for (const row of due) {
    const result = await db
      .updateTable('emailOutbox')
      .set({ nextAttemptAt: leaseUntil })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '=', row.nextAttemptAt)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) claimed.push(toOutboxEmail({ ...row, nextAttemptAt: leaseUntil }));
  }
  return claimed;
}

export async function markEmailSent(db: Kysely<Database>, id: string, sentAt: string): Promise<boolean> {
  const result = await db
    .updateTable('emailOutbox')
    .set((eb) => ({ status: 'sent', sentAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt: retried at `nextAttemptAt`, or given up on when `isFinal`. */
export async function markEmailFailed(
  db: Kysely<Database>,
  id: string,
  outcome: { error: string; nextAttemptAt: string; isFinal: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      status: outcome.isFinal ? 'failed' : 'pending',
      lastError: outcome.error,
      nextAttemptAt: outcome.nextAttemptAt,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countPendingEmails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('emailOutbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
