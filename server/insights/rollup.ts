import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { CAREERS_FUNNEL, CONTACT_FUNNEL } from '../../domain/insights.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { everyDay } from './day-range.ts';
import { monthOf } from './month-rollup.ts';

// Decision 029, "Keeping years of it": a day's raw page views and events (insight_events) become
// its aggregates (insight_daily), one row per (day, dimension, key). The same function answers a
// finished day for housekeeping to store and today (or a day not yet rolled up) for a reader,
// which never writes, so a range reads alike whichever of its days are rolled up.
//
// Everything is counted by the database (GROUP BY, COUNT(DISTINCT visitor), SUM of 0/1 flags),
// in SQL both SQLite and PostgreSQL run (decision 002): prefixes are compared with substr(), not
// LIKE, which SQLite reads without regard to case and PostgreSQL with it.

export const INSIGHT_DIMENSIONS = [
  'total',
  'page',
  'referrer',
  'campaign',
  'country',
  'device',
  'event',
  'funnel-careers',
  'funnel-contact',
  'conversion',
] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/**
 * The `total` dimension's keys: every page view, and the page views of the careers pages alone,
 * which is what HR read (their distinct visitors cannot be added up from the pages' rows).
 */
export const TOTAL_ALL = 'all';
export const TOTAL_CAREERS = 'careers';

/** One aggregate: `views` page views or events, `visitors` distinct visitors or visits. */
export type DayAggregate = {
  day: string;
  dimension: InsightDimension;
  key: string;
  views: number;
  visitors: number;
  withEnquiry: number;
};

/**
 * The raw days to count: `from` to `to`, or only `onlyDays` among them when given (the days not
 * rolled up, which daysToCountRaw finds without reading the raw rows).
 */
export type RawDays = { from: string; to: string; onlyDays?: readonly string[] };

// PostgreSQL answers COUNT (bigint) and SUM (numeric) as text; SUM over no rows is NULL.
type Count = number | string | bigint;
type DbCount = Count | null;
const toCount = (value: DbCount): number => Number(value ?? 0);

type Events = ExpressionBuilder<Database, 'insightEvents'>;

const CAREERS_PREFIX = '/careers/';
const APPLY_PREFIX = '/apply/';
const CASE_STUDY_PREFIX = '/case-studies/';
const SERVICE_PREFIX = '/services/';

/** A page HR see: the careers page, a job's page, the application form (decision 029). */
export function isCareersPath(path: string): boolean {
  return (
    path === '/careers' ||
    path.startsWith(CAREERS_PREFIX) ||
    path === '/apply' ||
    path.startsWith(APPLY_PREFIX)
  );
}

/** `column` begins with `prefix`, in both databases alike. */
function startsWith(column: string, prefix: string) {
  return sql<SqlBool>`substr(${sql.ref(column)}, 1, ${sql.lit(prefix.length)}) = ${prefix}`;
}

/** The SQL twin of isCareersPath, for a column holding a path. */
export function careersPathCondition(column: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} in ('/careers', '/apply') or ${startsWith(column, CAREERS_PREFIX)} or ${startsWith(column, APPLY_PREFIX)})`;
}

function eventsOf(db: Kysely<Database>, days: RawDays) {
  let query = db
    .selectFrom('insightEvents')
    .where('insightEvents.day', '>=', days.from)
    .where('insightEvents.day', '<=', days.to);
  if (days.onlyDays) query = query.where('insightEvents.day', 'in', days.onlyDays);
  return query;
}

/**
 * The days from `from` to `to` that may have raw rows and are not rolled up, oldest first: the
 * days between the first and the last with raw rows (a seek each on the day index) that
 * insight_rollups does not list. Raw rows are kept 30 days, most of them of days already rolled
 * up; naming the days not rolled up keeps a read of a year from going through a month of raw rows
 * it needs none of.
 */
export async function daysToCountRaw(db: Kysely<Database>, from: string, to: string): Promise<string[]> {
  // Two statements: SQLite answers a lone MIN or MAX with one seek, both together with a scan.
  const bound = (edge: 'min' | 'max') =>
    db
      .selectFrom('insightEvents')
      .select((eb) => eb.fn[edge]<string>('day').as('day'))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst();
  const first = (await bound('min'))?.day;
  const last = first ? (await bound('max'))?.day : undefined;
  if (!first || !last) return [];
  const rolledUp = await db
    .selectFrom('insightRollups')
    .select('day')
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  const isRolledUp = new Set(rolledUp.map((row) => row.day));
  return everyDay(first, last).filter((day) => !isRolledUp.has(day));
}

const pageviews = (db: Kysely<Database>, days: RawDays) => eventsOf(db, days).where('kind', '=', 'pageview');

type Counted = { day: string; views: DbCount; visitors: DbCount };

function aggregate(dimension: InsightDimension, key: string, row: Counted, withEnquiry = 0): DayAggregate {
  return {
    day: row.day,
    dimension,
    key,
    views: toCount(row.views),
    visitors: toCount(row.visitors),
    withEnquiry,
  };
}

// Identical events of one written batch are one row with `occurrences` (decision 029): views and
// event counts are their sum; visitors stay distinct hashes.
const counts = (eb: Events) => [
  eb.fn.sum<Count>('occurrences').as('views'),
  eb.fn.count<Count>('visitor').distinct().as('visitors'),
];

async function totals(db: Kysely<Database>, days: RawDays): Promise<DayAggregate[]> {
  const all = await pageviews(db, days)
    .select((eb) => ['day', ...counts(eb)])
    .groupBy('day')
    .execute();
  const careers = await pageviews(db, days)
    .where(careersPathCondition('path'))
    .select((eb) => ['day', ...counts(eb)])
    .groupBy('day')
    .execute();
  return [
    ...all.map((row) => aggregate('total', TOTAL_ALL, row)),
    ...careers.map((row) => aggregate('total', TOTAL_CAREERS, row)),
  ];
}

/** Page views grouped by one column of the page view (rows where it is empty left out). */
async function byColumn(
  db: Kysely<Database>,
  days: RawDays,
  dimension: InsightDimension,
  column: 'path' | 'referrerHost' | 'country' | 'device',
): Promise<DayAggregate[]> {
  const rows = await pageviews(db, days)
    .where(column, 'is not', null)
    .select((eb) => ['day', `${column} as key`, ...counts(eb)])
    .groupBy(['day', column])
    .execute();
  return rows.map((row) => aggregate(dimension, String(row.key), row));
}

/** A campaign's key: its source, medium and name as a JSON array ('' for one not given). */
export const campaignKey = (source: string | null, medium: string | null, campaign: string | null) =>
  JSON.stringify([source ?? '', medium ?? '', campaign ?? '']);

async function campaigns(db: Kysely<Database>, days: RawDays): Promise<DayAggregate[]> {
  const rows = await pageviews(db, days)
    .where((eb) =>
      eb.or([
        eb('utmSource', 'is not', null),
        eb('utmMedium', 'is not', null),
        eb('utmCampaign', 'is not', null),
      ]),
    )
    .select((eb) => ['day', 'utmSource', 'utmMedium', 'utmCampaign', ...counts(eb)])
    .groupBy(['day', 'utmSource', 'utmMedium', 'utmCampaign'])
    .execute();
  return rows.map((row) =>
    aggregate('campaign', campaignKey(row.utmSource, row.utmMedium, row.utmCampaign), row),
  );
}

/** An event's key: its kind and detail as a JSON array ('' for no detail). */
export const eventKey = (kind: string, detail: string | null) => JSON.stringify([kind, detail ?? '']);

async function events(db: Kysely<Database>, days: RawDays): Promise<DayAggregate[]> {
  const rows = await eventsOf(db, days)
    .where('kind', '!=', 'pageview')
    .select((eb) => ['day', 'kind', 'detail', ...counts(eb)])
    .groupBy(['day', 'kind', 'detail'])
    .execute();
  return rows.map((row) => aggregate('event', eventKey(row.kind, row.detail), row));
}

type FunnelStep = { stage: string; reached: Expression<SqlBool> };

/** Careers: the careers page → a job's page → the form's steps 1, 2, 3 → the application sent. */
const careersSteps = (eb: Events): FunnelStep[] => {
  const step = (detail: string) => eb.and([eb('kind', '=', 'application-step'), eb('detail', '=', detail)]);
  const stages: Expression<SqlBool>[] = [
    eb.and([eb('kind', '=', 'pageview'), eb('path', '=', '/careers')]),
    eb.and([eb('kind', '=', 'pageview'), startsWith('path', CAREERS_PREFIX)]),
    step('1'),
    step('2'),
    step('3'),
    eb('kind', '=', 'application'),
  ];
  return CAREERS_FUNNEL.map(({ stage }, at) => ({ stage, reached: stages[at] as Expression<SqlBool> }));
};

/** Contact: the contact page → an enquiry sent. */
const contactSteps = (eb: Events): FunnelStep[] => {
  const stages: Expression<SqlBool>[] = [
    eb.and([eb('kind', '=', 'pageview'), eb('path', '=', '/contact')]),
    eb('kind', '=', 'enquiry'),
  ];
  return CONTACT_FUNNEL.map(({ stage }, at) => ({ stage, reached: stages[at] as Expression<SqlBool> }));
};

/**
 * A funnel's visits per stage and day. The inner query gives each visit (a visitor's day) one
 * flag per stage, 1 when it has that stage's event; the outer one counts, for each stage, the
 * visits whose flags up to it are all 1 (their product), so a visit that skipped a stage counts
 * for the stages before the gap only.
 */
async function funnel(
  db: Kysely<Database>,
  days: RawDays,
  dimension: 'funnel-careers' | 'funnel-contact',
  steps: (eb: Events) => FunnelStep[],
): Promise<DayAggregate[]> {
  const stages = (dimension === 'funnel-careers' ? CAREERS_FUNNEL : CONTACT_FUNNEL).map(({ stage }) => stage);
  const flag = (at: number) => `s${at}`;
  const visits = eventsOf(db, days)
    .where((eb) => eb.or(steps(eb).map((step) => step.reached)))
    .select((eb) => [
      'day',
      'visitor',
      ...steps(eb).map((step, at) =>
        eb.fn.max<number>(eb.case().when(step.reached).then(1).else(0).end()).as(flag(at)),
      ),
    ])
    .groupBy(['day', 'visitor']);
  const rows = await db
    .selectFrom(visits.as('visits'))
    .select([
      'visits.day',
      ...stages.map((_, at) =>
        sql<DbCount>`sum(${sql.join(
          stages.slice(0, at + 1).map((__, before) => sql.ref(`visits.${flag(before)}`)),
          sql` * `,
        )})`.as(flag(at)),
      ),
    ])
    .groupBy('visits.day')
    .execute();
  return rows.flatMap((row) =>
    stages.map((stage, at) => {
      const reached = toCount((row as Record<string, DbCount>)[flag(at)] ?? 0);
      return aggregate(dimension, stage, { day: row.day, views: reached, visitors: reached });
    }),
  );
}

/**
 * For each case study and service page, the visits that viewed it that day and those among
 * them with an enquiry the same day: a visit's enquiry is found by one seek on the (day, kind,
 * visitor) index, where a join to the day's enquiring visitors took SQLite a nested loop.
 */
async function conversions(db: Kysely<Database>, days: RawDays): Promise<DayAggregate[]> {
  const rows = await eventsOf(db, days)
    .where('insightEvents.kind', '=', 'pageview')
    .where((eb) =>
      eb.or([
        startsWith('insightEvents.path', CASE_STUDY_PREFIX),
        startsWith('insightEvents.path', SERVICE_PREFIX),
      ]),
    )
    .select((eb) => {
      const enquired = eb.exists(
        eb
          .selectFrom('insightEvents as enquiry')
          .select('enquiry.visitor')
          .whereRef('enquiry.day', '=', 'insightEvents.day')
          .where('enquiry.kind', '=', 'enquiry')
          .whereRef('enquiry.visitor', '=', 'insightEvents.visitor'),
      );
      return [
        'insightEvents.day as day',
        'insightEvents.path as path',
        eb.fn.sum<Count>('insightEvents.occurrences').as('views'),
        eb.fn.count<Count>('insightEvents.visitor').distinct().as('visitors'),
        eb.fn
          .count<Count>(eb.case().when(enquired).then(eb.ref('insightEvents.visitor')).end())
          .distinct()
          .as('withEnquiry'),
      ];
    })
    .groupBy(['insightEvents.day', 'insightEvents.path'])
    .execute();
  return rows.map((row) => aggregate('conversion', row.path, row, toCount(row.withEnquiry)));
}

const COUNTERS: Record<InsightDimension, (db: Kysely<Database>, days: RawDays) => Promise<DayAggregate[]>> = {
  total: totals,
  page: (db, days) => byColumn(db, days, 'page', 'path'),
  referrer: (db, days) => byColumn(db, days, 'referrer', 'referrerHost'),
  campaign: campaigns,
  country: (db, days) => byColumn(db, days, 'country', 'country'),
  device: (db, days) => byColumn(db, days, 'device', 'device'),
  event: events,
  'funnel-careers': (db, days) => funnel(db, days, 'funnel-careers', careersSteps),
  'funnel-contact': (db, days) => funnel(db, days, 'funnel-contact', contactSteps),
  conversion: conversions,
};

/**
 * The aggregates of the raw rows of `days`, for the dimensions asked (all by default), without
 * writing anything. One query per dimension covers every day at once (GROUP BY day).
 */
export async function computeAggregates(
  db: Kysely<Database>,
  days: RawDays,
  dimensions: readonly InsightDimension[] = INSIGHT_DIMENSIONS,
): Promise<DayAggregate[]> {
  const found: DayAggregate[] = [];
  if (days.onlyDays?.length === 0) return found;
  // One after another: on SQLite they share one connection anyway, and on PostgreSQL a reader
  // then holds one connection of the pool, not ten.
  for (const dimension of dimensions) found.push(...(await COUNTERS[dimension](db, days)));
  return found;
}

/** Rows per insert: 6 values each, well under SQLite's and PostgreSQL's limits on parameters. */
const INSERT_BATCH = 500;

/**
 * Rolls up one day: its aggregates replace whatever insight_daily held for it, and the day is
 * marked in insight_rollups, in one transaction, so running it again gives the same rows and a
 * reader never sees the day half-written. Answers the rows written.
 */
export async function rollUpDay(db: Kysely<Database>, day: string, now: Date = new Date()): Promise<number> {
  const rows = await computeAggregates(db, { from: day, to: day });
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('insightDaily').where('day', '=', day).execute();
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto('insightDaily')
        .values(rows.slice(start, start + INSERT_BATCH))
        .execute();
    }
    await trx.deleteFrom('insightRollups').where('day', '=', day).execute();
    await trx.insertInto('insightRollups').values({ day, rolledUpAt: now.toISOString() }).execute();
    // A month summed before this day was (again) is summed afresh by the next pass
    // (month-rollup.ts); until then its days are read.
    await trx.deleteFrom('insightMonthRollups').where('month', '=', monthOf(day)).execute();
  });
  return rows.length;
}
