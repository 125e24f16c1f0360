import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Country } from '../../../domain/constants.ts';
import { createDb, type Db } from '../../../server/db/connection.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { BenchDatabase } from './database.ts';
import { fillActivity } from './fill-activity.ts';
import { fillContent, fillStaff } from './fill-content.ts';
import { fillHiring, type HiringFacts } from './fill-hiring.ts';
import { fillInsights } from './fill-insights.ts';
import { fillPersonalData } from './fill-personal.ts';
import type { Person } from './people.ts';
import { createRandom } from './random.ts';
import type { Volumes } from './volumes.ts';

// Fills a fresh database to `volumes` through the app's own schema: its migrations first, then
// the tables, then (PostgreSQL) what autovacuum would have done to five years of rows: their
// statistics, and the visibility map that lets an index-only scan skip the table (the test
// server here runs with autovacuum off, so without this every deep page would read the heap).
// Answers what the endpoints need to ask for (a repeat applicant, a job title, a staff address)
// and the administrator to sign in as.

export type Facts = {
  admin: { email: string; password: string };
  repeatApplicant: Person;
  position: string;
  country: Country;
  staffEmail: string;
  enquiryWord: string;
  hiring: HiringFacts;
};

export async function fillDatabase(
  database: BenchDatabase,
  volumes: Volumes,
  log: (line: string) => void,
): Promise<Facts> {
  const db = createDb(database.options);
  const random = createRandom(23);
  const now = Date.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    if (database.kind === 'sqlite') {
      // This connection only, for the fill: a cache the size of the indexes, and no fsync (a
      // crashed fill is thrown away). The server opens the file with its own settings.
      await sql`pragma cache_size = -262144`.execute(db);
      await sql`pragma synchronous = off`.execute(db);
    }
    await step('migrations', () => migrateToLatest(db, database.options));
    // Made per run, never written down: the bench signs in with it and forgets it.
    const password = randomBytes(18).toString('base64url');
    const { admin, staff } = await step('staff', () => fillStaff(db, password));
    const content = await step('jobs, gallery, products, case studies', () =>
      fillContent(db, random, volumes, now),
    );
    const personal = await step('applications, enquiries, e-mails', () =>
      fillPersonalData(db, random, volumes, now, { staff, jobTitles: content.jobTitles }),
    );
    const applicationIds = personal.applications.map((application) => application.id);
    await step('activity log', () =>
      fillActivity(db, random, volumes.activity, now, { staff, applicationIds }),
    );
    const hiring = await step('CV texts, tags, interviews, scorecards', () =>
      fillHiring(db, random, volumes, now, { staff, applications: personal.applications }),
    );
    await step('insights: 25 months of daily aggregates, today raw', () =>
      fillInsights(db, random, volumes, now),
    );
    if (database.kind === 'postgres') await step('vacuum analyze', () => vacuumOwnTables(db));
    return {
      admin: { email: admin.email, password },
      repeatApplicant: personal.facts.repeatApplicant,
      position: content.jobTitles[0] ?? 'DESIGN MANAGER',
      country: 'India',
      staffEmail: staff[1]?.email ?? admin.email,
      enquiryWord: personal.facts.enquiryWord,
      hiring,
    };
  } finally {
    await db.destroy();
  }
}

/** `vacuum analyze` of this schema's tables only: a bare one would read every schema in the database. */
async function vacuumOwnTables(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  for (const { name } of rows) await sql`vacuum analyze ${sql.id(name)}`.execute(db);
}
