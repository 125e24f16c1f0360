import type { Kysely } from 'kysely';

// A gallery image may carry its own alternative text for the public gallery; without one the
// page describes the photograph by its title, as before. Nullable text on both SQLite and
// PostgreSQL (decision 002), so existing rows need no value.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gallery_images').addColumn('alt', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gallery_images').dropColumn('alt').execute();
}
