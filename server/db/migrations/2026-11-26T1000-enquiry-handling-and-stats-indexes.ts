import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports (the search-text folding below is a
// copy of the one in server/db/contact-enquiries.ts as it was when this migration was written).
//
// Enquiries that staff handle: when and by whom an enquiry was marked handled (null while open),
// and `search_text`, the searchable fields folded to lower case once when written, so that a
// search finds the same enquiries on SQLite and PostgreSQL (decision 010). Indexes for the
// newest-first list and the open count, and for the statistics of GET /api/stats over many
// applications (applications(created_at) exists since the initial migration).

const BACKFILL_BATCH = 500;

function searchText(row: {
  first: string;
  last: string;
  email: string;
  phone: string;
  message: string;
}): string {
  return [`${row.first} ${row.last}`, row.email, row.phone, row.message]
    .map((field) => field.toLowerCase().replace(/\s+/g, ' ').trim())
    .join('\n');
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_enquiries').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('contact_enquiries').addColumn('handled_by_name', 'text').execute();
  await db.schema
    .alterTable('contact_enquiries')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Enquiries stored before this migration get their search text, a batch at a time by id. The
  // columns are read under one-word names: the server's Kysely instance, which runs migrations,
  // renames snake_case result keys to camelCase, and a one-word name reads the same either way.
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('contact_enquiries')
      .select(['id', 'first_name as first', 'last_name as last', 'email', 'phone', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    for (const row of rows) {
      await db
        .updateTable('contact_enquiries')
        .set({ search_text: searchText(row) })
        .where('id', '=', row.id)
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) break;
    after = last.id;
  }

  await db.schema
    .createIndex('contact_enquiries_created_at')
    .on('contact_enquiries')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contact_enquiries_handled_at')
    .on('contact_enquiries')
    .column('handled_at')
    .execute();
  await db.schema.createIndex('applications_status').on('applications').column('status').execute();
  await db.schema.createIndex('applications_country').on('applications').column('country').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_country').execute();
  await db.schema.dropIndex('applications_status').execute();
  await db.schema.dropIndex('contact_enquiries_handled_at').execute();
  await db.schema.dropIndex('contact_enquiries_created_at').execute();
  await db.schema.alterTable('contact_enquiries').dropColumn('search_text').execute();
  await db.schema.alterTable('contact_enquiries').dropColumn('handled_by_name').execute();
  await db.schema.alterTable('contact_enquiries').dropColumn('handled_at').execute();
}
