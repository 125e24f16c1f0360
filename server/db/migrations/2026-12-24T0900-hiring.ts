import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 026 (hiring inside the product):
// - email_templates: HR's candidate e-mail templates; `purpose` ties one to the status or step it
//   suits ('interview', 'rejection', 'offer', 'documents'), null for any other template.
// - interviews, one per meeting with an applicant, deleted with the application; `sequence`
//   counts the changes sent (iCalendar SEQUENCE), `status` 'scheduled' or 'cancelled'.
// - interview_interviewers: the staff on an interview, their name and address copied so the
//   record and its invitations still read right after an account changes or goes.
// - scorecards: one per interviewer and interview; `ratings` is JSON (competency key → 1..4).
// - job_hiring: per job, the competencies its scorecards rate (JSON [{ key, label }]) and after
//   how many days an applicant waiting in one status is marked on the board.
// - application_tags: free tags, `tag_key` folded for the filter (the tag as shown is `tag`).
// - cv_texts: the text of an uploaded CV, extracted when it is uploaded (before any application
//   names it), keyed by the CV's URL; searched through each database's own full-text index:
//   an FTS5 table (unicode61, accents removed) on SQLite, a GIN index over
//   to_tsvector('simple', text) on PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_templates_name').on('email_templates').columns(['name', 'id']).execute();

  await db.schema
    .createTable('interviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('meeting_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_id', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interviews_application')
    .on('interviews')
    .columns(['application_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('interviews_upcoming')
    .on('interviews')
    .columns(['status', 'starts_at', 'id'])
    .execute();

  await db.schema
    .createTable('interview_interviewers')
    .addColumn('interview_id', 'text', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_interviewers_pk', ['interview_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('interview_interviewers_user')
    .on('interview_interviewers')
    .columns(['user_id', 'interview_id'])
    .execute();

  await db.schema
    .createTable('scorecards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('interview_id', 'text', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('interviewer_id', 'text', (c) => c.notNull())
    .addColumn('interviewer_name', 'text', (c) => c.notNull())
    .addColumn('ratings', 'text', (c) => c.notNull())
    .addColumn('recommendation', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('scorecards_one_per_interviewer', ['interview_id', 'interviewer_id'])
    .execute();

  await db.schema
    .createTable('job_hiring')
    .addColumn('job_id', 'text', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('competencies', 'text', (c) => c.notNull())
    .addColumn('stale_after_days', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('application_tags')
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tag_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_tags_pk', ['application_id', 'tag_key'])
    .execute();
  await db.schema
    .createIndex('application_tags_by_tag')
    .on('application_tags')
    .columns(['tag_key', 'application_id'])
    .execute();

  await db.schema
    .createTable('cv_texts')
    .addColumn('cv_url', 'text', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index cv_texts_search on cv_texts using gin (to_tsvector('simple', text))`.execute(db);
  } else {
    await createSqliteCvSearch(db);
  }
}

/** An external-content FTS5 table over cv_texts, kept in step by triggers (as decision 020's). */
async function createSqliteCvSearch(db: Kysely<any>): Promise<void> {
  const statements = [
    `create virtual table cv_texts_search using fts5(text, content='cv_texts', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`,
    `create trigger cv_texts_search_insert after insert on cv_texts begin
       insert into cv_texts_search(rowid, text) values (new.rowid, new.text);
     end`,
    `create trigger cv_texts_search_delete after delete on cv_texts begin
       insert into cv_texts_search(cv_texts_search, rowid, text) values ('delete', old.rowid, old.text);
     end`,
    `create trigger cv_texts_search_update after update of text on cv_texts begin
       insert into cv_texts_search(cv_texts_search, rowid, text) values ('delete', old.rowid, old.text);
       insert into cv_texts_search(rowid, text) values (new.rowid, new.text);
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const trigger of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger if exists cv_texts_search_${trigger}`).execute(db);
    await sql.raw('drop table if exists cv_texts_search').execute(db);
  }
  for (const table of [
    'cv_texts',
    'application_tags',
    'job_hiring',
    'scorecards',
    'interview_interviewers',
    'interviews',
    'email_templates',
  ])
    await db.schema.dropTable(table).execute();
}
