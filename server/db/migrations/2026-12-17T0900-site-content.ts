import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 025: the site's changing copy (leadership team, testimonials, figures, offices,
// announcement banner, privacy policy), one row per section keyed by its name, the section's
// whole value as JSON text. The rows publish like every content table of decision 024: `status`
// 'published' or 'draft', and the instants the scheduler publishes or unpublishes them at.
// The sample content writes today's copy into it; a section with no row shows that same copy.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('publish_at', 'text')
    .addColumn('unpublish_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The scheduler asks every content table for what is due on each tick, as for the others.
  await db.schema.createIndex('site_content_publish_at').on('site_content').column('publish_at').execute();
  await db.schema
    .createIndex('site_content_unpublish_at')
    .on('site_content')
    .column('unpublish_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_content').execute();
}
