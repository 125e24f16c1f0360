import type { Kysely } from 'kysely';

// The public content's version (decision 014): one row, a counter every write to jobs, products,
// gallery or case studies raises. Cached pages and public reads are keyed by it, so a write on
// any instance sharing the database is seen by the next request on every other.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
