import {
  type Expression,
  type ExpressionBuilder,
  PostgresAdapter,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { type PdfRender, RENDER_STATUSES } from '../../domain/capability-statements.ts';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import type { Database, PdfRenderTable } from './schema.ts';

// Decision 028: the queue and record of PDFs made, off the request path. A render is named by
// its content (kind, subject, content_hash: unique), so asking again for an unchanged statement
// or case study finds the PDF already made, and twenty visitors asking at once for a new one
// queue one render: the inserts that lose the race do nothing and read the winner's row.
//
// Claimed like the outbox (decision 013): the renderer takes the oldest queued render, or one
// whose lease ended (its maker died), marking it 'rendering' until `lease_until`. The claimed
// lease is the claim's token: progress, the outcome and a failure are written only while the row
// still holds it, so a renderer whose lease lapsed and was taken over writes nothing. A failed
// try goes back to the queue with `lease_until` as its earliest next try, up to
// MAX_RENDER_ATTEMPTS; then it is 'failed' until someone asks again.

export type PdfRenderRow = Selectable<PdfRenderTable>;
export type RenderKind = 'statement' | 'case-study';

export const MAX_RENDER_ATTEMPTS = 3;

export function toPdfRender(row: PdfRenderRow, isCurrent: boolean): PdfRender {
  return {
    _id: row.id,
    status: RENDER_STATUSES.find((status) => status === row.status) ?? 'failed',
    progress: Number(row.progress),
    step: row.step,
    pages: row.pages === null ? null : Number(row.pages),
    bytes: row.bytes === null ? null : Number(row.bytes),
    isCurrent,
    error: row.error,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

export type RenderRequest = {
  kind: RenderKind;
  subjectId: string;
  contentHash: string;
  requestedByName: string | null;
};

/**
 * The render of this content: the one already made or being made, or a new queued one. A render
 * that failed for good is queued again (asking again is "try again"). `isQueued` says whether the
 * renderer has work because of this call.
 */
export async function findOrQueueRender(
  db: Db,
  request: RenderRequest,
): Promise<{ row: PdfRenderRow; isQueued: boolean }> {
  const inserted = await db
    .insertInto('pdfRenders')
    .values({
      id: newId(),
      kind: request.kind,
      subjectId: request.subjectId,
      contentHash: request.contentHash,
      status: 'queued',
      progress: 0,
      step: '',
      attempts: 0,
      requestedByName: request.requestedByName,
      createdAt: nowIso(),
    })
    // Both databases: a concurrent insert of the same content waits for the first to commit,
    // then does nothing (no unique-violation error to catch, no aborted PostgreSQL transaction).
    .onConflict((oc) => oc.columns(['kind', 'subjectId', 'contentHash']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, isQueued: true };
  const existing = await db
    .selectFrom('pdfRenders')
    .selectAll()
    .where('kind', '=', request.kind)
    .where('subjectId', '=', request.subjectId)
    .where('contentHash', '=', request.contentHash)
    .executeTakeFirstOrThrow();
  if (existing.status !== 'failed') return { row: existing, isQueued: false };
  const requeued = await db
    .updateTable('pdfRenders')
    .set({ status: 'queued', attempts: 0, error: null, leaseUntil: null, progress: 0, step: '' })
    .where('id', '=', existing.id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  return requeued
    ? { row: requeued, isQueued: true }
    : { row: await getRenderRowOrThrow(db, existing.id), isQueued: false };
}

async function getRenderRowOrThrow(db: Db, id: string): Promise<PdfRenderRow> {
  return db.selectFrom('pdfRenders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function getRenderRow(db: Db, id: string): Promise<PdfRenderRow | undefined> {
  return db.selectFrom('pdfRenders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Due: queued and its next try has come, or rendering whose lease has run out. */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, 'pdfRenders'>): Expression<SqlBool> =>
    eb.and([
      eb('attempts', '<', MAX_RENDER_ATTEMPTS),
      eb.or([
        eb.and([
          eb('status', '=', 'queued'),
          eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]),
        ]),
        eb.and([eb('status', '=', 'rendering'), eb('leaseUntil', '<=', now)]),
      ]),
    ]);
}

export type RenderClaim = { id: string; lease: string };

/**
 * Claims the oldest due render for this renderer until `leaseUntil`, counting the attempt. One
 * UPDATE whose subquery, on PostgreSQL, locks the row it picks and skips rows another instance
 * has locked (as claimNextEmail). A render whose maker died on its last attempt is failed first,
 * so a PDF that kills its renderer is not tried for ever.
 */
export async function claimNextRender(
  db: Db,
  claim: { now: string; leaseUntil: string },
): Promise<PdfRenderRow | undefined> {
  await db
    .updateTable('pdfRenders')
    .set({
      status: 'failed',
      error: 'The renderer stopped while making it',
      leaseUntil: null,
      finishedAt: claim.now,
    })
    .where('status', '=', 'rendering')
    .where('leaseUntil', '<=', claim.now)
    .where('attempts', '>=', MAX_RENDER_ATTEMPTS)
    .execute();
  let next = db
    .selectFrom('pdfRenders')
    .select('id')
    .where(isDue(claim.now))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) next = next.forUpdate().skipLocked();
  return db
    .updateTable('pdfRenders')
    .set((eb) => ({
      status: 'rendering',
      leaseUntil: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      startedAt: claim.now,
      progress: 0,
      step: '',
    }))
    .where('id', '=', next)
    .where(isDue(claim.now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Updates a render only while this renderer still holds it (rendering, under the lease it was
 * given): false when the claim was lost to another renderer, or the row deleted.
 */
async function updateWhileClaimed(
  db: Db,
  claim: RenderClaim,
  values: Updateable<PdfRenderTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('pdfRenders')
    .set(values)
    .where('id', '=', claim.id)
    .where('status', '=', 'rendering')
    .where('leaseUntil', '=', claim.lease)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes progress and extends the lease; false when the claim was lost (or the row deleted). */
export async function recordRenderProgress(
  db: Db,
  claim: RenderClaim,
  progress: { progress: number; step: string; leaseUntil: string },
): Promise<boolean> {
  return updateWhileClaimed(db, claim, {
    progress: Math.max(0, Math.min(100, Math.round(progress.progress))),
    step: progress.step.slice(0, 200),
    leaseUntil: progress.leaseUntil,
  });
}

/** Records the PDF made; false when the claim was lost (the caller removes its file). */
export async function finishRender(
  db: Db,
  claim: RenderClaim,
  made: { fileKey: string; bytes: number; pages: number },
): Promise<boolean> {
  return updateWhileClaimed(db, claim, {
    status: 'done',
    progress: 100,
    step: '',
    fileKey: made.fileKey,
    bytes: made.bytes,
    pages: made.pages,
    error: null,
    leaseUntil: null,
    finishedAt: nowIso(),
  });
}

/** Records a failed try: queued again from `retryAt`, or failed for good when it is null. */
export async function failRender(
  db: Db,
  claim: RenderClaim,
  outcome: { error: string; retryAt: string | null },
): Promise<boolean> {
  return updateWhileClaimed(db, claim, {
    status: outcome.retryAt ? 'queued' : 'failed',
    error: outcome.error.slice(0, 500),
    leaseUntil: outcome.retryAt,
    ...(outcome.retryAt ? {} : { finishedAt: nowIso() }),
  });
}

/** The newest render of a subject, whatever its state. */
export function latestRenderRow(
  db: Db,
  kind: RenderKind,
  subjectId: string,
): Promise<PdfRenderRow | undefined> {
  return db
    .selectFrom('pdfRenders')
    .selectAll()
    .where('kind', '=', kind)
    .where('subjectId', '=', subjectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest render of each subject given, in one query (a page of statements). */
export async function latestRenderRows(
  db: Db,
  kind: RenderKind,
  subjectIds: readonly string[],
): Promise<Map<string, PdfRenderRow>> {
  const latest = new Map<string, PdfRenderRow>();
  if (subjectIds.length === 0) return latest;
  const rows = await db
    .selectFrom('pdfRenders')
    .selectAll()
    .where('kind', '=', kind)
    .where('subjectId', 'in', [...subjectIds])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) if (!latest.has(row.subjectId)) latest.set(row.subjectId, row);
  return latest;
}

/** Every render of a subject (the statement being deleted), for their files. */
export function renderRowsOf(db: Db, kind: RenderKind, subjectId: string): Promise<PdfRenderRow[]> {
  return db
    .selectFrom('pdfRenders')
    .selectAll()
    .where('kind', '=', kind)
    .where('subjectId', '=', subjectId)
    .execute();
}

export async function deleteRenderRows(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('pdfRenders')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Up to `limit` renders that may go (decision 028): made before `before`, not being made, served
 * by no link, and either not the newest of their subject or of a statement since deleted (whose
 * file could not be deleted with it). Oldest first.
 */
export function listDisposableRenders(db: Db, before: string, limit: number): Promise<PdfRenderRow[]> {
  return db
    .selectFrom('pdfRenders as r')
    .selectAll('r')
    .where('r.createdAt', '<', before)
    .where('r.status', 'in', ['done', 'failed'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('capabilityStatementLinks as l').select('l.id').whereRef('l.renderId', '=', 'r.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('pdfRenders as newer')
            .select('newer.id')
            .whereRef('newer.kind', '=', 'r.kind')
            .whereRef('newer.subjectId', '=', 'r.subjectId')
            .where((inner) =>
              inner.or([
                inner('newer.createdAt', '>', inner.ref('r.createdAt')),
                inner.and([
                  inner('newer.createdAt', '=', inner.ref('r.createdAt')),
                  inner('newer.id', '>', inner.ref('r.id')),
                ]),
              ]),
            ),
        ),
        eb.and([
          eb('r.kind', '=', 'statement'),
          eb.not(
            eb.exists(
              eb.selectFrom('capabilityStatements as s').select('s.id').whereRef('s.id', '=', 'r.subjectId'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}
