import { PostgresAdapter } from 'kysely';
import type { PublishingState, PublishingStatus } from '../../domain/publishing.ts';
import type { Db } from '../db/connection.ts';
import type { AnyContentType } from './content-types.ts';
import { idsWithDrafts } from './drafts.ts';

// The publishing columns of a content row (decision 024), read and written alike for every type:
// every content table has `id`, `status`, `publish_at`, `unpublish_at` and `updated_at`, so the
// queries name one table's columns (`jobs`) and run on the type's own table.

export type RowState = {
  status: PublishingStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  updatedAt: string;
};

export type RowStateChange = Partial<Pick<RowState, 'status' | 'publishAt' | 'unpublishAt'>>;

function toStatus(value: string): PublishingStatus {
  return value === 'draft' ? 'draft' : 'published';
}

/**
 * The row's publishing columns. Inside a transaction on PostgreSQL the row is locked until it
 * ends: every publishing operation reads this first, so two at once on one record (two people,
 * or a person and the scheduler, on two instances) run one after the other and number their
 * versions in turn. SQLite's one connection runs transactions one at a time already.
 */
export async function readRowState(db: Db, type: AnyContentType, id: string): Promise<RowState | undefined> {
  const query = db
    .selectFrom(type.table as 'jobs')
    .select(['status', 'publishAt', 'unpublishAt', 'updatedAt'])
    .where('id', '=', id);
  const isLocking = db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter;
  const row = await (isLocking ? query.forUpdate() : query).executeTakeFirst();
  return row ? { ...row, status: toStatus(row.status) } : undefined;
}

export async function changeRowState(
  db: Db,
  type: AnyContentType,
  id: string,
  change: RowStateChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db
    .updateTable(type.table as 'jobs')
    .set(change)
    .where('id', '=', id)
    .execute();
}

/** Each record with what staff see of its publishing (status, draft, schedule). */
export async function withPublishingState<R extends { _id: string }>(
  db: Db,
  type: AnyContentType,
  records: readonly R[],
): Promise<(R & PublishingState)[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record._id);
  const [rows, drafts] = await Promise.all([
    db
      .selectFrom(type.table as 'jobs')
      .select(['id', 'status', 'publishAt', 'unpublishAt'])
      .where('id', 'in', ids)
      .execute(),
    idsWithDrafts(db, type, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => {
    const row = byId.get(record._id);
    return {
      ...record,
      status: toStatus(row?.status ?? 'published'),
      hasDraft: drafts.has(record._id),
      publishAt: row?.publishAt ?? null,
      unpublishAt: row?.unpublishAt ?? null,
    };
  });
}

/** Ids of the type's rows whose `column` instant is at or before `now` (an index range). */
export async function dueIds(
  db: Db,
  type: AnyContentType,
  column: 'publishAt' | 'unpublishAt',
  now: string,
  limit: number,
): Promise<{ id: string; at: string }[]> {
  const rows = await db
    .selectFrom(type.table as 'jobs')
    .select(['id', column])
    .where(column, '<=', now)
    .orderBy(column)
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const at = row[column];
    return at === null ? [] : [{ id: row.id, at }];
  });
}

/**
 * Takes the schedule entry `column = at` off the row: true only for the one writer whose update
 * changed it, so of several instances one acts on it, once (decision 024).
 */
export async function claimSchedule(
  db: Db,
  type: AnyContentType,
  id: string,
  column: 'publishAt' | 'unpublishAt',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(type.table as 'jobs')
    .set({ [column]: null })
    .where('id', '=', id)
    .where(column, '=', at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A change the scheduler will make (the dashboard overview lists them). */
export type ScheduledChange = {
  type: string;
  id: string;
  title: string;
  action: 'publish' | 'unpublish';
  at: string;
};

/** The type's scheduled changes, soonest first, at most `limit` of each direction. */
export async function scheduledChanges(
  db: Db,
  type: AnyContentType,
  limit: number,
): Promise<ScheduledChange[]> {
  const changes: ScheduledChange[] = [];
  for (const [column, action] of [
    ['publishAt', 'publish'],
    ['unpublishAt', 'unpublish'],
  ] as const) {
    const { title } = type;
    const query = db
      .selectFrom(type.table as 'caseStudies')
      .where(column, 'is not', null)
      .orderBy(column)
      .limit(limit);
    const rows =
      'column' in title
        ? await query.select(['id', `${title.column as 'name'} as title`, `${column} as at`]).execute()
        : (await query.select(['id', `${column} as at`]).execute()).map((row) => ({
            ...row,
            title: title.ofId(row.id),
          }));
    for (const row of rows) {
      if (row.at !== null)
        changes.push({ type: type.name, id: row.id, title: row.title, action, at: row.at });
    }
  }
  return changes;
}
