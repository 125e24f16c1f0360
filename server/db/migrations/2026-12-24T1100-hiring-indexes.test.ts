import { PostgresAdapter, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../../../tests/support/migration-under-test.ts';
import { testDatabaseKinds } from '../../../tests/support/test-databases.ts';

// The tags' index: the tag counts (grouped by tag_key, named by max(tag)) read it alone, and the
// migration goes back.

const NAME = '2026-12-24T1100-hiring-indexes';

describe.each(testDatabaseKinds())('the hiring indexes migration on %s', (kind) => {
  const migration = migrationUnderTest(kind, NAME);
  const db = () => migration.db;

  const isPostgres = () => db().getExecutor().adapter instanceof PostgresAdapter;

  async function hasIndex(): Promise<boolean> {
    const { rows } = isPostgres()
      ? await sql`select 1 from pg_indexes where indexname = 'application_tags_key_tag' and schemaname = current_schema()`.execute(
          db(),
        )
      : await sql`select 1 from sqlite_master where type = 'index' and name = 'application_tags_key_tag'`.execute(
          db(),
        );
    return rows.length === 1;
  }

  it('counts the tags from the (tag_key, tag) index alone', async () => {
    expect(await hasIndex()).toBe(true);
    if (isPostgres()) return;
    const { rows } = await sql<{ detail: string }>`
      explain query plan select tag_key, count(*), max(tag) from application_tags group by tag_key`.execute(
      db(),
    );
    expect(rows.map((row) => row.detail).join(' ')).toContain('COVERING INDEX application_tags_key_tag');
  });

  it('goes back down and up again', async () => {
    await migration.downAndUp(async () => {
      expect(await hasIndex()).toBe(false);
    });
    expect(await hasIndex()).toBe(true);
  });
});
