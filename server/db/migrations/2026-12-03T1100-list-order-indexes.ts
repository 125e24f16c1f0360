import { type Kysely, sql } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 019: the content lists are read a page at a time in a fixed order, and each order
// needs an index that holds it, on SQLite and PostgreSQL alike, so a page costs its offset in
// index steps and never a sort of the whole table. Both databases walk an index backwards for the
// lists' newest-first order. The product filter compares lower(category_name), so its index is
// on that expression (both databases index expressions). jobs(pdf_url) serves the check, on a
// job's change, whether any job still links to its old PDF.

const INDEXES: { name: string; table: string; columns: string }[] = [
  { name: 'gallery_images_order', table: 'gallery_images', columns: 'image_date, created_at, id' },
  {
    name: 'gallery_images_category_order',
    table: 'gallery_images',
    columns: 'category, image_date, created_at, id',
  },
  { name: 'products_order', table: 'products', columns: 'created_at, id' },
  { name: 'products_category_order', table: 'products', columns: 'lower(category_name), created_at, id' },
  { name: 'case_studies_order', table: 'case_studies', columns: 'created_at, id' },
  { name: 'jobs_order', table: 'jobs', columns: 'created_at, id' },
  { name: 'jobs_country_order', table: 'jobs', columns: 'country, created_at, id' },
  { name: 'jobs_active_order', table: 'jobs', columns: 'is_active, created_at, id' },
  { name: 'jobs_pdf_url', table: 'jobs', columns: 'pdf_url' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await sql`create index ${sql.id(index.name)} on ${sql.table(index.table)} (${sql.raw(index.columns)})`.execute(
      db,
    );
  }
  // The category index of the first migration is the left edge of gallery_images_category_order.
  await db.schema.dropIndex('gallery_images_category').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('gallery_images_category').on('gallery_images').column('category').execute();
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
