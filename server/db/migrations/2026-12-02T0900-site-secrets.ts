import type { Kysely } from 'kysely';

// Keys the site makes for itself (decision 017: the applicant's withdrawal link), one row per
// purpose. They live in the database rather than in the environment so that every instance
// sharing it signs and checks with the same key without a mandatory setting; the primary key
// lets the first instance to need one create it and every other take that one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_secrets').execute();
}
