import { type Kysely, sql } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 024 (publishing): every content table says whether the public sees its row
// (`status`: 'published' or 'draft'; every existing row stays published) and when it is to be
// published or unpublished by itself (UTC ISO instants, null when not scheduled).
// `record_drafts` holds a published record's pending changes, one per record; `record_versions`
// the record as published or restored, numbered per record. Both hold the record's document as
// JSON text, keyed by the content type's API name ('jobs', 'case-studies', 'products', 'gallery').

const CONTENT_TABLES = ['jobs', 'case_studies', 'products', 'gallery_images'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('unpublish_at', 'text').execute();
    // The scheduler's minute tick asks each table for what is due: an index step, not a scan.
    await db.schema.createIndex(`${table}_publish_at`).on(table).column('publish_at').execute();
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column('unpublish_at').execute();
  }

  await db.schema
    .createTable('record_drafts')
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('updated_by_id', 'text')
    .addColumn('updated_by_email', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_drafts_pk', ['entity_type', 'entity_id'])
    .execute();

  await db.schema
    .createTable('record_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A record's history newest first, and the next number, from one index; the uniqueness also
  // stops two instances numbering two versions alike.
  await sql`create unique index record_versions_record on record_versions (entity_type, entity_id, number)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_versions').execute();
  await db.schema.dropTable('record_drafts').execute();
  for (const table of CONTENT_TABLES) {
    await db.schema.dropIndex(`${table}_unpublish_at`).execute();
    await db.schema.dropIndex(`${table}_publish_at`).execute();
    await db.schema.alterTable(table).dropColumn('unpublish_at').execute();
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
