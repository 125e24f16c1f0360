import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recheckSingleSignOnSessions } from '../../server/auth/sso-recheck.ts';
import { saveSignInPolicy } from '../../server/db/sign-in-policy.ts';
import { createUser } from '../../server/db/users.ts';
import { call } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { freePort, startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { quickPasswordHash } from '../support/quick-password-hash.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 027: single sign-on against a real OpenID Connect provider (oidc-provider) started in
// this process, through the site's real routes and database.

describe.each(testDatabaseKinds())('single sign-on API on %s', (kind) => {
  let server: ApiServer;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({ redirectUri: `${publicUrl}/api/auth/oidc/callback` });
    server = await startApiServer(kind, {
      RATE_LIMIT: 'off',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'Voltline.example, @partner.example',
      OIDC_PROVIDER_NAME: 'Voltline Microsoft 365',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  /** A person at the provider and, unless `hasStaffAccount` is false, a staff account here. */
  async function person(
    options: {
      domain?: string;
      hasStaffAccount?: boolean;
      isDisabled?: boolean;
      emailVerified?: boolean;
    } = {},
  ) {
    const login = `p-${randomBytes(5).toString('hex')}`;
    const email = `${login}@${options.domain ?? 'voltline.example'}`;
    provider.people.set(login, {
      email: email.toUpperCase(),
      ...(options.emailVerified === undefined ? {} : { emailVerified: options.emailVerified }),
    });
    let userId: string | undefined;
    if (options.hasStaffAccount !== false) {
      const account = await createUser(server.services.db, {
        email,
        name: 'Sam Single',
        passwordHash: await quickPasswordHash(randomBytes(16).toString('hex')),
        role: 'hr',
      });
      userId = account._id;
      if (options.isDisabled) {
        await server.services.db
          .updateTable('users')
          .set({ isDisabled: 1 })
          .where('id', '=', userId)
          .execute();
      }
    }
    return { login, email, userId };
  }

  /** From /start through the provider to the site's redirect to /login; answers that URL. */
  async function signInThroughProvider(login: string, next = '/dashboard/jobs') {
    const start = await fetch(`${server.url}/api/auth/oidc/start?next=${encodeURIComponent(next)}`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get('location') ?? '');
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await provider.signIn(authorization.href, login);
    expect(callback).toContain('/api/auth/oidc/callback?');
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return { callback, landing: new URL(back.headers.get('location') ?? '', server.url) };
  }

  const exchange = (code: string | null) => call(server, 'POST', '/auth/oidc/exchange', { json: { code } });

  it('answers the sign-in methods the login page offers', async () => {
    const response = await call(server, 'GET', '/auth/sign-in-methods');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { singleSignOn: { providerName: 'Voltline Microsoft 365' }, passwordSignIn: 'everyone' },
    });
    // Read live each time (never kept by the render cache): a changed policy shows at once.
    const { db } = server.services;
    const policy = { twoFactorRoles: [], breakGlassUserId: null };
    await saveSignInPolicy(db, { ...policy, passwordSignIn: 'break-glass' }, 'Test');
    try {
      const changed = await call(server, 'GET', '/auth/sign-in-methods');
      expect(changed.body.data.passwordSignIn).toBe('break-glass');
    } finally {
      await saveSignInPolicy(db, { ...policy, passwordSignIn: 'everyone' }, 'Test');
    }
  });

  it('signs a staff member in through the provider: a one-time code, then a single sign-on session', async () => {
    const { login, email, userId } = await person();
    const { landing } = await signInThroughProvider(login);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('next')).toBe('/dashboard/jobs');
    const code = landing.searchParams.get('sso');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const signedIn = await exchange(code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      success: true,
      token: expect.any(String),
      deviceToken: expect.any(String),
      data: { user: { _id: userId, email, role: 'hr' } },
    });
    const me = await call(server, 'GET', '/auth/me', { token: signedIn.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(email);

    const sessions = await server.services.db
      .selectFrom('sessions')
      .select(['method', 'ssoRefreshToken', 'ssoCheckedAt'])
      .where('userId', '=', userId ?? '')
      .execute();
    expect(sessions).toEqual([
      { method: 'single-sign-on', ssoRefreshToken: expect.any(String), ssoCheckedAt: expect.any(String) },
    ]);
    // Only the code's hash was kept, and it is gone now.
    const left = await server.services.db
      .selectFrom('authChallenges')
      .select('id')
      .where('purpose', '=', 'sso-handover')
      .execute();
    expect(left.map((row) => row.id)).not.toContain(code);

    // The hand-over code works once.
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body.token).toBeUndefined();
  });

  it('refuses an address of a domain that is not allowed, making no session', async () => {
    const { login, email, userId } = await person({ domain: 'elsewhere.example' });
    const { landing } = await signInThroughProvider(login);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('sso-error')).toBe('domain');
    expect(landing.searchParams.get('account')).toBe(email);
    expect(landing.searchParams.get('sso')).toBeNull();
    const sessions = await server.services.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', userId ?? '')
      .execute();
    expect(sessions).toEqual([]);
    const logged = await server.services.db
      .selectFrom('auditLog')
      .selectAll()
      .where('actorEmail', '=', email)
      .execute();
    expect(logged).toMatchObject([{ action: 'sign-in-failed', detail: 'single sign-on: domain' }]);
  });

  it('accepts any of the allowed domains, whatever their case', async () => {
    const { login } = await person({ domain: 'partner.example' });
    const { landing } = await signInThroughProvider(login);
    expect(landing.searchParams.get('sso')).toBeTruthy();
  });

  it('refuses an address with no staff account, and makes none', async () => {
    const { login, email } = await person({ hasStaffAccount: false });
    const { landing } = await signInThroughProvider(login);
    expect(landing.searchParams.get('sso-error')).toBe('unknown');
    expect(landing.searchParams.get('account')).toBe(email);
    const users = await server.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses a disabled staff account', async () => {
    const { login } = await person({ isDisabled: true });
    const { landing } = await signInThroughProvider(login);
    expect(landing.searchParams.get('sso-error')).toBe('disabled');
  });

  it('refuses an address the provider says is not verified', async () => {
    const { login } = await person({ emailVerified: false });
    const { landing } = await signInThroughProvider(login);
    expect(landing.searchParams.get('sso-error')).toBe('unverified');
  });

  it("takes Entra ID's sign-in name (preferred_username) as the address when the provider gives no email", async () => {
    const { login, email, userId } = await person();
    provider.people.set(login, { preferredUsername: email });
    const { landing } = await signInThroughProvider(login);
    const signedIn = await exchange(landing.searchParams.get('sso'));
    expect(signedIn.body.data.user._id).toBe(userId);

    // Neither an address nor a sign-in name that is one: nothing to match.
    provider.people.set(login, { preferredUsername: 'sam.single' });
    const { landing: refused } = await signInThroughProvider(login);
    expect(refused.searchParams.get('sso-error')).toBe('unverified');
  });

  it("refuses the provider's answer a second time (state replay) and a made-up state", async () => {
    const { login } = await person();
    const { callback, landing } = await signInThroughProvider(login);
    expect(landing.searchParams.get('sso')).toBeTruthy();
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(replay.status).toBe(302);
    expect(new URL(replay.headers.get('location') ?? '', server.url).searchParams.get('sso-error')).toBe(
      'expired',
    );
    const forged = await fetch(`${server.url}/api/auth/oidc/callback?code=abc&state=made-up`, {
      redirect: 'manual',
    });
    expect(new URL(forged.headers.get('location') ?? '', server.url).searchParams.get('sso-error')).toBe(
      'expired',
    );
  });

  it('refuses an unknown or missing hand-over code', async () => {
    expect((await exchange('not-a-code')).status).toBe(401);
    const missing = await call(server, 'POST', '/auth/oidc/exchange', { json: {} });
    expect(missing.status).toBe(400);
  });

  it('re-checks single sign-on sessions: a rotated refresh token is kept; a person removed at the provider is signed out everywhere', async () => {
    const { login, userId } = await person();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { landing } = await signInThroughProvider(login);
      tokens.push((await exchange(landing.searchParams.get('sso'))).body.token);
    }
    const sessionsOf = () =>
      server.services.db
        .selectFrom('sessions')
        .select(['id', 'ssoRefreshToken', 'ssoCheckedAt'])
        .where('userId', '=', userId ?? '')
        .orderBy('id')
        .execute();
    const before = await sessionsOf();
    expect(before).toHaveLength(2);

    // Not due yet: nothing is asked of the provider.
    expect(await recheckSingleSignOnSessions(server.services)).toEqual({ checked: 0, ended: 0, failed: 0 });

    // Due (an hour on): both are refreshed; the provider rotates the tokens and they are kept.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const counts = await recheckSingleSignOnSessions(server.services, later);
    expect(counts.checked).toBeGreaterThanOrEqual(2);
    const after = await sessionsOf();
    for (const [index, session] of after.entries()) {
      expect(session.ssoRefreshToken).not.toBe(before[index]?.ssoRefreshToken);
      expect(session.ssoCheckedAt).toBe(later.toISOString());
    }
    for (const token of tokens) expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(200);

    // Removed at the provider: its refresh grant answers invalid_grant, and every session ends.
    provider.people.delete(login);
    const evenLater = new Date(later.getTime() + 60 * 60 * 1000);
    const ended = await recheckSingleSignOnSessions(server.services, evenLater);
    expect(ended.ended).toBe(2);
    expect(await sessionsOf()).toEqual([]);
    for (const token of tokens) expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(401);
    const logged = await server.services.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', userId ?? '')
      .where('action', '=', 'sign-out')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.detail).toContain('single sign-on re-check');
  });

  it('re-checks each session once when two instances run the re-check together', async () => {
    const { login, userId } = await person();
    const { landing } = await signInThroughProvider(login);
    const { token } = (await exchange(landing.searchParams.get('sso'))).body;
    const later = new Date(Date.now() + 60 * 60 * 1000);
    // Were the one rotating token used twice, the provider would revoke the grant (invalid_grant)
    // and the person would be signed out.
    const [first, second] = await Promise.all([
      recheckSingleSignOnSessions(server.services, later),
      recheckSingleSignOnSessions(server.services, later),
    ]);
    expect(first.ended + second.ended).toBe(0);
    expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(200);
    const rows = await server.services.db
      .selectFrom('sessions')
      .select('ssoCheckedAt')
      .where('userId', '=', userId ?? '')
      .execute();
    expect(rows).toEqual([{ ssoCheckedAt: later.toISOString() }]);
  });
});

describe('single sign-on with the provider down', () => {
  let server: ApiServer;
  beforeAll(async () => {
    const unused = await freePort();
    server = await startApiServer('sqlite', {
      RATE_LIMIT: 'off',
      OIDC_ISSUER: `http://127.0.0.1:${unused}`,
      OIDC_CLIENT_ID: 'site',
      OIDC_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends the browser back to /login with sso-error=provider, not an error page', async () => {
    const start = await fetch(`${server.url}/api/auth/oidc/start?next=%2Fdashboard`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const landing = new URL(start.headers.get('location') ?? '', server.url);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('sso-error')).toBe('provider');
  });

  it('answers 404 for single sign-on on a site without it', async () => {
    const plain = await startApiServer('sqlite', { RATE_LIMIT: 'off' });
    try {
      const start = await fetch(`${plain.url}/api/auth/oidc/start`, { redirect: 'manual' });
      expect(start.status).toBe(404);
      const methods = await call(plain, 'GET', '/auth/sign-in-methods');
      expect(methods.body.data).toEqual({ singleSignOn: null, passwordSignIn: 'everyone' });
    } finally {
      await plain.stop();
    }
  });
});
