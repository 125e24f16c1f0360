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
        role: 'admin',
        mustChangePassword: false,
        mustSetUpTwoFactor: false,
      });
      expect(JSON.stringify(response.body)).not.toContain('scrypt');
    });

    it('stores only a hash of the token', async () => {
      const token = await signIn(server);
      const rows = await server.services.db.selectFrom('sessions').select('tokenHash').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    });

    it('refuses credentials sent as text/plain or a form with 415, signing no one in', async () => {
      await signIn(server);
      for (const [type, raw] of [
        ['text/plain', JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })],
        [
          'application/x-www-form-urlencoded',
          new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).toString(),
        ],
      ] as const) {
        const response = await call(server, 'POST', '/auth/login', {
          headers: { 'Content-Type': type },
          raw,
        });
        expect(response.status, type).toBe(415);
        expect(response.body.token).toBeUndefined();
      }
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

    it('pauses sign-in for 10 minutes after 5 failed logins, even for the right password, and says until when', async () => {
      await signIn(server);
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push(
          await call(server, 'POST', '/auth/login', {
            json: { email: TEST_ADMIN.email, password: 'wrong-password' },
          }),
        );
      }
      expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
      // The failure that engages the lock says so at once.
      expect(answers[4]?.status).toBe(429);
      const right = await call(server, 'POST', '/auth/login', {
        json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(
        /^Sign-in for this e-mail address is paused after 5 failed attempts\. Please try again after \d\d:\d\d UTC \(in 10 minutes\)\.$/,
      );
      expect(right.body.token).toBeUndefined();
      const retryAfter = Number(right.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(9 * 60);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
      // As the passing of ten minutes would.
      await unlockEverything(server);
      expect(await signIn(server)).toBeTruthy();
    });

    it('counts 20 wrong passwords sent at once one by one: 4 refused, the 5th locks, the right one after them is refused', async () => {
      await signIn(server);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(server, 'POST', '/auth/login', {
            json: { email: TEST_ADMIN.email, password: 'wrong-password' },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(16);
      const right = await call(server, 'POST', '/auth/login', {
        json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(right.status).toBe(429);
      expect(right.body.token).toBeUndefined();
      await unlockEverything(server);
    });

    it('locks an e-mail address with no account exactly as one with an account', async () => {
      const tryFive = async (email: string) => {
        const answers = [];
        for (let attempt = 0; attempt < 6; attempt += 1) {
          const answer = await call(server, 'POST', '/auth/login', {
            json: { email, password: 'wrong-password' },
          });
          answers.push({
            status: answer.status,
            message: answer.body.message,
            retry: answer.headers.get('retry-after'),
          });
        }
        return answers;
      };
      await signIn(server);
      const real = await tryFive(TEST_ADMIN.email);
      const unknown = await tryFive('nobody-here@voltline.example');
      expect(unknown.map((a) => a.status)).toEqual(real.map((a) => a.status));
      // The two runs may straddle a minute, so the "until HH:MM" in the lock message is left out.
      const untimed = (message: string) => message.replace(/\d{2}:\d{2} UTC/, 'HH:MM UTC');
      expect(unknown.map((a) => untimed(a.message))).toEqual(real.map((a) => untimed(a.message)));
      await unlockEverything(server);
    });

    it('queues a notice to the locked-out administrator, and none for an address with no account', async () => {
      await signIn(server);
      const { db } = server.services;
      await db.deleteFrom('emailOutbox').execute();
      for (const email of [TEST_ADMIN.email, 'nobody-else@voltline.example']) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await call(server, 'POST', '/auth/login', { json: { email, password: 'wrong-password' } });
        }
      }
      const notices = await db.selectFrom('emailOutbox').selectAll().execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: 'account-locked', toEmail: TEST_ADMIN.email });
      const payload = JSON.parse(notices[0]?.payload ?? '{}');
      expect(payload).toMatchObject({ to_email: TEST_ADMIN.email, failed_attempts: '5' });
      expect(Date.parse(payload.locked_until)).toBeGreaterThan(Date.now() + 9 * 60_000);
      await unlockEverything(server);
    });

    it('spends the same time on an unknown e-mail as on a wrong password (one scrypt check each)', async () => {
      await signIn(server);
      const timed = async (email: string, password: string) => {
        const started = performance.now();
        const answer = await call(server, 'POST', '/auth/login', { json: { email, password } });
        expect(answer.body).toEqual({ success: false, message: LOGIN_FAILED });
        return performance.now() - started;
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        wrong.push(await timed(TEST_ADMIN.email, `wrong-${round}`));
        unknown.push(await timed(`stranger-${round}@voltline.example`, `wrong-${round}`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
      // scrypt dominates both (hundreds of milliseconds); the difference is a database lookup.
      expect(median(unknown) / median(wrong)).toBeGreaterThan(0.6);
      expect(median(unknown) / median(wrong)).toBeLessThan(1.6);
      await signIn(server);
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

describe('login slow-down per client address (RATE_LIMIT on)', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer('sqlite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets 3 attempts through, then makes the address wait 30 s, before the account can lock', async () => {
    await signIn(server);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    // The wait runs from the third attempt; a busy machine may take a second or two to the fourth.
    let thirdAt = 0;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (attempt === 2) thirdAt = Date.now();
      last = await call(server, 'POST', '/auth/login', {
        json: { email: TEST_ADMIN.email, password: 'wrong-password' },
      });
      statuses.push(last.status);
    }
    const waitedSeconds = Math.ceil((Date.now() - thirdAt) / 1000);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const message =
      /^Too many sign-in attempts from your network\. Please wait (\d+) seconds and try again\.$/.exec(
        last?.body.message,
      );
    expect(message, last?.body.message).not.toBeNull();
    const seconds = Number(message?.[1]);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(seconds).toBeGreaterThanOrEqual(30 - waitedSeconds);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(30 - waitedSeconds);
    // Only 3 attempts reached the account: it is not locked.
    const account = await server.services.db
      .selectFrom('loginThrottles')
      .selectAll()
      .where('key', '=', `account:${TEST_ADMIN.email}`)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ failures: 3, blockedUntil: null });
    await unlockEverything(server);
  });

  it('holds under 20 attempts at once: 3 reach the password check, and the right password after them waits too', async () => {
    await unlockEverything(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(server, 'POST', '/auth/login', {
          json: { email: TEST_ADMIN.email, password: 'wrong-password' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(17);
    const right = await call(server, 'POST', '/auth/login', {
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(right.status).toBe(429);
    await unlockEverything(server);
    expect(await signIn(server)).toBeTruthy();
  });
});

/** Lifts every lock and wait, as the passing of time would. */
async function unlockEverything(server: ApiServer): Promise<void> {
  await server.services.db.deleteFrom('loginThrottles').execute();
}
