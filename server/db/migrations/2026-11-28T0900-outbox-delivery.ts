import { type Kysely, sql } from 'kysely';

// The outbox gets a sender (decision 013). Statuses take the names the dashboard shows
// (pending → queued; sending and cancelled are new), the enquiry kind its final name, and two
// columns: claim_token, which sender holds a message while it is being sent (its lease ends at
// next_attempt_at), and queued_at, when the current run of tries began: a message is given up
// on a day after it, and Retry starts a new run. An index on created_at serves the newest-first
// list and the purge of old messages.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('claim_token', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('queued_at', 'text').execute();
  await sql`update email_outbox set queued_at = created_at`.execute(db);
  await sql`update email_outbox set status = 'queued' where status = 'pending'`.execute(db);
  await sql`update email_outbox set kind = 'enquiry' where kind = 'contact'`.execute(db);
  await db.schema.createIndex('email_outbox_created').on('email_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_created').execute();
  await sql`update email_outbox set kind = 'contact' where kind = 'enquiry'`.execute(db);
  await sql`update email_outbox set status = 'pending' where status in ('queued', 'sending')`.execute(db);
  await db.schema.alterTable('email_outbox').dropColumn('queued_at').execute();
  await db.schema.alterTable('email_outbox').dropColumn('claim_token').execute();
}
