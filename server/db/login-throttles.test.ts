import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { accountLockPolicy } from '../auth/login-throttle.ts';
import { clearAttempts, deleteStaleThrottles, reserveAttempt } from './login-throttles.ts';

describe.each(testDatabaseKinds())('login throttles on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('counts 30 attempts reserved at once one after another: exactly 5 are allowed', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(t.db, 'account:a@example.com', accountLockPolicy)),
    );
    expect(decisions.filter((d) => d.isAllowed)).toHaveLength(5);
    const row = () =>
      t.db
        .selectFrom('loginThrottles')
        .selectAll()
        .where('key', '=', 'account:a@example.com')
        .executeTakeFirst();
    expect(await row()).toMatchObject({ failures: 5, blockedUntil: expect.any(String) });
    await clearAttempts(t.db, 'account:a@example.com');
    expect(await row()).toBeUndefined();
  });

  it('removes counts that nobody has touched for a while and that block nothing', async () => {
    const then = Date.parse('2026-01-01T00:00:00.000Z');
    await reserveAttempt(t.db, 'account:old@example.com', accountLockPolicy, then);
    await reserveAttempt(t.db, 'account:new@example.com', accountLockPolicy);
    expect(await deleteStaleThrottles(t.db, '2026-01-02T00:00:00.000Z', 100)).toBe(1);
    const keys = await t.db.selectFrom('loginThrottles').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['account:new@example.com']);
  });
});
