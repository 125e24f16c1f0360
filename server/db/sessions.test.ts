import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findActiveSession,
  touchSession,
} from './sessions.ts';
import { saveSignInPolicy } from './sign-in-policy.ts';
import { createUser } from './users.ts';

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  let t: TestDatabase;
  let userId = '';
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    userId = (await createUser(t.db, { email: 'a@example.com', name: 'Ada', passwordHash: 'h' }))._id;
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('finds a session with its user only while it has not expired', async () => {
    const session = await createSession(t.db, {
      userId,
      tokenHash: 'tok-1',
      expiresAt: '2030-01-01T12:00:00.000Z',
    });
    const found = await findActiveSession(t.db, 'tok-1', '2030-01-01T11:59:59.999Z');
    expect(found).toEqual({
      session,
      user: {
        _id: userId,
        email: 'a@example.com',
        name: 'Ada',
        role: 'admin',
        mustChangePassword: false,
        mustSetUpTwoFactor: false,
      },
    });
    expect(await findActiveSession(t.db, 'tok-1', '2030-01-01T12:00:00.000Z')).toBeUndefined();
    expect(await findActiveSession(t.db, 'other', '2030-01-01T00:00:00.000Z')).toBeUndefined();
  });

  it('holds a person of a role that must use a second factor to setting one up, but not by single sign-on', async () => {
    const held = await createUser(t.db, {
      email: 'held@example.com',
      name: 'Held',
      role: 'hr',
      passwordHash: 'h',
      mustChangePassword: true,
    });
    await saveSignInPolicy(
      t.db,
      { twoFactorRoles: ['hr'], passwordSignIn: 'everyone', breakGlassUserId: null },
      'Ada',
    );
    // Past the dates the clean-up test below counts with.
    const expiresAt = '2031-01-01T12:00:00.000Z';
    const at = '2030-01-01T11:00:00.000Z';
    await createSession(t.db, { userId: held._id, tokenHash: 'tok-held', expiresAt });
    await createSession(t.db, {
      userId: held._id,
      tokenHash: 'tok-sso',
      expiresAt,
      method: 'single-sign-on',
    });
    expect((await findActiveSession(t.db, 'tok-held', at))?.user).toMatchObject({
      mustChangePassword: true,
      mustSetUpTwoFactor: true,
    });
    // The provider enforces its own second factor, and the initial password is never used.
    expect((await findActiveSession(t.db, 'tok-sso', at))?.user).toMatchObject({
      mustChangePassword: false,
      mustSetUpTwoFactor: false,
    });
    await saveSignInPolicy(
      t.db,
      { twoFactorRoles: [], passwordSignIn: 'everyone', breakGlassUserId: null },
      'Ada',
    );
    expect((await findActiveSession(t.db, 'tok-held', at))?.user.mustSetUpTwoFactor).toBe(false);
  });

  it('slides the expiry forward when touched', async () => {
    const session = await createSession(t.db, {
      userId,
      tokenHash: 'tok-2',
      expiresAt: '2030-01-01T12:00:00.000Z',
    });
    const times = { lastUsedAt: '2030-01-01T11:00:00.000Z', expiresAt: '2030-01-02T11:00:00.000Z' };
    expect(await touchSession(t.db, session.id, times)).toBe(true);
    const found = await findActiveSession(t.db, 'tok-2', '2030-01-01T18:00:00.000Z');
    expect(found?.session).toMatchObject(times);
    expect(await touchSession(t.db, 'missing', times)).toBe(false);
  });

  it('deletes one session, all of a user, and only the expired ones', async () => {
    const other = await createUser(t.db, { email: 'b@example.com', name: 'Bo', passwordHash: 'h' });
    const one = await createSession(t.db, {
      userId,
      tokenHash: 'tok-3',
      expiresAt: '2030-01-05T00:00:00.000Z',
    });
    expect(await deleteSession(t.db, one.id)).toBe(true);
    expect(await deleteSession(t.db, one.id)).toBe(false);

    await createSession(t.db, { userId: other._id, tokenHash: 'b-1', expiresAt: '2030-01-05T00:00:00.000Z' });
    await createSession(t.db, { userId: other._id, tokenHash: 'b-2', expiresAt: '2030-01-05T00:00:00.000Z' });
    expect(await deleteSessionsOfUser(t.db, other._id)).toBe(2);
    expect(await findActiveSession(t.db, 'b-1', '2030-01-01T00:00:00.000Z')).toBeUndefined();

    // tok-1 expires 2030-01-01T12:00, tok-2 was slid to 2030-01-02T11:00.
    expect(await deleteExpiredSessions(t.db, '2030-01-02T00:00:00.000Z', 100)).toBe(1);
    expect(await findActiveSession(t.db, 'tok-2', '2030-01-02T00:00:00.000Z')).toBeDefined();
    expect(await deleteExpiredSessions(t.db, '2030-01-02T00:00:00.000Z', 100)).toBe(0);
  });
});
