import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb } from '../connection.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

// The board's index: a job's column (its position and one status) is read through it, and the
// migration goes back.

const NAME = '2026-12-24T1000-board-indexes';
const THROUGH = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= NAME));

describe.each(testDatabaseKinds())('the board indexes migration on %s', (kind) => {
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
      ? await sql`select 1 from pg_indexes where indexname = 'applications_position_status' and schemaname = current_schema()`.execute(
          db,
        )
      : await sql`select 1 from sqlite_master where type = 'index' and name = 'applications_position_status'`.execute(
          db,
        );
    return rows.length === 1;
  }

  it('reads a column of the board through the (position, status) index', async () => {
    expect(await hasIndex()).toBe(true);
    if (isPostgres()) return;
    const { rows } = await sql<{ detail: string }>`
      explain query plan select id from applications where position = ${'Protection Engineer'} and status = ${'pending'}`.execute(
      db,
    );
    expect(rows.map((row) => row.detail).join(' ')).toContain('applications_position_status');
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
