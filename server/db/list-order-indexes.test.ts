import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { listCaseStudies } from './case-studies.ts';
import { listImages } from './gallery-images.ts';
import { listJobs } from './jobs.ts';
import { listProducts } from './products.ts';
import type { Database } from './schema.ts';

// Decision 019: every paged list reads its page in an order an index holds, on both databases, so
// a page costs its (bounded) offset in index steps and never a sort of the whole table. The
// queries are the data layer's own, caught as they are sent, and each is asked for its plan.

type Caught = { sql: string; parameters: readonly unknown[] };

/** The ordered page queries `read` sends (its count queries have no order and are left out). */
async function pageQueries(db: Kysely<Database>, read: (db: Kysely<Database>) => Promise<unknown>) {
  const caught: Caught[] = [];
  const catching = db.withPlugin({
    transformQuery: (args) => {
      const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
      if (/order by/i.test(compiled.sql)) caught.push({ sql: compiled.sql, parameters: compiled.parameters });
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await read(catching);
  return caught;
}

async function planOf(t: TestDatabase, query: Caught): Promise<string> {
  if (t.kind === 'sqlite') {
    const { rows } = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row.detail).join('\n');
  }
  // The tables are nearly empty, where a sort is cheapest; with sorting priced out the planner
  // shows whether an index can give the order at all.
  return t.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const PAGE = { page: 3, limit: 24 };

const READS: [string, (db: Kysely<Database>) => Promise<unknown>][] = [
  ['gallery, every category', (db) => listImages(db, {}, PAGE)],
  ['gallery, one category', (db) => listImages(db, { category: 'siteVisit' }, PAGE)],
  ['products, every category', (db) => listProducts(db, {}, PAGE)],
  ['products, one category', (db) => listProducts(db, { category: 'Switchgear' }, PAGE)],
  ['case studies', (db) => listCaseStudies(db, PAGE)],
  ['jobs, all', (db) => listJobs(db, {}, PAGE)],
  ['jobs, by country', (db) => listJobs(db, { country: 'India' }, PAGE)],
  ['jobs, active', (db) => listJobs(db, { isActive: true }, PAGE)],
  ['jobs, active by country', (db) => listJobs(db, { isActive: true, country: 'India' }, PAGE)],
  ['jobs, open today', (db) => listJobs(db, { openOn: '2026-12-01' }, PAGE)],
  ['jobs, open today by country', (db) => listJobs(db, { openOn: '2026-12-01', country: 'India' }, PAGE)],
];

describe.each(testDatabaseKinds())('list order indexes on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it.each(READS)('reads a page of %s in index order, without sorting the table', async (_name, read) => {
    const queries = await pageQueries(t.db, read);
    expect(queries).toHaveLength(1);
    for (const query of queries) {
      const plan = await planOf(t, query);
      if (kind === 'sqlite') {
        expect(plan, plan).toMatch(/USING (COVERING )?INDEX/);
        expect(plan, plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      } else {
        expect(plan, plan).toMatch(/Index (Only )?Scan/);
        expect(plan, plan).not.toMatch(/\bSort\b/);
      }
    }
  });
});
