import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/2026-11-21T0900-initial.ts';

// Migrations are listed here, not read from the directory, so they run the same from source,
// under Vitest and from any working directory. Add new ones at the end, named by timestamp.
const migrations: Record<string, Migration> = {
  '2026-11-21T0900-initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (and changes nothing further) when a migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
