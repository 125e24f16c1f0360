import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  CAREERS_FUNNEL,
  CONTACT_FUNNEL,
  DEVICE_CLASSES,
  type DeviceClass,
  type FunnelStage,
  type Insights,
  type InsightTotals,
} from '../../domain/insights.ts';
import type { Database } from '../db/schema.ts';
import { addDays, dayCount, everyDay } from './day-range.ts';
import { monthDays, summedMonthsWithin } from './month-rollup.ts';
import { namePages } from './page-names.ts';
import {
  careersPathCondition,
  computeAggregates,
  type DayAggregate,
  daysToCountRaw,
  INSIGHT_DIMENSIONS,
  type InsightDimension,
  isCareersPath,
  type RawDays,
  TOTAL_ALL,
  TOTAL_CAREERS,
} from './rollup.ts';

// Decision 029, "Reading it": a range's figures. Days rolled up are read from insight_daily
// (summed by the database, one row per dimension and key); today and any day not yet rolled up
// are counted from the raw rows by the roll-up's own function, without writing, so a day reads
// the same before and after housekeeping rolls it up. A visitor is a visitor-day, so the
// range's visitors are the sum of each day's distinct visitors, as with Plausible.
//
// HR read the careers figures only: the pages under /careers and /apply, their own totals (a
// total of their own in the roll-up), and the careers funnel; every other list is empty.

/** How many entries each list answers at most, the busiest first. */
export const INSIGHT_LIST_LIMIT = 50;

export type InsightsRange = { from: string; to: string; isCareersOnly: boolean };

type Summed = { views: number; visitors: number; withEnquiry: number };

// PostgreSQL answers SUM as numeric (text); SUM over no rows is NULL.
type DbSum = number | string | bigint | null;
const toCount = (value: DbSum): number => Number(value ?? 0);

const CAREERS_DIMENSIONS: InsightDimension[] = ['total', 'page', 'funnel-careers'];

/** Whether a careers-only reader may see this aggregate. */
function isCareersAggregate(dimension: string, key: string): boolean {
  if (dimension === 'total') return key === TOTAL_CAREERS;
  if (dimension === 'page') return isCareersPath(key);
  return dimension === 'funnel-careers';
}

/** Sums of the range's aggregates by dimension and key, from the roll-up and the raw rows. */
class Sums {
  readonly byKey = new Map<string, Map<string, Summed>>();
  readonly daily = new Map<string, { views: number; visitors: number }>();

  private readonly totalKey: string;

  constructor(totalKey: string) {
    this.totalKey = totalKey;
  }

  add(dimension: string, key: string, figures: Summed): void {
    let keys = this.byKey.get(dimension);
    if (!keys) {
      keys = new Map();
      this.byKey.set(dimension, keys);
    }
    const sum = keys.get(key) ?? { views: 0, visitors: 0, withEnquiry: 0 };
    sum.views += figures.views;
    sum.visitors += figures.visitors;
    sum.withEnquiry += figures.withEnquiry;
    keys.set(key, sum);
  }

  addDay(day: string, views: number, visitors: number): void {
    const sum = this.daily.get(day) ?? { views: 0, visitors: 0 };
    sum.views += views;
    sum.visitors += visitors;
    this.daily.set(day, sum);
  }

  addRaw(row: DayAggregate): void {
    this.add(row.dimension, row.key, row);
    if (row.dimension === 'total' && row.key === this.totalKey) this.addDay(row.day, row.views, row.visitors);
  }

  entries(dimension: InsightDimension): [string, Summed][] {
    return [...(this.byKey.get(dimension) ?? [])];
  }

  get(dimension: InsightDimension, key: string): Summed {
    return this.byKey.get(dimension)?.get(key) ?? { views: 0, visitors: 0, withEnquiry: 0 };
  }
}

/**
 * Days summed by one query of the roll-up. At a hundred times today's traffic a day holds some
 * 3,000 aggregates, and 400 days summed at once took SQLite about a second, in which (node:sqlite
 * being synchronous) no other request ran. A month at a time holds the process for some 60 ms,
 * and the pause between months lets waiting requests through (as decision 018's batches do).
 * Finished months are read from their sums (month-rollup.ts), six to a query, about as many
 * rows as a month of days.
 */
export const READ_CHUNK_DAYS = 31;
const READ_CHUNK_MONTHS = 6;

/** The earlier of two days (days written YYYY-MM-DD sort as text). */
const earlierDay = (a: string, b: string) => (a < b ? a : b);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The stretches of the range's days outside the summed months (given oldest first). */
function daysOutside(range: InsightsRange, months: readonly string[]): [string, string][] {
  const stretches: [string, string][] = [];
  let from = range.from;
  for (const month of months) {
    const { first, last } = monthDays(month);
    if (from < first) stretches.push([from, addDays(first, -1)]);
    from = addDays(last, 1);
  }
  if (from <= range.to) stretches.push([from, range.to]);
  return stretches;
}

/**
 * The rolled-up aggregates of the range, summed by the database per dimension and key: the
 * summed months wholly inside it from insight_monthly, its other days from insight_daily.
 */
async function addRolledUp(
  db: Kysely<Database>,
  range: InsightsRange,
  dimensions: readonly InsightDimension[],
  sums: Sums,
): Promise<void> {
  const months = await summedMonthsWithin(db, range.from, range.to);
  let isFirst = true;
  const turn = async () => {
    if (!isFirst) await nextTurn();
    isFirst = false;
  };
  for (let at = 0; at < months.length; at += READ_CHUNK_MONTHS) {
    await turn();
    const chunk = months.slice(at, at + READ_CHUNK_MONTHS);
    let query = db
      .selectFrom('insightMonthly')
      .where('month', 'in', chunk)
      .where('dimension', 'in', dimensions);
    if (range.isCareersOnly) query = query.where(careersAggregates);
    addSummedRows(sums, await query.select(summedColumns).groupBy(['dimension', 'key']).execute());
  }
  for (const [stretchFrom, stretchTo] of daysOutside(range, months)) {
    for (let from = stretchFrom; from <= stretchTo; from = addDays(from, READ_CHUNK_DAYS)) {
      await turn();
      const to = earlierDay(addDays(from, READ_CHUNK_DAYS - 1), stretchTo);
      let query = db
        .selectFrom('insightDaily')
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('dimension', 'in', dimensions);
      if (range.isCareersOnly) query = query.where(careersAggregates);
      addSummedRows(sums, await query.select(summedColumns).groupBy(['dimension', 'key']).execute());
    }
  }
}

type AggregateColumns = ExpressionBuilder<Database, 'insightDaily' | 'insightMonthly'>;

/** HR's aggregates (careers totals, careers pages, the careers funnel), in SQL. */
const careersAggregates = (eb: AggregateColumns) =>
  eb.or([
    eb.and([eb('dimension', '=', 'total'), eb('key', '=', TOTAL_CAREERS)]),
    eb.and([eb('dimension', '=', 'page'), careersPathCondition('key')]),
    eb('dimension', '=', 'funnel-careers'),
  ]);

const summedColumns = (eb: AggregateColumns) =>
  [
    'dimension',
    'key',
    eb.fn.sum<DbSum>('views').as('views'),
    eb.fn.sum<DbSum>('visitors').as('visitors'),
    eb.fn.sum<DbSum>('withEnquiry').as('withEnquiry'),
  ] as const;

function addSummedRows(
  sums: Sums,
  rows: { dimension: string; key: string; views: DbSum; visitors: DbSum; withEnquiry: DbSum }[],
): void {
  for (const row of rows) {
    sums.add(row.dimension, row.key, {
      views: toCount(row.views),
      visitors: toCount(row.visitors),
      withEnquiry: toCount(row.withEnquiry),
    });
  }
}

/** The rolled-up days' totals, day by day (the series), for the reader's total. */
async function addRolledUpDaily(db: Kysely<Database>, range: InsightsRange, sums: Sums): Promise<void> {
  const rows = await db
    .selectFrom('insightDaily')
    .select(['day', 'views', 'visitors'])
    .where('dimension', '=', 'total')
    .where('key', '=', range.isCareersOnly ? TOTAL_CAREERS : TOTAL_ALL)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  for (const row of rows) sums.addDay(row.day, Number(row.views), Number(row.visitors));
}

/** The range's sums: rolled-up days from insight_daily, the others from their raw rows. */
async function sumRange(
  db: Kysely<Database>,
  range: InsightsRange,
  dimensions: readonly InsightDimension[],
  withDaily: boolean,
): Promise<Sums> {
  const sums = new Sums(range.isCareersOnly ? TOTAL_CAREERS : TOTAL_ALL);
  await addRolledUp(db, range, dimensions, sums);
  if (withDaily) await addRolledUpDaily(db, range, sums);
  const raw: RawDays = {
    from: range.from,
    to: range.to,
    onlyDays: await daysToCountRaw(db, range.from, range.to),
  };
  for (const row of await computeAggregates(db, raw, dimensions)) {
    if (!range.isCareersOnly || isCareersAggregate(row.dimension, row.key)) sums.addRaw(row);
  }
  return sums;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The busiest first (by `first`, then `second`), ties by key; at most INSIGHT_LIST_LIMIT. */
function busiest(entries: [string, Summed][], first: keyof Summed, second: keyof Summed = first) {
  return entries
    .filter(([, sum]) => sum[first] > 0 || sum[second] > 0)
    .sort(([keyA, a], [keyB, b]) => b[first] - a[first] || b[second] - a[second] || byName(keyA, keyB))
    .slice(0, INSIGHT_LIST_LIMIT);
}

function parseKey(key: string, size: number): string[] {
  try {
    const parts: unknown = JSON.parse(key);
    if (Array.isArray(parts)) return Array.from({ length: size }, (_, at) => String(parts[at] ?? ''));
  } catch {
    // A key written by hand: read as its first part.
  }
  return [key, ...Array.from({ length: size - 1 }, () => '')];
}

function funnelStages(
  sums: Sums,
  dimension: 'funnel-careers' | 'funnel-contact',
  stages: typeof CAREERS_FUNNEL | typeof CONTACT_FUNNEL,
): FunnelStage[] {
  return stages.map(({ stage, label }) => ({ stage, label, visits: sums.get(dimension, stage).visitors }));
}

function totalsOf(sums: Sums, range: InsightsRange): InsightTotals {
  const total = sums.get('total', range.isCareersOnly ? TOTAL_CAREERS : TOTAL_ALL);
  return { from: range.from, to: range.to, visitors: total.visitors, pageviews: total.views };
}

/** The period of the same length just before `range`. */
export function previousPeriod(range: InsightsRange): InsightsRange {
  const length = dayCount(range.from, range.to);
  return { ...range, from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** GET /api/insights: the figures of `from` to `to` (both UK days, both counted). */
export async function readInsights(db: Kysely<Database>, range: InsightsRange): Promise<Insights> {
  const dimensions = range.isCareersOnly ? CAREERS_DIMENSIONS : INSIGHT_DIMENSIONS;
  const sums = await sumRange(db, range, dimensions, true);
  const previous = await sumRange(db, previousPeriod(range), ['total'], false);
  const isAll = !range.isCareersOnly;
  const devices = new Set<string>(DEVICE_CLASSES);
  const topPages = busiest(sums.entries('page'), 'views', 'visitors');
  const conversions = busiest(sums.entries('conversion'), 'visitors', 'withEnquiry');
  const names = await namePages(
    db,
    [...topPages, ...conversions].map(([path]) => path),
  );
  return {
    ...totalsOf(sums, range),
    previous: totalsOf(previous, previousPeriod(range)),
    daily: everyDay(range.from, range.to).map((day) => {
      const figures = sums.daily.get(day);
      return { day, visitors: figures?.visitors ?? 0, pageviews: figures?.views ?? 0 };
    }),
    topPages: topPages.map(([path, sum]) => ({
      path,
      name: names.get(path) ?? null,
      views: sum.views,
      visitors: sum.visitors,
    })),
    referrers: busiest(sums.entries('referrer'), 'visitors').map(([host, sum]) => ({
      host,
      visitors: sum.visitors,
    })),
    campaigns: busiest(sums.entries('campaign'), 'visitors').map(([key, sum]) => {
      const [source = '', medium = '', campaign = ''] = parseKey(key, 3);
      return { source, medium, campaign, visitors: sum.visitors };
    }),
    countries: busiest(sums.entries('country'), 'visitors').map(([country, sum]) => ({
      country,
      visitors: sum.visitors,
    })),
    devices: busiest(
      sums.entries('device').filter(([device]) => devices.has(device)),
      'visitors',
    ).map(([device, sum]) => ({ device: device as DeviceClass, visitors: sum.visitors })),
    events: busiest(sums.entries('event'), 'views').map(([key, sum]) => {
      const [kind = '', detail = ''] = parseKey(key, 2);
      return { kind, detail, count: sum.views };
    }),
    funnels: {
      careers: funnelStages(sums, 'funnel-careers', CAREERS_FUNNEL),
      contact: isAll ? funnelStages(sums, 'funnel-contact', CONTACT_FUNNEL) : [],
    },
    conversions: conversions.map(([path, sum]) => ({
      path,
      name: names.get(path) ?? null,
      visits: sum.visitors,
      withEnquiry: sum.withEnquiry,
    })),
    isCareersOnly: range.isCareersOnly,
  };
}
