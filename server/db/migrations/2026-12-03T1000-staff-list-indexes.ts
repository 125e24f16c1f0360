import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Staff lists at a hundred times today's data (decision 020):
// - search: SQLite gets external-content FTS5 tables with the trigram tokenizer over the folded
//   keys the searches already match (applications.name_key and email_key,
//   contact_enquiries.search_text), kept in step by triggers and built here for the rows already
//   stored; PostgreSQL gets pg_trgm GIN indexes on the same columns, which serve the LIKE
//   '%…%' the search already writes. Where pg_trgm cannot be had (not installed, or the role may
//   not create it), the search stays a scan and still answers the same.
// - filters: each list's filter columns lead an index that ends in the list's order
//   (created_at, id), so a filtered page is read in order and stops after its rows.

async function createTrigramExtension(db: Kysely<any>): Promise<string | undefined> {
  const installedIn = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.schema;
  };
  const existing = await installedIn();
  if (existing) return existing;
  // The extension belongs to the whole database: it goes in public, never in the schema being
  // migrated, so dropping one schema (as the test runs do) cannot take the others' indexes with
  // it. A refusal (no right to create it, not installed on the server) must not abort the
  // migration's transaction, hence the savepoint.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
  }
  return installedIn();
}

async function createSqliteSearch(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  const search = `${table}_search`;
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  await sql
    .raw(
      `create virtual table ${search} using fts5(${list}, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_insert after insert on ${table} begin
         insert into ${search}(rowid, ${list}) values (new.rowid, ${values('new')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_delete after delete on ${table} begin
         insert into ${search}(${search}, rowid, ${list}) values ('delete', old.rowid, ${values('old')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_update after update of ${list} on ${table} begin
         insert into ${search}(${search}, rowid, ${list}) values ('delete', old.rowid, ${values('old')});
         insert into ${search}(rowid, ${list}) values (new.rowid, ${values('new')});
       end`,
    )
    .execute(db);
  await sql.raw(`insert into ${search}(${search}) values ('rebuild')`).execute(db);
}

async function replaceIndex(
  db: Kysely<any>,
  table: string,
  old: string | undefined,
  name: string,
  columns: string[],
) {
  if (old) await db.schema.dropIndex(old).ifExists().execute();
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const trigram = await createTrigramExtension(db);
    if (trigram) {
      const ops = sql.raw(`"${trigram.replaceAll('"', '""')}".gin_trgm_ops`);
      await sql`create index applications_name_key_trgm on applications using gin (name_key ${ops})`.execute(
        db,
      );
      await sql`create index applications_email_key_trgm on applications using gin (email_key ${ops})`.execute(
        db,
      );
      await sql`create index contact_enquiries_search_trgm on contact_enquiries using gin (search_text ${ops})`.execute(
        db,
      );
    }
  } else {
    await createSqliteSearch(db, 'applications', ['name_key', 'email_key']);
    await createSqliteSearch(db, 'contact_enquiries', ['search_text']);
  }

  const order = ['created_at', 'id'];
  // The other two filters ride at the end: two filters at once are checked in the index, without
  // reading each application the leading one picks.
  await replaceIndex(db, 'applications', 'applications_status', 'applications_status_created', [
    'status',
    ...order,
    'country',
    'position',
  ]);
  await replaceIndex(db, 'applications', 'applications_country', 'applications_country_created', [
    'country',
    ...order,
    'status',
    'position',
  ]);
  await replaceIndex(db, 'applications', undefined, 'applications_position_created', [
    'position',
    ...order,
    'status',
    'country',
  ]);
  // The dashboard's figures by country and by status, counted in one pass (db/stats.ts).
  await replaceIndex(db, 'applications', undefined, 'applications_country_status', ['country', 'status']);
  await replaceIndex(
    db,
    'contact_enquiries',
    'contact_enquiries_handled_at',
    'contact_enquiries_handled_created',
    ['handled_at', ...order],
  );
  await replaceIndex(db, 'audit_log', 'audit_log_created_at', 'audit_log_created_id', order);
  await replaceIndex(db, 'audit_log', undefined, 'audit_log_action_created', ['action', ...order]);
  await replaceIndex(db, 'audit_log', 'audit_log_actor_email', 'audit_log_actor_created', [
    'actor_email',
    ...order,
  ]);
  await replaceIndex(db, 'audit_log', undefined, 'audit_log_entity_created', ['entity', ...order]);
  await replaceIndex(db, 'email_outbox', 'email_outbox_created', 'email_outbox_created_id', order);
  // The clean-up's (status, created_at) index of the migration before this one gains the id, so
  // one index serves the purge and the list by status.
  await replaceIndex(db, 'email_outbox', 'email_outbox_status_created', 'email_outbox_status_created', [
    'status',
    ...order,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'applications_country_status',
    'audit_log_entity_created',
    'audit_log_action_created',
    'applications_position_created',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await replaceIndex(db, 'email_outbox', 'email_outbox_created_id', 'email_outbox_created', ['created_at']);
  await replaceIndex(db, 'email_outbox', 'email_outbox_status_created', 'email_outbox_status_created', [
    'status',
    'created_at',
  ]);
  await replaceIndex(db, 'audit_log', 'audit_log_actor_created', 'audit_log_actor_email', ['actor_email']);
  await replaceIndex(db, 'audit_log', 'audit_log_created_id', 'audit_log_created_at', ['created_at']);
  await replaceIndex(
    db,
    'contact_enquiries',
    'contact_enquiries_handled_created',
    'contact_enquiries_handled_at',
    ['handled_at'],
  );
  await replaceIndex(db, 'applications', 'applications_country_created', 'applications_country', ['country']);
  await replaceIndex(db, 'applications', 'applications_status_created', 'applications_status', ['status']);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const index of [
      'contact_enquiries_search_trgm',
      'applications_email_key_trgm',
      'applications_name_key_trgm',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
  } else {
    for (const table of ['contact_enquiries', 'applications']) {
      for (const trigger of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger if exists ${table}_search_${trigger}`).execute(db);
      }
      await sql.raw(`drop table if exists ${table}_search`).execute(db);
    }
  }
}
