import type { Kysely } from 'kysely';

// Per-address rate limits on anonymous writes (contact form, applications, CV uploads), counted
// in the database rather than in each process's memory, so that one limit holds however many
// instances share the database: one row per limit and caller, its count and when its window ends.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
