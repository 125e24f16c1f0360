import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 027 (staff sign-in fit for personal data):
// - users: an authenticator app's secret (base32) once confirmed (`totp_secret`, `totp_enabled_at`),
//   the secret offered by a set-up not yet confirmed (`totp_pending_secret`), and the last time
//   step a code was accepted for (`totp_last_step`), so a code is never accepted twice.
// - recovery_codes: ten per account, each stored as a SHA-256 hash, `used_at` set when spent.
// - passkeys: WebAuthn credentials, several per account, named by their owner.
// - auth_challenges: short-lived, one-time states kept by the server for any instance to find:
//   WebAuthn challenges, OpenID Connect logins in progress (state, nonce, PKCE verifier), and the
//   one-time code that hands a single sign-on session to the dashboard. Taken by deleting.
// - staff_devices: a browser a member of staff signed in from, known by a token it keeps (only its
//   hash is stored); `trusted_until` is the "remember this device for 30 days" choice.
// - sessions: the device, the network the sign-in came from, how it was made (`method`), and for
//   a single sign-on session the provider's refresh token and when it was last checked.
// - sign_in_policy: one row ('site'): the roles that must use a second factor, whether password
//   sign-in is open to everyone or only to the break-glass administrator.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sign_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull().defaultTo('singleDevice'))
    .addColumn('is_backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_challenges_expires').on('auth_challenges').column('expires_at').execute();

  await db.schema
    .createTable('staff_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('trusted_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_devices_user')
    .on('staff_devices')
    .columns(['user_id', 'last_seen_at'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('device_id', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('network', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('sso_refresh_token', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('sso_checked_at', 'text').execute();
  // Single sign-on sessions are re-checked with the provider, oldest check first.
  await db.schema
    .createIndex('sessions_sso_checked')
    .on('sessions')
    .columns(['method', 'sso_checked_at'])
    .execute();

  await db.schema
    .createTable('sign_in_policy')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('two_factor_roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('password_sign_in', 'text', (c) => c.notNull().defaultTo('everyone'))
    .addColumn('break_glass_user_id', 'text')
    .addColumn('updated_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_policy').execute();
  await db.schema.dropIndex('sessions_sso_checked').execute();
  for (const column of ['sso_checked_at', 'sso_refresh_token', 'method', 'network', 'device', 'device_id']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
  await db.schema.dropTable('staff_devices').execute();
  await db.schema.dropTable('auth_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
