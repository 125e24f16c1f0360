import { type Kysely, sql } from 'kysely';
import type { BatchPace } from '../db/delete-in-batches.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { addDays } from './day-range.ts';

// Decision 029, "Keeping years of it": a finished calendar month's aggregates are its days'
// insight_daily rows summed (by the database, one insert from a grouped select), so a range of a
// year reads twelve months' rows and the days at its two ends, not 365 days' (at a hundred times
// today's traffic a day holds some 3,300 aggregates, a month about as many). Visitors are
// visitor-days, so a month's visitors are the sum of its days' as a range's are.
//
// A month is read from insight_monthly only when insight_month_rollups records it. Housekeeping
// sums each finished month once its days are rolled up; a day of a summed month rolled up again
// (late) takes the month's record away (rollup.ts), and the next pass sums the month afresh.

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The first and last day of a month ('YYYY-MM'). */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7);
  return { first, last: addDays(`${next}-01`, -1) };
}

/** Months summed in one housekeeping pass at most (25 months' worth of catching up in one). */
export const MONTH_ROLLUPS_PER_PASS = 26;

/**
 * Sums one month's days into insight_monthly, replacing what it held, and records the month,
 * in one transaction (a reader never sees it half-written). Answers the rows written.
 */
export async function rollUpMonth(db: Kysely<Database>, month: string, now: Date): Promise<number> {
  const { first, last } = monthDays(month);
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('insightMonthly').where('month', '=', month).execute();
    const inserted = await trx
      .insertInto('insightMonthly')
      .columns(['month', 'dimension', 'key', 'views', 'visitors', 'withEnquiry'])
      .expression((eb) =>
        eb
          .selectFrom('insightDaily')
          .select([
            // A typed literal: PostgreSQL cannot tell a bare parameter's type in a select list.
            sql<string>`cast(${month} as text)`.as('month'),
            'dimension',
            'key',
            eb.fn.sum<number>('views').as('views'),
            eb.fn.sum<number>('visitors').as('visitors'),
            eb.fn.sum<number>('withEnquiry').as('withEnquiry'),
          ])
          .where('day', '>=', first)
          .where('day', '<=', last)
          .groupBy(['dimension', 'key']),
      )
      .executeTakeFirst();
    await trx.deleteFrom('insightMonthRollups').where('month', '=', month).execute();
    await trx.insertInto('insightMonthRollups').values({ month, rolledUpAt: now.toISOString() }).execute();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0);
  });
}

/**
 * Sums the finished months (before this one, `today`'s) with rolled-up days and no record yet,
 * oldest first, `limit` at most, a pause between months. Runs after the days' roll-up, so a
 * month's last day is in it. Answers the months summed.
 */
export async function rollUpFinishedMonths(
  db: Kysely<Database>,
  today: string,
  now: Date,
  pace: Pick<BatchPace, 'pause' | 'signal'>,
  limit = MONTH_ROLLUPS_PER_PASS,
): Promise<number> {
  // The days' records are one row a day (some 760 in 25 months): their months, less the
  // recorded ones.
  const thisMonthStarts = `${monthOf(today)}-01`;
  const [days, summed] = await Promise.all([
    db.selectFrom('insightRollups').select('day').where('day', '<', thisMonthStarts).execute(),
    db.selectFrom('insightMonthRollups').select('month').execute(),
  ]);
  const isSummed = new Set(summed.map((row) => row.month));
  const months = [...new Set(days.map((row) => monthOf(row.day)))]
    .filter((month) => !isSummed.has(month))
    .sort();
  let rolledUp = 0;
  for (const month of months) {
    if (rolledUp >= limit || pace.signal?.aborted) break;
    if (rolledUp > 0) await pace.pause();
    await rollUpMonth(db, month, now);
    rolledUp += 1;
  }
  return rolledUp;
}

/** The summed months wholly inside `from`..`to`, oldest first. */
export async function summedMonthsWithin(db: Kysely<Database>, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('insightMonthRollups')
    .select('month')
    .where('month', '>=', monthOf(from))
    .where('month', '<=', monthOf(to))
    .orderBy('month')
    .execute();
  return rows
    .map((row) => row.month)
    .filter((month) => {
      const { first, last } = monthDays(month);
      return first >= from && last <= to;
    });
}

/**
 * Deletes at most `limit` monthly aggregates of months before `before` ('YYYY-MM'). Run after
 * their records' deletion, so a reader never takes a month whose rows are half gone.
 */
export async function deleteOldInsightMonthly(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('insightMonthly')
    .where((eb) =>
      eb(
        eb.refTuple('month', 'dimension', 'key'),
        'in',
        eb
          .selectFrom('insightMonthly')
          .select(['month', 'dimension', 'key'])
          .where('month', '<', before)
          .orderBy('month')
          .limit(limit)
          .$asTuple('month', 'dimension', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the records of months before `before` ('YYYY-MM'; a month or so a pass). */
export async function deleteOldInsightMonthRollups(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('insightMonthRollups').where('month', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
