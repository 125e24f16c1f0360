import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 028 (capability statements for tenders):
// - accreditations: ISO 9001/14001/45001, CHAS, Constructionline, Achilles UVDB, NICEIC…, entered
//   once by an administrator; `expires_on` (YYYY-MM-DD, null: does not expire) is warned about.
// - capability_statements: one tender's statement. Its picks are JSON lists in the order chosen:
//   `case_studies` and `products` as [{ id, summary }] (summary: the text written for this client,
//   null: the site's), `accreditation_ids`, `people_ids` (site content team ids), `office_ids`
//   (site content office ids), `services` (service page slugs). Listed newest change first.
// - pdf_renders: the queue and record of PDFs made, off the request path. `kind` 'statement' or
//   'case-study', `subject_id` the statement or case study, `content_hash` a SHA-256 of everything
//   the PDF shows, so a PDF of unchanged content is made once (unique with kind and subject).
//   Claimed like the outbox: `lease_until` lets another instance take a render whose maker died.
// - capability_statement_links: a client's private link to one made PDF; only the token's hash
//   is stored; opened times and count recorded.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accreditations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('certificate_number', 'text')
    .addColumn('scope', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accreditations_expires').on('accreditations').column('expires_on').execute();

  await db.schema
    .createTable('capability_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('tender_reference', 'text')
    .addColumn('due_date', 'text')
    .addColumn('sector', 'text')
    .addColumn('voltage_range', 'text')
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('introduction', 'text')
    .addColumn('case_studies', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('products', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('accreditation_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('people_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('office_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('copied_from_id', 'text')
    .addColumn('created_by_id', 'text')
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    /** The searchable fields folded to lower case when written (title, client, reference). */
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('capability_statements_updated')
    .on('capability_statements')
    .columns(['updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('pdf_renders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('step', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('file_key', 'text')
    .addColumn('bytes', 'integer')
    .addColumn('pages', 'integer')
    .addColumn('error', 'text')
    .addColumn('requested_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('pdf_renders_content')
    .on('pdf_renders')
    .columns(['kind', 'subject_id', 'content_hash'])
    .unique()
    .execute();
  // The renderer's next claim: the oldest queued, or a rendering one whose lease has ended.
  await db.schema
    .createIndex('pdf_renders_due')
    .on('pdf_renders')
    .columns(['status', 'created_at'])
    .execute();
  // Clean-up of old renders, oldest first.
  await db.schema.createIndex('pdf_renders_finished').on('pdf_renders').column('finished_at').execute();

  await db.schema
    .createTable('capability_statement_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('statement_id', 'text', (c) =>
      c.notNull().references('capability_statements.id').onDelete('cascade'),
    )
    .addColumn('render_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('first_opened_at', 'text')
    .addColumn('last_opened_at', 'text')
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('capability_statement_links_statement')
    .on('capability_statement_links')
    .columns(['statement_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('capability_statement_links_expires')
    .on('capability_statement_links')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('capability_statement_links').execute();
  await db.schema.dropTable('pdf_renders').execute();
  await db.schema.dropTable('capability_statements').execute();
  await db.schema.dropTable('accreditations').execute();
}
