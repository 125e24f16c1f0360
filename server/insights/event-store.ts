import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { InsightEventTable } from '../db/schema.ts';

// Decision 029: the raw page views and events, written a batch at a time from the buffer
// (event-buffer.ts) and kept 30 days.

/** Raw events are kept this many days; the daily aggregates keep the figures longer. */
export const INSIGHT_EVENTS_KEPT_DAYS = 30;

export type InsightEventRow = Insertable<InsightEventTable>;

// 14 columns a row: 250 rows stay far under SQLite's 32,766 and PostgreSQL's 65,535 parameters.
const ROWS_PER_STATEMENT = 250;

/** Inserts the rows, a few hundred a statement, in one transaction. */
export async function insertInsightEvents(db: Db, rows: readonly InsightEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length <= ROWS_PER_STATEMENT) {
    await db.insertInto('insightEvents').values(rows).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('insightEvents')
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
    }
  });
}

/** Deletes at most `limit` events of days before `beforeDay` (one housekeeping batch). */
export async function deleteOldInsightEvents(db: Db, beforeDay: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('insightEvents')
    .where('id', 'in', (eb) =>
      eb.selectFrom('insightEvents').select('id').where('day', '<', beforeDay).orderBy('day').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
