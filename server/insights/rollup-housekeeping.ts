import type { Kysely } from 'kysely';
import { ukDateOn } from '../../domain/job-closing.ts';
import type { BatchPace } from '../db/delete-in-batches.ts';
import type { Database } from '../db/schema.ts';
import { addDays, monthsBefore } from './day-range.ts';
import { daysToCountRaw, rollUpDay } from './rollup.ts';

// Decision 029, "Keeping years of it", the housekeeping side: every finished UK day with raw
// events that is not rolled up yet is rolled up (oldest first, a bounded number a pass, a pause
// between days), and the aggregates are kept 25 months, deleted in batches.

/**
 * Days rolled up in one pass at most: more than the 30 days raw rows are kept, so even a month
 * of downtime is caught up in one pass, while a pass stays bounded.
 */
export const ROLLUPS_PER_PASS = 40;

/** Before any day the site has counted. */
const FIRST_DAY = '0000-01-01';

/** How long the day's aggregates (and the record of their roll-up) are kept. */
export const INSIGHT_AGGREGATE_MONTHS = 25;

/**
 * Rolls up the finished days (before today in London) that have raw events and are not in
 * insight_rollups, oldest first, `limit` at most. Answers the days rolled up.
 */
export async function rollUpFinishedDays(
  db: Kysely<Database>,
  now: Date,
  pace: Pick<BatchPace, 'pause' | 'signal'>,
  limit = ROLLUPS_PER_PASS,
): Promise<number> {
  const yesterday = addDays(ukDateOn(now), -1);
  const days = await daysToCountRaw(db, FIRST_DAY, yesterday);
  let rolledUp = 0;
  for (const day of days) {
    if (rolledUp >= limit || pace.signal?.aborted) break;
    // A day between two with raw rows may have none (no visitor, or its rows deleted).
    const hasRows = await db
      .selectFrom('insightEvents')
      .select('day')
      .where('day', '=', day)
      .limit(1)
      .executeTakeFirst();
    if (!hasRows) continue;
    if (rolledUp > 0) await pace.pause();
    await rollUpDay(db, day, now);
    rolledUp += 1;
  }
  return rolledUp;
}

/** The first day whose aggregates are kept: 25 months before today in London. */
export function firstKeptAggregateDay(now: Date): string {
  return monthsBefore(ukDateOn(now), INSIGHT_AGGREGATE_MONTHS);
}

/** Deletes at most `limit` aggregates of days before `before`, oldest first; answers how many. */
export async function deleteOldInsightDaily(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('insightDaily')
    .where((eb) =>
      eb(
        eb.refTuple('day', 'dimension', 'key'),
        'in',
        eb
          .selectFrom('insightDaily')
          .select(['day', 'dimension', 'key'])
          .where('day', '<', before)
          .orderBy('day')
          .limit(limit)
          .$asTuple('day', 'dimension', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes at most `limit` roll-up records of days before `before`. Run after the aggregates'
 * deletion, so a day is never left with aggregates but no record (which would roll it up again
 * if its raw rows were still there).
 */
export async function deleteOldInsightRollups(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('insightRollups')
    .where('day', 'in', (eb) =>
      eb.selectFrom('insightRollups').select('day').where('day', '<', before).orderBy('day').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
