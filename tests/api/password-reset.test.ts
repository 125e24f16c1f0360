import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '../../server/auth/login-throttle.ts';
import { signPasswordResetToken } from '../../server/auth/password-reset-token.ts';
import { siteSecret } from '../../server/db/site-secrets.ts';
import { createUser } from '../../server/db/users.ts';
import { call } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { quickPasswordHash } from '../support/quick-password-hash.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 027: "Forgot password?": the same answer whether or not an account has the address, a
// link that works once and for 30 minutes, every session ended and the sign-in lock cleared, and
// requests limited per address typed (always) and per client address (RATE_LIMIT).

const SENT =
  'If a staff account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.';

describe.each(testDatabaseKinds())('password reset API on %s', (kind) => {
  let server: ApiServer;
  let serial = 0;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off', PUBLIC_URL: 'https://www.example.com' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function person(options: { mustChangePassword?: boolean; isDisabled?: boolean } = {}) {
    serial += 1;
    const fields = {
      email: `reset${serial}-${Date.now()}@voltline.example`,
      name: `Reset ${serial}`,
      password: `the-old-password-${serial}`,
    };
    const account = await createUser(server.services.db, {
      name: fields.name,
      email: fields.email,
      role: 'hr',
      passwordHash: await quickPasswordHash(fields.password),
      mustChangePassword: options.mustChangePassword ?? false,
    });
    if (options.isDisabled) {
      await server.services.db
        .updateTable('users')
        .set({ isDisabled: 1 })
        .where('id', '=', account._id)
        .execute();
    }
    return { ...fields, id: account._id };
  }

  async function resetEmails(email: string) {
    const rows = await server.services.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toEmail', '=', email)
      .where('kind', '=', 'password-reset')
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => ({
      ...row,
      payload: JSON.parse(String(row.payload)) as Record<string, string>,
    }));
  }

  async function askForLink(email: string): Promise<string> {
    const response = await call(server, 'POST', '/auth/forgot-password', { json: { email } });
    expect(response.status).toBe(200);
    const sent = await resetEmails(email);
    const token = sent.at(-1)?.payload.reset_token;
    if (!token) throw new Error('no reset e-mail was queued');
    return token;
  }

  function signInWith(email: string, password: string) {
    return call(server, 'POST', '/auth/login', { json: { email, password } });
  }

  it('answers an address with an account and one without identically, and e-mails only the first', async () => {
    const known = await person();
    const answers = [];
    for (const email of [known.email, 'nobody-here@voltline.example']) {
      const response = await call(server, 'POST', '/auth/forgot-password', { json: { email } });
      answers.push({
        status: response.status,
        body: response.body,
        type: response.headers.get('content-type'),
      });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: true, message: SENT },
      type: 'application/json',
    });
    expect(answers[1]).toEqual(answers[0]);

    const sent = await resetEmails(known.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Reset your password', status: 'queued' });
    expect(sent[0]?.payload.reset_token).toMatch(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await resetEmails('nobody-here@voltline.example')).toHaveLength(0);
  });

  it('sends nothing to a disabled account, still with the same answer', async () => {
    const disabled = await person({ isDisabled: true });
    const response = await call(server, 'POST', '/auth/forgot-password', { json: { email: disabled.email } });
    expect(response.body).toEqual({ success: true, message: SENT });
    expect(await resetEmails(disabled.email)).toHaveLength(0);
  });

  it('validates the address like the sign-in form', async () => {
    const response = await call(server, 'POST', '/auth/forgot-password', {
      json: { email: 'not an address' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBeTruthy();
  });

  it('sets the new password once: sessions end, the initial-password mark and the lock are cleared', async () => {
    const account = await person({ mustChangePassword: true });
    const before = await signInWith(account.email, account.password);
    expect(before.status).toBe(200);
    const { db } = server.services;
    // A sign-in lock in force (decision 006) is lifted by the reset.
    await db
      .insertInto('loginThrottles')
      .values({
        key: accountKey(account.email),
        failures: 5,
        windowStartedAt: new Date().toISOString(),
        blockedUntil: new Date(Date.now() + 600_000).toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();

    const token = await askForLink(account.email);
    const newPassword = 'a-brand-new-password';
    const reset = await call(server, 'POST', '/auth/reset-password', {
      json: { token, password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: 'Your new password is set. Sign in with it now.' });

    expect((await call(server, 'GET', '/auth/me', { token: before.body.token })).status).toBe(401);
    const after = await signInWith(account.email, newPassword);
    expect(after.status).toBe(200);
    expect(after.body.data.user.mustChangePassword).toBe(false);
    expect((await signInWith(account.email, account.password)).status).toBe(401);

    // The same link again: used.
    const again = await call(server, 'POST', '/auth/reset-password', {
      json: { token, password: 'yet-another-password' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is not valid or has already been used.');
    expect(again.body.errors.token).toBe(again.body.message);

    const log = await db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', account.id)
      .where('action', '=', 'password-reset')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses an expired link, an edited one, and a weak password', async () => {
    const account = await person();
    const key = await siteSecret(server.services.db, 'password-reset');
    const hash = await server.services.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    const expired = signPasswordResetToken(
      key,
      { userId: account.id, passwordHash: hash.passwordHash },
      new Date(Date.now() - 1000),
    );
    const response = await call(server, 'POST', '/auth/reset-password', {
      json: { token: expired, password: 'a-brand-new-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This link has expired.');

    const token = await askForLink(account.email);
    const edited = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await call(server, 'POST', '/auth/reset-password', {
      json: { token: edited, password: 'a-brand-new-password' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not valid/);

    const weak = await call(server, 'POST', '/auth/reset-password', { json: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe('The password must be at least 12 characters');
    // Still usable after those.
    const good = await call(server, 'POST', '/auth/reset-password', {
      json: { token, password: 'a-brand-new-password' },
    });
    expect(good.status).toBe(200);
  });

  it('a link made before a password change no longer works after it', async () => {
    const account = await person();
    const first = await askForLink(account.email);
    const second = await askForLink(account.email);
    expect(
      (
        await call(server, 'POST', '/auth/reset-password', {
          json: { token: second, password: 'the-second-new-password' },
        })
      ).status,
    ).toBe(200);
    const stale = await call(server, 'POST', '/auth/reset-password', {
      json: { token: first, password: 'the-third-new-password' },
    });
    expect(stale.status).toBe(400);
  });

  it('sends at most three e-mails an hour to one address, whatever RATE_LIMIT says, answering the same', async () => {
    const account = await person();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call(server, 'POST', '/auth/forgot-password', {
        json: { email: account.email.toUpperCase() },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: SENT });
    }
    expect(await resetEmails(account.email)).toHaveLength(3);
  });
});

describe.each(testDatabaseKinds())('password reset API with RATE_LIMIT on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 with Retry-After once one client address asks too often', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await call(server, 'POST', '/auth/forgot-password', {
        json: { email: `someone${attempt}@voltline.example` },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
