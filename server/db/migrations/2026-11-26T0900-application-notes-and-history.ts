import type { Kysely } from 'kysely';

// Frozen in time (typed Kysely<any>, no app imports). For the staff applications screen:
//
// - applications.email_key: the e-mail trimmed and lower-cased, the key by which one person's
//   applications are found ("earlier applications", "related"), indexed with the creation order
//   so counting a person's earlier applications is a short index range, on both databases.
// - applications.name_key: "first last", folded for search (lower case, accents removed, one
//   space between words). Kept in a column, folded here in JavaScript, because SQLite's lower()
//   and LIKE fold only ASCII letters while PostgreSQL's fold all: a search for "élise" must find
//   "Élise" on both, or on neither.
// - application_notes and application_status_changes, deleted with their application (foreign
//   keys on delete cascade; SQLite enforces them, the connection turns foreign_keys on). The
//   author's and changer's names are copied, so the record still reads right after an
//   administrator is renamed or removed.

const BATCH = 500;

function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

type KeyRow = { id: string; first_name: string; last_name: string; email: string };

/** Fills the two keys of the applications stored before this migration, a batch at a time. */
async function fillKeys(db: Kysely<any>): Promise<void> {
  // Without the camel-case plugin, so column names read as they are written here.
  const raw = db.withoutPlugins();
  let after = '';
  for (;;) {
    const rows: KeyRow[] = await raw
      .selectFrom('applications')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      await raw
        .updateTable('applications')
        .set({
          email_key: row.email.trim().toLowerCase(),
          name_key: fold(`${row.first_name} ${row.last_name}`),
        })
        .where('id', '=', row.id)
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

// PostgreSQL runs migrations in a transaction already; on SQLite this one makes its own, so a
// failure part-way leaves nothing half done and the key updates are not committed one by one.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) await migrate(db);
  else await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('email_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await fillKeys(db);
  await db.schema
    .createIndex('applications_email_key')
    .on('applications')
    .columns(['email_key', 'created_at', 'id'])
    .execute();
  // The list's and the export's order (created_at, id), whole, so the export can seek to where
  // its last batch ended; it replaces the index on created_at alone.
  await db.schema.dropIndex('applications_created_at').execute();
  await db.schema
    .createIndex('applications_created_at_id')
    .on('applications')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('application_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_application')
    .on('application_notes')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_status_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_by_id', 'text', (c) => c.notNull())
    .addColumn('changed_by_name', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_changes_application')
    .on('application_status_changes')
    .columns(['application_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_status_changes').ifExists().execute();
  await db.schema.dropTable('application_notes').ifExists().execute();
  await db.schema.dropIndex('applications_email_key').ifExists().execute();
  await db.schema.dropIndex('applications_created_at_id').ifExists().execute();
  await db.schema.createIndex('applications_created_at').on('applications').column('created_at').execute();
  await db.schema.alterTable('applications').dropColumn('name_key').execute();
  await db.schema.alterTable('applications').dropColumn('email_key').execute();
}
