import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../../server/http/routes/auth.ts';
import { call, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

describe.each(testDatabaseKinds())('auth API on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('POST /api/auth/login', () => {
    it('answers the token beside data.user, never the password hash', async () => {
      await signIn(server);
      const response = await call(server, 'POST', '/auth/login', {
        json: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password },
      });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.body.data.user).toEqual({
        _id: expect.any(String),
        email: TEST_ADMIN.email,
        name: TEST_ADMIN.name,
      });
      expect(JSON.stringify(response.body)).not.toContain('scrypt');
    });

    it('stores only a hash of the token', async () => {
      const token = await signIn(server);
      const rows = await server.services.db.selectFrom('sessions').select('tokenHash').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    });

    it('validates the body with the login messages', async () => {
      const response = await call(server, 'POST', '/auth/login', { json: { email: '', password: '' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        errors: { email: 'Email is required', password: 'Password is required' },
      });
    });

    it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
      await signIn(server);
      const wrong = await call(server, 'POST', '/auth/login', {
        json: { email: TEST_ADMIN.email, password: 'not-the-password' },
      });
      const unknown = await call(server, 'POST', '/auth/login', {
        json: { email: 'nobody@voltline.example', password: 'not-the-password' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, message: LOGIN_FAILED });
      expect(unknown.body).toEqual(wrong.body);
      await signIn(server); // a success resets the failure count
    });

    it('locks the account for 10 minutes after 5 failed logins, even for the right password', async () => {
      await signIn(server);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await call(server, 'POST', '/auth/login', {
          json: { email: TEST_ADMIN.email, password: 'wrong-password' },
        });
      }
      const right = await call(server, 'POST', '/auth/login', {
        json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(right.status).toBe(401);
      expect(right.body.message).toBe(LOGIN_FAILED);
      const user = await server.services.db
        .selectFrom('users')
        .select('lockedUntil')
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirstOrThrow();
      const lockMinutes = (Date.parse(user.lockedUntil ?? '') - Date.now()) / 60_000;
      expect(lockMinutes).toBeGreaterThan(9);
      expect(lockMinutes).toBeLessThanOrEqual(10);
      // Unlock for the other tests, as the passing of ten minutes would.
      await server.services.db
        .updateTable('users')
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect(await signIn(server)).toBeTruthy();
    });
  });

  describe('GET /api/auth/me and /api/auth/logout', () => {
    it('answers data.user for a valid token', async () => {
      const token = await signIn(server);
      const response = await call(server, 'GET', '/auth/me', { token });
      expect(response.status).toBe(200);
      expect(response.body.data.user.email).toBe(TEST_ADMIN.email);
    });

    it('answers 401 "Authentication required" without a token or with a made-up one', async () => {
      for (const token of [undefined, 'made-up-token']) {
        const response = await call(server, 'GET', '/auth/me', token ? { token } : {});
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ success: false, message: 'Authentication required' });
      }
    });

    it('revokes the session on logout: the same token then gets 401', async () => {
      const token = await signIn(server);
      expect((await call(server, 'GET', '/auth/logout', { token })).status).toBe(200);
      expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const token = await signIn(server);
      await server.services.db
        .updateTable('sessions')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(401);
    });
  });
});

describe('login throttling per address', () => {
  it('answers 429 with a clear message and Retry-After once an address sends too many attempts', async () => {
    const server = await startApiServer('sqlite');
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let attempt = 0; attempt < 21; attempt += 1) {
        last = await call(server, 'POST', '/auth/login', {
          json: { email: 'x@voltline.example', password: 'nope' },
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(last?.status).toBe(429);
      expect(last?.body.message).toBe('Too many requests. Please wait a few minutes and try again.');
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
