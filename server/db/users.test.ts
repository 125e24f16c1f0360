import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { DuplicateKeyError } from './unique-violation.ts';
import { countUsers, createUser, findStaffAccount, findUserByEmail, updatePassword } from './users.ts';

describe.each(testDatabaseKinds())('users on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('creates a user with a lowercased e-mail and never returns the hash', async () => {
    expect(await countUsers(t.db)).toBe(0);
    const user = await createUser(t.db, { email: 'Admin@Example.COM', name: 'Ada', passwordHash: 'h1' });
    expect(user).toEqual({
      _id: expect.any(String),
      email: 'admin@example.com',
      name: 'Ada',
      role: 'admin',
      mustChangePassword: false,
      isDisabled: false,
      hasTwoFactor: false,
      createdAt: expect.any(String),
    });
    expect(await countUsers(t.db)).toBe(1);
    expect(await findStaffAccount(t.db, user._id)).toEqual(user);
  });

  it('finds a user by e-mail without regard to case, with the secret fields', async () => {
    const user = await findUserByEmail(t.db, '  ADMIN@example.com ');
    expect(user).toEqual({
      _id: expect.any(String),
      email: 'admin@example.com',
      name: 'Ada',
      role: 'admin',
      mustChangePassword: false,
      isDisabled: false,
      passwordHash: 'h1',
    });
  });

  it('rejects a second account with the same e-mail in another case as DuplicateKeyError(email)', async () => {
    const attempt = createUser(t.db, { email: 'ADMIN@EXAMPLE.COM', name: 'Eve', passwordHash: 'h2' });
    await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(attempt).rejects.toMatchObject({ field: 'email' });
    expect(await countUsers(t.db)).toBe(1);
  });

  it('returns undefined for unknown users', async () => {
    expect(await findStaffAccount(t.db, 'missing')).toBeUndefined();
    expect(await findUserByEmail(t.db, 'nobody@example.com')).toBeUndefined();
  });

  it('updates the password hash', async () => {
    const user = await findUserByEmail(t.db, 'admin@example.com');
    if (!user) throw new Error('seeded user missing');
    expect(await updatePassword(t.db, user._id, 'h3')).toBe(true);
    expect((await findUserByEmail(t.db, user.email))?.passwordHash).toBe('h3');
    expect(await updatePassword(t.db, 'missing', 'h4')).toBe(false);
  });
});
