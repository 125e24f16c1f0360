import type { Kysely } from 'kysely';

// Failed sign-ins are counted per key ('account:<e-mail>' or 'address:<client address>') in a
// table of their own, not on the user row: an address with no account is throttled exactly like
// one with an account (so the answers never tell which addresses have accounts), and the counts
// live in the database, so they hold across several server instances. The counters that sat on
// the users table go.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttles_updated_at')
    .on('login_throttles')
    .column('updated_at')
    .execute();
  await db.schema.alterTable('users').dropColumn('failed_login_count').execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'text').execute();
  await db.schema.dropTable('login_throttles').execute();
}
