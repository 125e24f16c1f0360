import type { Kysely } from 'kysely';
import { type DashboardStats, STATS_WEEK_COUNT } from '../../domain/answers/stats.ts';
import { APPLICATION_STATUSES, type ApplicationStatus, COUNTRIES } from '../../domain/constants.ts';
import { recentWeekStarts, utcDay, WEEK_MS } from '../../domain/weeks.ts';
import { countEnquiries } from './contact-enquiries.ts';
import type { Database } from './schema.ts';

// admin.md §2 Dashboard home, as GET /api/stats answers it. Every figure is counted by the
// database (COUNT ... GROUP BY, SUM(CASE ...)); no row is loaded to be counted here, so the
// answer costs a few index scans however many applications there are. The queries do not
// depend on each other and run at once.

// PostgreSQL answers COUNT (bigint) and SUM (numeric) as text; SUM over no rows is NULL.
type DbCount = number | string | bigint | null;

const toCount = (value: DbCount): number => Number(value ?? 0);

/**
 * One entry per country that has any, plus the three office countries even at zero: those first
 * in their order (admin.md §9), then the others alphabetically.
 */
function officeCountriesFirst<T extends { country: string }>(rows: T[], zero: (country: string) => T): T[] {
  const byCountry = new Map(rows.map((row) => [row.country, row]));
  const offices = COUNTRIES.map((country) => byCountry.get(country) ?? zero(country));
  const others = rows
    .filter((row) => !(COUNTRIES as readonly string[]).includes(row.country))
    .sort((a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : 0));
  return [...offices, ...others];
}

async function jobStats(db: Kysely<Database>): Promise<DashboardStats['jobs']> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'country',
      eb.fn.countAll().as('total'),
      // admin.md §2: "Active jobs are those with isActive true".
      eb.fn.sum<DbCount>(eb.case().when('isActive', '=', 1).then(1).else(0).end()).as('active'),
    ])
    .groupBy('country')
    .execute();
  const counted = rows.map((row) => ({
    country: row.country,
    total: toCount(row.total),
    active: toCount(row.active),
  }));
  return {
    total: counted.reduce((sum, row) => sum + row.total, 0),
    active: counted.reduce((sum, row) => sum + row.active, 0),
    byCountry: officeCountriesFirst(counted, (country) => ({ country, total: 0, active: 0 })),
  };
}

/**
 * Applications by country and by status from one pass over the narrow (country, status) index:
 * one scan counts both, where two GROUP BYs would read every application twice.
 */
async function applicationCounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['country', 'status', eb.fn.countAll().as('count')])
    .groupBy(['country', 'status'])
    .execute();
  const byCountry = new Map<string, number>();
  const byStatus = new Map<ApplicationStatus, number>(APPLICATION_STATUSES.map((status) => [status, 0]));
  for (const row of rows) {
    const count = toCount(row.count);
    byCountry.set(row.country, (byCountry.get(row.country) ?? 0) + count);
    // A status the code does not know (written by hand in the database) reads as 'pending',
    // as the application itself does (db/applications.ts), so the statuses add up to the total.
    const status = APPLICATION_STATUSES.find((known) => known === row.status) ?? 'pending';
    byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  }
  return {
    byCountry: officeCountriesFirst(
      [...byCountry].map(([country, count]) => ({ country, count })),
      (country) => ({ country, count: 0 }),
    ),
    byStatus: APPLICATION_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
  };
}

/**
 * Applications per calendar week (Monday 00:00 UTC), the `STATS_WEEK_COUNT` weeks up to the one
 * holding `now`, oldest first. One pass over the created_at index: the range picks the rows and
 * one SUM(CASE ...) per week counts them. Timestamps are ISO-8601 UTC text in both databases
 * (decision 002), so comparing them as text compares them as instants.
 */
async function applicationsPerWeek(db: Kysely<Database>, now: Date) {
  const starts = recentWeekStarts(now, STATS_WEEK_COUNT);
  const bounds = [...starts, new Date((starts.at(-1) ?? now).getTime() + WEEK_MS)].map((date) =>
    date.toISOString(),
  );
  const from = bounds[0] ?? '';
  const until = bounds.at(-1) ?? '';
  const row = await db
    .selectFrom('applications')
    .select((eb) =>
      starts.map((_, week) =>
        eb.fn
          .sum<DbCount>(
            eb
              .case()
              .when(
                eb.and([
                  eb('createdAt', '>=', bounds[week] ?? ''),
                  eb('createdAt', '<', bounds[week + 1] ?? ''),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as(`week${week}`),
      ),
    )
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .executeTakeFirst();
  const sums: Record<string, DbCount> = row ?? {};
  return starts.map((start, week) => ({
    weekStart: utcDay(start),
    count: toCount(sums[`week${week}`] ?? 0),
  }));
}

/** The dashboard's figures as of `now`. */
export async function readDashboardStats(db: Kysely<Database>, now: Date): Promise<DashboardStats> {
  const [jobs, { byCountry, byStatus }, perWeek, enquiries] = await Promise.all([
    jobStats(db),
    applicationCounts(db),
    applicationsPerWeek(db, now),
    countEnquiries(db),
  ]);
  return {
    jobs,
    applications: {
      total: byCountry.reduce((sum, row) => sum + row.count, 0),
      byCountry,
      byStatus,
      perWeek,
    },
    enquiries,
    generatedAt: now.toISOString(),
  };
}
