import type { Kysely } from 'kysely';

// Staff accounts get a role (admin, hr or editor; domain/staff.ts), can be disabled without being
// deleted (their name stays on what they did), and can carry an initial password that must be
// changed at the first sign-in. Every account that existed before is an administrator.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.alterTable('users').dropColumn('is_disabled').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
