import { type Kysely, sql } from 'kysely';

// Issue 23: an export, an erasure or a withdrawal found its e-mails by scanning every payload
// (`payload like '%…%'`), and the hourly clean-up's deletes needed an index they did not all
// have. Each outbox message now says in columns of its own what it is about: `application_id`
// (the application it tells of, if any) and `about_email_key` (the person's address, trimmed and
// lower-cased like applications.email_key), both indexed. Sessions get an index on `expires_at`,
// which their purge filters on, finished e-mails one on (status, created_at), which theirs does
// (the other purges' columns were indexed already), and enquiries one on the e-mail as an export
// or erasure compares it (`lower(trim(email))`).
//
// Rows queued before are filled from their payloads here, a batch at a time (a few hundred rows
// read, then one UPDATE for them), so a large outbox never sits in memory whole. The rules are
// written out below, not imported: a migration stays as it was written.

const BATCH = 500;

/** Which payload field names the person each kind of message is about. */
const ABOUT_FIELD: Record<string, string> = {
  enquiry: 'from_email',
  application: 'from_email',
  'enquiry-confirmation': 'to_email',
  'application-confirmation': 'to_email',
  'account-locked': 'to_email',
};

function subjectOf(row: { kind: string; toEmail: string; payload: string }) {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.payload);
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    // An unreadable payload names nobody; the recipient below is still known.
  }
  const field = ABOUT_FIELD[row.kind] ?? 'to_email';
  const named = payload[field];
  const address = typeof named === 'string' && named.trim() !== '' ? named : row.toEmail;
  const applicationId = payload.application_id;
  return {
    applicationId: typeof applicationId === 'string' && applicationId !== '' ? applicationId : null,
    aboutEmailKey: address.trim().toLowerCase(),
  };
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('application_id', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('about_email_key', 'text').execute();

  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('email_outbox')
      .select(['id', 'kind', 'to_email as toEmail', 'payload'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    // One statement per batch on both databases: UPDATE … FROM a VALUES list (SQLite 3.33+),
    // whose columns both name column1, column2, column3.
    const values = rows.map((row) => {
      const subject = subjectOf(row);
      return sql`(${row.id}, ${subject.applicationId}, ${subject.aboutEmailKey})`;
    });
    await sql`update email_outbox
      set application_id = v.column2, about_email_key = v.column3
      from (values ${sql.join(values)}) as v
      where email_outbox.id = v.column1`.execute(db);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) break;
  }

  await db.schema
    .createIndex('email_outbox_application_id')
    .on('email_outbox')
    .column('application_id')
    .execute();
  await db.schema
    .createIndex('email_outbox_about_email_key')
    .on('email_outbox')
    .column('about_email_key')
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('email_outbox_status_created')
    .on('email_outbox')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contact_enquiries_email_key')
    .on('contact_enquiries')
    .expression(sql`lower(trim(email))`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_enquiries_email_key').execute();
  await db.schema.dropIndex('email_outbox_status_created').execute();
  await db.schema.dropIndex('sessions_expires_at').execute();
  await db.schema.dropIndex('email_outbox_about_email_key').execute();
  await db.schema.dropIndex('email_outbox_application_id').execute();
  await db.schema.alterTable('email_outbox').dropColumn('about_email_key').execute();
  await db.schema.alterTable('email_outbox').dropColumn('application_id').execute();
}
