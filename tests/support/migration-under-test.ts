import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDb } from '../../server/db/connection.ts';
import { migrateToLatest, migrations } from '../../server/db/migrate.ts';
import { createEmptyDatabase, type TestDatabaseKind } from './test-databases.ts';

// One migration's test: a fresh database of `kind` brought up to and including `name` (later
// migrations left out, so going down undoes this one), removed after the file. Call it inside a
// describe; `db` is ready in the tests.

export type MigrationUnderTest = {
  readonly db: Kysely<any>;
  /** Undoes the migration (checking it was the one undone), runs `between`, and applies it again. */
  downAndUp(between?: () => Promise<void>): Promise<void>;
};

export function migrationUnderTest(kind: TestDatabaseKind, name: string): MigrationUnderTest {
  const through: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrations).filter(([migration]) => migration <= name),
  );
  let db: Kysely<any> | undefined;
  let drop: (() => Promise<void>) | undefined;
  let schema: string | undefined;
  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    schema = database.options.kind === 'postgres' ? database.options.schema : undefined;
    db = createDb(database.options) as Kysely<any>;
    await migrateToLatest(db, database.options, through);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });
  return {
    get db() {
      if (!db) throw new Error('the migrated database is made before the tests run');
      return db;
    },
    async downAndUp(between) {
      const migrator = new Migrator({
        db: this.db,
        provider: { getMigrations: async () => through },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
      expect(down.results?.[0]?.migrationName).toBe(name);
      await between?.();
      const up = await migrator.migrateUp();
      expect(up.error).toBeUndefined();
    },
  };
}
