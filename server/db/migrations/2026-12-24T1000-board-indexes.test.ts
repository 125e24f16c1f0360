import { PostgresAdapter, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../../../tests/support/migration-under-test.ts';
import { testDatabaseKinds } from '../../../tests/support/test-databases.ts';

// The board's index: a job's column (its position and one status) is read through it, and the
// migration goes back.

const NAME = '2026-12-24T1000-board-indexes';

describe.each(testDatabaseKinds())('the board indexes migration on %s', (kind) => {
  const migration = migrationUnderTest(kind, NAME);
  const db = () => migration.db;

  const isPostgres = () => db().getExecutor().adapter instanceof PostgresAdapter;

  async function hasIndex(): Promise<boolean> {
    const { rows } = isPostgres()
      ? await sql`select 1 from pg_indexes where indexname = 'applications_position_status' and schemaname = current_schema()`.execute(
          db(),
        )
      : await sql`select 1 from sqlite_master where type = 'index' and name = 'applications_position_status'`.execute(
          db(),
        );
    return rows.length === 1;
  }

  it('reads a column of the board through the (position, status) index', async () => {
    expect(await hasIndex()).toBe(true);
    if (isPostgres()) return;
    const { rows } = await sql<{ detail: string }>`
      explain query plan select id from applications where position = ${'Protection Engineer'} and status = ${'pending'}`.execute(
      db(),
    );
    expect(rows.map((row) => row.detail).join(' ')).toContain('applications_position_status');
  });

  it('goes back down and up again', async () => {
    await migration.downAndUp(async () => {
      expect(await hasIndex()).toBe(false);
    });
    expect(await hasIndex()).toBe(true);
  });
});
