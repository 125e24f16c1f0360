import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { OutboxMessage } from '../../domain/entities.ts';
import {
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxKind,
  type OutboxListQuery,
  type OutboxStatus,
} from '../../domain/outbox.ts';
import { emailKey } from './application-keys.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, toJsonText } from './json-column.ts';
import { isStringRecord } from './json-validators.ts';
import { countUpTo, EXACT_TOTAL_UP_TO, type PageTotal, readPageIds } from './pagination.ts';
import type { Database, EmailOutboxTable } from './schema.ts';

// DESIGN.md: the transactional outbox. A request stores its e-mail here in the same transaction
// as the enquiry or application; the mail sender (server/mail/outbox-sender.ts) claims due
// messages one at a time, sends them and records the outcome (decision 013).
//
// A claim is a lease: the message becomes 'sending' under the sender's token until
// next_attempt_at, after which any sender may take it again (its first holder crashed or hung).
// An outcome is recorded only under the token that claimed it, so a sender whose lease ran out
// never overwrites what the next holder did.

export type OutboxEmail = {
  id: string;
  kind: OutboxKind;
  toEmail: string;
  subject: string;
  /** The template fields (public-site.md §3: from_name, from_email, phone_number, ...). */
  payload: Record<string, string>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  createdAt: string;
  sentAt?: string;
  /** When the current run of tries began; a message is given up on a day after it. */
  queuedAt: string;
};

export type NewOutboxEmail = {
  kind: OutboxKind;
  toEmail: string;
  subject: string;
  payload: Record<string, string>;
  /**
   * Whom the message is about: the person who wrote (for the company's copy as for their own
   * confirmation), or the staff member a notice is for; and the application it tells of. Stored
   * in indexed columns of their own, so an export, an erasure or a withdrawal finds the message
   * without reading payloads.
   */
  about: { email: string; applicationId?: string | undefined };
};

type Row = Selectable<EmailOutboxTable>;

export function toOutboxEmail(row: Row): OutboxEmail {
  return {
    id: row.id,
    kind: OUTBOX_KINDS.find((kind) => kind === row.kind) ?? 'enquiry',
    toEmail: row.toEmail,
    subject: row.subject,
    payload: fromJsonText(row.payload, {}, isStringRecord),
    status: OUTBOX_STATUSES.find((status) => status === row.status) ?? 'queued',
    attempts: Number(row.attempts),
    nextAttemptAt: row.nextAttemptAt,
    ...(row.lastError ? { lastError: row.lastError } : {}),
    createdAt: row.createdAt,
    ...(row.sentAt ? { sentAt: row.sentAt } : {}),
    queuedAt: row.queuedAt ?? row.createdAt,
  };
}

/** What the dashboard sees: never the body, and a next try only while one is planned. */
export function toOutboxMessage(email: OutboxEmail): OutboxMessage {
  return {
    _id: email.id,
    kind: email.kind,
    toEmail: email.toEmail,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    ...(email.status === 'queued' ? { nextAttemptAt: email.nextAttemptAt } : {}),
    ...(email.lastError ? { lastError: email.lastError } : {}),
    createdAt: email.createdAt,
    ...(email.sentAt ? { sentAt: email.sentAt } : {}),
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
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      queuedAt: now,
      applicationId: input.about.applicationId ?? null,
      aboutEmailKey: emailKey(input.about.email),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOutboxEmail(row);
}

/** Due: queued and its time has come, or sending whose lease has run out. */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, 'emailOutbox'>): Expression<SqlBool> =>
    eb.and([eb('status', 'in', ['queued', 'sending']), eb('nextAttemptAt', '<=', now)]);
}

/**
 * Claims the most overdue message, if any, for `token` until `leaseUntil`, counting the attempt.
 * One UPDATE: on PostgreSQL its subquery locks the row it picks and skips rows another sender
 * has locked, and the outer condition is checked again on the locked row, so two senders never
 * claim the same message; SQLite has a single writer (and one server process) anyway.
 */
export async function claimNextEmail(
  db: Kysely<Database>,
  claim: { now: string; leaseUntil: string; token: string },
): Promise<OutboxEmail | undefined> {
  let next = db
    .selectFrom('emailOutbox')
    .select('id')
    .where(isDue(claim.now))
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) next = next.forUpdate().skipLocked();
  const row = await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      status: 'sending',
      claimToken: claim.token,
      nextAttemptAt: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    // '=' with a one-row subquery: PostgreSQL runs it once (an 'in' may be run again per row,
    // and with SKIP LOCKED pick a different row each time).
    .where('id', '=', next)
    .where(isDue(claim.now))
    .returningAll()
    .executeTakeFirst();
  return row ? toOutboxEmail(row) : undefined;
}

/** When the next queued message (or lapsed claim) falls due, if any is waiting. */
export async function nextDueTime(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('emailOutbox')
    .select((eb) => eb.fn.min('nextAttemptAt').as('due'))
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/** Records delivery; false when the claim was lost (the lease ran out and another took it). */
export async function markEmailSent(
  db: Kysely<Database>,
  claim: { id: string; token: string },
  sentAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('emailOutbox')
    .set({ status: 'sent', sentAt, claimToken: null, lastError: null })
    .where('id', '=', claim.id)
    .where('claimToken', '=', claim.token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed try: queued again for `retryAt`, or failed for good when it is null. */
export async function markEmailAttemptFailed(
  db: Kysely<Database>,
  claim: { id: string; token: string },
  outcome: { error: string; retryAt: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('emailOutbox')
    .set({
      status: outcome.retryAt ? 'queued' : 'failed',
      lastError: outcome.error,
      ...(outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : {}),
      claimToken: null,
    })
    .where('id', '=', claim.id)
    .where('claimToken', '=', claim.token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type OutboxChange = OutboxEmail | 'not-found' | 'not-allowed';

async function changeIfIn(
  db: Kysely<Database>,
  id: string,
  from: readonly OutboxStatus[],
  set: Updateable<EmailOutboxTable>,
): Promise<OutboxChange> {
  const row = await db
    .updateTable('emailOutbox')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (row) return toOutboxEmail(row);
  const exists = await db.selectFrom('emailOutbox').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'not-allowed' : 'not-found';
}

/** Retry: a failed or cancelled message is queued again, due now, with a fresh day of tries. */
export function requeueEmail(
  db: Kysely<Database>,
  id: string,
  now: string = nowIso(),
): Promise<OutboxChange> {
  return changeIfIn(db, id, ['failed', 'cancelled'], {
    status: 'queued',
    nextAttemptAt: now,
    queuedAt: now,
    claimToken: null,
  });
}

/** Cancel: a queued message is never sent (one being sent right now can no longer be stopped). */
export function cancelEmail(db: Kysely<Database>, id: string): Promise<OutboxChange> {
  return changeIfIn(db, id, ['queued'], { status: 'cancelled', claimToken: null });
}

export async function findEmail(db: Kysely<Database>, id: string): Promise<OutboxEmail | undefined> {
  const row = await db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOutboxEmail(row) : undefined;
}

export type OutboxPage = PageTotal & {
  emails: OutboxEmail[];
  counts: Record<OutboxStatus, number>;
  /** The statuses whose count is a lower bound: more than EXACT_TOTAL_UP_TO (decision 020). */
  inexactCounts: OutboxStatus[];
};

/**
 * Newest first, filtered by status. `counts` is over the whole outbox, whatever the filter: one
 * count per status through the (status, created_at, id) index, each exact up to
 * EXACT_TOTAL_UP_TO, so the few queued or failed messages are counted exactly and the many sent
 * ones cost no more than the bound.
 */
export async function listOutbox(db: Kysely<Database>, query: OutboxListQuery): Promise<OutboxPage> {
  let rows = db.selectFrom('emailOutbox');
  if (query.status) rows = rows.where('status', '=', query.status);
  const [{ ids, ...counted }, ...byStatus] = await Promise.all([
    // The page's ids from the (status, created_at, id) or (created_at, id) index first, then
    // only its rows: a deep page skips index entries, not whole messages.
    readPageIds(db, rows, rows.select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc'), query),
    ...OUTBOX_STATUSES.map((status) =>
      countUpTo(db, db.selectFrom('emailOutbox').where('status', '=', status), EXACT_TOTAL_UP_TO),
    ),
  ]);
  const page =
    ids.length === 0
      ? []
      : await db
          .selectFrom('emailOutbox')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute();
  const counts = Object.fromEntries(
    OUTBOX_STATUSES.map((status, index) => [status, Math.min(EXACT_TOTAL_UP_TO, byStatus[index] ?? 0)]),
  ) as Record<OutboxStatus, number>;
  const inexactCounts = OUTBOX_STATUSES.filter((_, index) => (byStatus[index] ?? 0) > EXACT_TOTAL_UP_TO);
  return { emails: page.map(toOutboxEmail), ...counted, counts, inexactCounts };
}

/**
 * Decision 030's metrics: how many messages are in each of `statuses`, and when the oldest still
 * queued was made. Each is an index read of (status, created_at), however long the history.
 */
export async function outboxDepth(
  db: Kysely<Database>,
  statuses: readonly OutboxStatus[],
): Promise<{ counts: Partial<Record<OutboxStatus, number>>; oldestQueuedAt: string | undefined }> {
  const [counted, oldest] = await Promise.all([
    db
      .selectFrom('emailOutbox')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('status', 'in', statuses)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('emailOutbox')
      .select('createdAt')
      .where('status', '=', 'queued')
      .orderBy('createdAt')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const counts = Object.fromEntries(counted.map((row) => [row.status, Number(row.count)]));
  return { counts, oldestQueuedAt: oldest?.createdAt };
}
