import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb } from '../connection.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

// The tags' index: the tag counts (grouped by tag_key, named by max(tag)) read it alone, and the
// migration goes back.

const NAME = '2026-12-24T1100-hiring-indexes';
const THROUGH = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= NAME));

describe.each(testDatabaseKinds())('the hiring indexes migration on %s', (kind) => {
  let db: Kysely<any>;
  let drop: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    schema = database.options.kind === 'postgres' ? database.options.schema : undefined;
    db = createDb(database.options) as Kysely<any>;
    await migrateToLatest(db, database.options, THROUGH);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  const isPostgres = () => db.getExecutor().adapter instanceof PostgresAdapter;

  async function hasIndex(): Promise<boolean> {
    const { rows } = isPostgres()
      ? await sql`select 1 from pg_indexes where indexname = 'application_tags_key_tag' and schemaname = current_schema()`.execute(
          db,
        )
      : await sql`select 1 from sqlite_master where type = 'index' and name = 'application_tags_key_tag'`.execute(
          db,
        );
    return rows.length === 1;
  }

  it('counts the tags from the (tag_key, tag) index alone', async () => {
    expect(await hasIndex()).toBe(true);
    if (isPostgres()) return;
    const { rows } = await sql<{ detail: string }>`
      explain query plan select tag_key, count(*), max(tag) from application_tags group by tag_key`.execute(
      db,
    );
    expect(rows.map((row) => row.detail).join(' ')).toContain('COVERING INDEX application_tags_key_tag');
  });

  it('goes back down and up again', async () => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => THROUGH },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]?.migrationName).toBe(NAME);
    expect(await hasIndex()).toBe(false);
    const up = await migrator.migrateUp();
    expect(up.error).toBeUndefined();
    expect(await hasIndex()).toBe(true);
  });
});
