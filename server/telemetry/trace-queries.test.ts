import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeQuery } from './trace-queries.ts';

// Queries compiled and never run: Kysely's dummy driver, as its documentation does for SQL alone.
type Tables = {
  jobs: { id: string; title: string; status: string };
  applications: { id: string; jobId: string };
};
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('describeQuery', () => {
  it('names the verb and the one table of a read, write or delete', () => {
    expect(describeQuery(db.selectFrom('jobs').selectAll().where('id', '=', 'a').compile())).toEqual({
      operation: 'SELECT',
      table: 'jobs',
    });
    expect(describeQuery(db.selectFrom('jobs as j').select('j.id').compile()).table).toBe('jobs');
    expect(
      describeQuery(db.insertInto('jobs').values({ id: 'a', title: 'Engineer', status: 'active' }).compile()),
    ).toEqual({ operation: 'INSERT', table: 'jobs' });
    expect(describeQuery(db.updateTable('jobs').set({ status: 'closed' }).compile())).toEqual({
      operation: 'UPDATE',
      table: 'jobs',
    });
    expect(describeQuery(db.deleteFrom('applications').where('id', '=', 'a').compile())).toEqual({
      operation: 'DELETE',
      table: 'applications',
    });
  });

  it('names no table when a query joins several (the span name is the verb alone)', () => {
    const joined = db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.jobId')
      .select('jobs.title')
      .compile();
    expect(describeQuery(joined)).toEqual({ operation: 'SELECT', table: undefined });
  });

  it('takes the first keyword of raw SQL as its verb', () => {
    expect(describeQuery(sql`pragma wal_checkpoint(truncate)`.compile(db))).toEqual({
      operation: 'PRAGMA',
      table: undefined,
    });
  });
});
