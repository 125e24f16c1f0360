import type { Kysely } from 'kysely';

// One row per one-off start-up task that has run against this database (the sample content of
// server/sample-content.ts), so such a task runs once per database and never again, even after
// the records it made are deleted. The primary key also stops two processes starting at the
// same moment from both running it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_runs').execute();
}
