import type { ExpressionBuilder, Kysely } from 'kysely';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/constants.ts';
import {
  BOARD_COLUMN_LIMIT,
  type BoardCard,
  type BoardColumn,
  WAITING_STATUSES,
} from '../../domain/job-board.ts';
import { listTagsOf } from './application-tags.ts';
import { toStatus } from './applications.ts';
import type { Database } from './schema.ts';

// Decision 026: a job's pipeline board. Applications name their job by title (`position`), so a
// column is the applications with that position and status: the index (position, status,
// created_at) of migration 2026-12-24T1000-board-indexes serves the counts and each column's rows,
// and the last status change of each row is one short read of (application_id, changed_at).

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the application entered its status: its last status change, else when it was made. */
function statusSince(eb: ExpressionBuilder<Database, 'applications'>) {
  return eb.fn.coalesce(
    eb
      .selectFrom('applicationStatusChanges')
      .select((inner) => inner.fn.max('applicationStatusChanges.changedAt').as('changedAt'))
      .whereRef('applicationStatusChanges.applicationId', '=', 'applications.id'),
    eb.ref('applications.createdAt'),
  );
}

async function countByStatus(db: Kysely<Database>, position: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['status', eb.fn.countAll<number | string | bigint>().as('count')])
    .where('position', '=', position)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

type CardRow = Omit<BoardCard, '_id' | 'waitingDays' | 'isStale' | 'tags' | 'status'> & {
  id: string;
  status: string;
};

/** The column's longest-waiting applications, at most BOARD_COLUMN_LIMIT. */
function longestWaiting(
  db: Kysely<Database>,
  position: string,
  status: ApplicationStatus,
): Promise<CardRow[]> {
  return db
    .selectFrom('applications')
    .select(['applications.id', 'firstName', 'lastName', 'country', 'status'])
    .select((eb) => statusSince(eb).as('statusSince'))
    .where('position', '=', position)
    .where('status', '=', status)
    .orderBy('statusSince')
    .orderBy('applications.id')
    .limit(BOARD_COLUMN_LIMIT)
    .execute();
}

/** The board's columns for the job titled `position`, in the lifecycle's order. */
export async function readBoardColumns(
  db: Kysely<Database>,
  position: string,
  staleDays: number,
  now: Date = new Date(),
): Promise<BoardColumn[]> {
  const [counts, ...columnRows] = await Promise.all([
    countByStatus(db, position),
    ...APPLICATION_STATUSES.map((status) => longestWaiting(db, position, status)),
  ]);
  const tags = await listTagsOf(
    db,
    columnRows.flat().map((row) => row.id),
  );
  return APPLICATION_STATUSES.map((status, index) => ({
    status,
    count: counts.get(status) ?? 0,
    applications: (columnRows[index] ?? []).map(({ id, ...row }) => {
      const waitedMs = Math.max(0, now.getTime() - Date.parse(row.statusSince));
      return {
        _id: id,
        ...row,
        status: toStatus(row.status),
        waitingDays: Math.floor(waitedMs / DAY_MS),
        isStale: WAITING_STATUSES.includes(status) && waitedMs > staleDays * DAY_MS,
        tags: tags.get(id) ?? [],
      };
    }),
  }));
}
