import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../../../tests/support/migration-under-test.ts';
import { testDatabaseKinds } from '../../../tests/support/test-databases.ts';

// The staff sign-in tables: an account's second factors and devices go with it, an existing
// session reads as a password sign-in from an unknown device, a credential id is unique, and
// the migration goes back. (Rows read back in camelCase: the connection's CamelCasePlugin.)

const NAME = '2026-12-31T0900-staff-sign-in';

describe.each(testDatabaseKinds())('the staff sign-in migration on %s', (kind) => {
  const migration = migrationUnderTest(kind, NAME);
  const db = () => migration.db;
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 3_600_000).toISOString();

  async function count(table: string): Promise<number> {
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(table)}`.execute(db());
    return Number(rows[0]?.count);
  }

  async function addUser(id: string): Promise<void> {
    await db()
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.com`,
        name: id,
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  it('gives a session made before it the defaults of a password sign-in', async () => {
    await addUser('u0');
    await db()
      .insertInto('sessions')
      .values({
        id: 's0',
        user_id: 'u0',
        token_hash: 'h0',
        created_at: now,
        last_used_at: now,
        expires_at: later,
      })
      .execute();
    const session = await db()
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', 's0')
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ method: 'password', device: '', network: '', deviceId: null });
    const user = await db().selectFrom('users').selectAll().where('id', '=', 'u0').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
  });

  it('removes recovery codes, passkeys and devices with their account', async () => {
    await addUser('u1');
    await db()
      .insertInto('recovery_codes')
      .values({ id: 'r1', user_id: 'u1', code_hash: 'c', created_at: now })
      .execute();
    await db()
      .insertInto('passkeys')
      .values({
        id: 'p1',
        user_id: 'u1',
        credential_id: 'cred-1',
        public_key: 'k',
        name: 'Laptop',
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('staff_devices')
      .values({
        id: 'd1',
        user_id: 'u1',
        token_hash: 't1',
        label: 'Chrome on Windows',
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    await db().deleteFrom('users').where('id', '=', 'u1').execute();
    for (const table of ['recovery_codes', 'passkeys', 'staff_devices'])
      expect(await count(table), table).toBe(0);
  });

  it('keeps a credential id and a device token to one row each', async () => {
    await addUser('u2');
    const passkey = { user_id: 'u2', credential_id: 'cred-2', public_key: 'k', name: 'Key', created_at: now };
    await db()
      .insertInto('passkeys')
      .values({ id: 'p2', ...passkey })
      .execute();
    await expect(
      db()
        .insertInto('passkeys')
        .values({ id: 'p3', ...passkey })
        .execute(),
    ).rejects.toThrow();
    const device = {
      user_id: 'u2',
      token_hash: 't2',
      label: 'Firefox on Linux',
      created_at: now,
      last_seen_at: now,
    };
    await db()
      .insertInto('staff_devices')
      .values({ id: 'd2', ...device })
      .execute();
    await expect(
      db()
        .insertInto('staff_devices')
        .values({ id: 'd3', ...device })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps one policy row with safe defaults', async () => {
    await db().insertInto('sign_in_policy').values({ id: 'site', updated_at: now }).execute();
    const policy = await db().selectFrom('sign_in_policy').selectAll().executeTakeFirstOrThrow();
    expect(policy).toMatchObject({
      twoFactorRoles: '[]',
      passwordSignIn: 'everyone',
      breakGlassUserId: null,
    });
  });

  it('goes back down and up again', async () => {
    await migration.downAndUp(async () => {
      const session = await db()
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', 's0')
        .executeTakeFirstOrThrow();
      expect(session).not.toHaveProperty('method');
    });
    expect(await count('passkeys')).toBe(0);
    expect(await count('sign_in_policy')).toBe(0);
  });
});
