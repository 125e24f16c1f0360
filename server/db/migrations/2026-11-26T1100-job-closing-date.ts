import type { Kysely } from 'kysely';

// A job may name the last day it is open to the public, 'YYYY-MM-DD' in UK time; without one it
// stays open while it is active. Text, like every date here (decision 002), so the public filter
// compares it with today's date as text on both SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('closing_date', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('closing_date').execute();
}
