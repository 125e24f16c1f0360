import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 029 (insights without cookies):
// - insight_salts: one random salt per UK calendar day (YYYY-MM-DD), shared by every instance so
//   they hash a visitor alike; deleted once its day is over, so a hash cannot be recomputed.
// - insight_events: the raw page views and events, kept 30 days. `visitor` is the day's hash of
//   address and user agent (neither is stored); `kind` 'pageview' or an event ('enquiry',
//   'application', 'application-step', 'download', 'outbound'); `detail` the event's (a step, a
//   file path, a host). Written in batches from a buffer; identical events of one batch (a
//   visitor reloading a page) are one row, `occurrences` saying how many.
// - insight_daily: a finished day's aggregates, one row per (day, dimension, key), kept 25
//   months: `views` (page views or event count), `visitors` (distinct visitors, or visits for a
//   funnel stage), `with_enquiry` (conversions: visits among them with an enquiry that day).
// - insight_rollups: the days rolled up, so housekeeping knows which finished days remain.
// - insight_monthly: a finished calendar month's aggregates (YYYY-MM), the sums of its days'
//   rows, so a year is read as twelve months rather than 365 days; insight_month_rollups: the
//   months summed (a month is read from insight_monthly only when it is recorded here).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('insight_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('insight_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('country', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('insight_events_day_kind')
    .on('insight_events')
    .columns(['day', 'kind', 'visitor'])
    .execute();
  await db.schema.createIndex('insight_events_occurred').on('insight_events').column('occurred_at').execute();

  await db.schema
    .createTable('insight_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('with_enquiry', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('insight_daily_pk', ['day', 'dimension', 'key'])
    .execute();
  await db.schema
    .createIndex('insight_daily_dimension_day')
    .on('insight_daily')
    .columns(['dimension', 'day'])
    .execute();

  await db.schema
    .createTable('insight_rollups')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('rolled_up_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('insight_monthly')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('with_enquiry', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('insight_monthly_pk', ['month', 'dimension', 'key'])
    .execute();
  await db.schema
    .createTable('insight_month_rollups')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('rolled_up_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('insight_month_rollups').execute();
  await db.schema.dropTable('insight_monthly').execute();
  await db.schema.dropTable('insight_rollups').execute();
  await db.schema.dropTable('insight_daily').execute();
  await db.schema.dropTable('insight_events').execute();
  await db.schema.dropTable('insight_salts').execute();
}
