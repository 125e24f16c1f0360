import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import type { StaffRole } from '../../domain/staff.ts';
import { createUser } from '../../server/db/users.ts';
import { call, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { quickPasswordHash } from '../support/quick-password-hash.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 027: authenticator codes and recovery codes as a second factor, remembered devices,
// the sign-in policy, and an administrator's reset, through the real API on each database.
// Codes are computed here with otpauth from the secret the set-up answered, for a chosen moment.

const PASSWORD = 'a-long-staff-password';
const m = MESSAGES.twoFactor;
let emailCount = 0;

function codeAt(secret: string, offsetSeconds = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });
}

/** Waits, if need be, until the current 30-second step has at least 8 s left (no step turns mid-test). */
async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 22_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 200));
}

async function newAccount(server: ApiServer, role: StaffRole = 'hr') {
  emailCount += 1;
  const email = `person${emailCount}-${role}@voltline.example`;
  const account = await createUser(server.services.db, {
    email,
    name: `Person ${emailCount}`,
    role,
    passwordHash: await quickPasswordHash(PASSWORD),
  });
  return { id: account._id, email };
}

function login(server: ApiServer, email: string, extra: Record<string, unknown> = {}) {
  return call(server, 'POST', '/auth/login', { json: { email, password: PASSWORD, ...extra } });
}

/** An account with an authenticator set up through the API: its secret and recovery codes. */
async function accountWithTotp(server: ApiServer, role: StaffRole = 'hr') {
  const account = await newAccount(server, role);
  const token = (await login(server, account.email)).body.token as string;
  const setup = await call(server, 'POST', '/auth/totp/setup', { token });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  await awayFromStepEdge();
  const enabled = await call(server, 'POST', '/auth/totp/enable', { token, json: { code: codeAt(secret) } });
  expect(enabled.status).toBe(200);
  return { ...account, token, secret, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

async function sessionMethod(server: ApiServer, userId: string): Promise<string | undefined> {
  const row = await server.services.db
    .selectFrom('sessions')
    .select('method')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.method;
}

describe.each(testDatabaseKinds())('two-factor sign-in API on %s', (kind) => {
  let server: ApiServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    adminToken = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sets up an authenticator: secret, otpauth URL and an SVG QR code, then ten recovery codes', async () => {
    const account = await newAccount(server);
    const token = (await login(server, account.email)).body.token;
    const setup = await call(server, 'POST', '/auth/totp/setup', { token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Voltline Engineering');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain(account.email);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await call(server, 'POST', '/auth/totp/enable', { token, json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBe(m.setupCodeWrong);

    await awayFromStepEdge();
    const enabled = await call(server, 'POST', '/auth/totp/enable', {
      token,
      json: { code: codeAt(secret) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.data.recoveryCodes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(enabled.body.data.user).toMatchObject({ email: account.email, mustSetUpTwoFactor: false });

    const status = await call(server, 'GET', '/auth/two-factor', { token });
    expect(status.body.data.twoFactor).toEqual({
      totp: { enabled: true, enabledAt: expect.any(String) },
      recoveryCodesLeft: 10,
      passkeyCount: 0,
      required: false,
      rememberedDevices: 0,
    });
    const stored = await server.services.db
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .where('userId', '=', account.id)
      .execute();
    expect(stored.map((row) => row.codeHash)).not.toContain(enabled.body.data.recoveryCodes[0]);

    const again = await call(server, 'POST', '/auth/totp/setup', { token });
    expect(again.status).toBe(409);

    const log = await server.services.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where('actorEmail', '=', account.email)
      .where('action', '=', 'two-factor-on')
      .execute();
    expect(log).toEqual([{ action: 'two-factor-on', entity: 'account' }]);
  });

  it('asks for the second factor after a right password, signs in with a code, and refuses it replayed', async () => {
    const account = await accountWithTotp(server);
    const first = await login(server, account.email);
    expect(first.status).toBe(401);
    expect(first.body).toEqual({
      success: false,
      mfaRequired: true,
      methods: ['totp', 'recovery-code'],
      message: m.mfaRequired,
    });
    expect(first.body.token).toBeUndefined();

    await awayFromStepEdge();
    // The set-up used this step's code: the next step's (30 s of drift) is the fresh one.
    const code = codeAt(account.secret, 30);
    const signedIn = await login(server, account.email, { code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect(signedIn.body.deviceToken).toEqual(expect.any(String));
    expect(signedIn.body.data.user).toMatchObject({ email: account.email, mustSetUpTwoFactor: false });
    expect(await sessionMethod(server, account.id)).toBe('password+totp');

    const replayed = await login(server, account.email, { code });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ mfaRequired: true, message: m.codeWrong });
    // And the code of the step set-up used, older than one accepted since.
    const older = await login(server, account.email, { code: codeAt(account.secret) });
    expect(older.status).toBe(401);
  });

  it('lets one of two sign-ins sent at once with the same code through', async () => {
    const account = await accountWithTotp(server);
    await awayFromStepEdge();
    const code = codeAt(account.secret, 30);
    const answers = await Promise.all([
      login(server, account.email, { code }),
      login(server, account.email, { code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('accepts a clock drift of one step either way and refuses three', async () => {
    const account = await accountWithTotp(server);
    // As if the authenticator had been set up a few minutes ago, so earlier steps are not replays.
    await server.services.db
      .updateTable('users')
      .set((eb) => ({ totpLastStep: eb('totpLastStep', '-', 10) }))
      .where('id', '=', account.id)
      .execute();
    await awayFromStepEdge();
    for (const offset of [-90, 90]) {
      const refused = await login(server, account.email, { code: codeAt(account.secret, offset) });
      expect(refused.status, `${offset} s`).toBe(401);
      expect(refused.body.mfaRequired).toBe(true);
    }
    const behind = await login(server, account.email, { code: codeAt(account.secret, -30) });
    expect(behind.status).toBe(200);
    const ahead = await login(server, account.email, { code: codeAt(account.secret, 30) });
    expect(ahead.status).toBe(200);
  });

  it('signs in with a recovery code once, and a new set replaces the old', async () => {
    const account = await accountWithTotp(server);
    const [first, second] = account.recoveryCodes as [string, string];
    const signedIn = await login(server, account.email, { code: first.toUpperCase().replace('-', ' ') });
    expect(signedIn.status).toBe(200);
    expect(await sessionMethod(server, account.id)).toBe('password+recovery-code');
    const spent = await login(server, account.email, { code: first });
    expect(spent.status).toBe(401);
    expect(spent.body).toMatchObject({ mfaRequired: true, message: m.codeWrong });

    const token = signedIn.body.token;
    expect(
      (await call(server, 'GET', '/auth/two-factor', { token })).body.data.twoFactor.recoveryCodesLeft,
    ).toBe(9);
    const wrongPassword = await call(server, 'POST', '/auth/recovery-codes', {
      token,
      json: { password: 'not-my-password' },
    });
    expect(wrongPassword.status).toBe(400);
    const renewed = await call(server, 'POST', '/auth/recovery-codes', {
      token,
      json: { password: PASSWORD },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect((await login(server, account.email, { code: second })).status).toBe(401);
    expect((await login(server, account.email, { code: renewed.body.data.recoveryCodes[0] })).status).toBe(
      200,
    );
    expect(
      (await call(server, 'GET', '/auth/two-factor', { token })).body.data.twoFactor.recoveryCodesLeft,
    ).toBe(9);
  });

  it('locks the account after five wrong codes like wrong passwords; a right password alone clears nothing', async () => {
    const account = await accountWithTotp(server);
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await login(server, account.email, { code: '000000' })).status).toBe(401);
    }
    // Right passwords without a code are not failures, and do not wipe the failures either.
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(server, account.email)).body.mfaRequired).toBe(true);
    }
    for (let attempt = 3; attempt <= 4; attempt++) {
      expect((await login(server, account.email, { code: 'abcde-fghjk' })).status).toBe(401);
    }
    const fifth = await login(server, account.email, { code: '111111' });
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toMatch(/^\d+$/);
    await awayFromStepEdge();
    const right = await login(server, account.email, { code: codeAt(account.secret, 30) });
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
  });

  it('remembers a device for 30 days when asked, and only that device', async () => {
    const account = await accountWithTotp(server);
    await awayFromStepEdge();
    const remembered = await login(server, account.email, {
      code: codeAt(account.secret, 30),
      rememberDevice: true,
    });
    expect(remembered.status).toBe(200);
    const deviceToken = remembered.body.deviceToken as string;
    const device = await server.services.db
      .selectFrom('staffDevices')
      .select('trustedUntil')
      .where('userId', '=', account.id)
      .where('trustedUntil', 'is not', null)
      .executeTakeFirstOrThrow();
    const days = (Date.parse(device.trustedUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const again = await login(server, account.email, { deviceToken });
    expect(again.status).toBe(200);
    expect(again.body.deviceToken).toBe(deviceToken);
    expect(await sessionMethod(server, account.id)).toBe('password+remembered-device');
    expect(
      (await call(server, 'GET', '/auth/two-factor', { token: again.body.token })).body.data.twoFactor,
    ).toMatchObject({ rememberedDevices: 1 });

    // Another browser (no token, or one of its own that was not remembered) still needs the code.
    expect((await login(server, account.email)).body.mfaRequired).toBe(true);
    const otherBrowser = await login(server, account.email, { code: account.recoveryCodes[0] });
    expect(otherBrowser.status).toBe(200);
    expect(
      (await login(server, account.email, { deviceToken: otherBrowser.body.deviceToken })).body.mfaRequired,
    ).toBe(true);
    // Someone else's remembered device is no device of this account.
    const stranger = await accountWithTotp(server);
    expect((await login(server, stranger.email, { deviceToken })).body.mfaRequired).toBe(true);
  });

  it('turns the authenticator off with the password, forgetting remembered devices', async () => {
    const account = await accountWithTotp(server, 'editor');
    await awayFromStepEdge();
    const signedIn = await login(server, account.email, {
      code: codeAt(account.secret, 30),
      rememberDevice: true,
    });
    const token = signedIn.body.token;
    const wrong = await call(server, 'DELETE', '/auth/totp', { token, json: { password: 'nope-nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe(m.passwordWrong);
    const off = await call(server, 'DELETE', '/auth/totp', { token, json: { password: PASSWORD } });
    expect(off.status).toBe(200);
    const status = (await call(server, 'GET', '/auth/two-factor', { token })).body.data.twoFactor;
    expect(status).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0, rememberedDevices: 0 });
    const plain = await login(server, account.email, { deviceToken: signedIn.body.deviceToken });
    expect(plain.status).toBe(200);
    expect(await sessionMethod(server, account.id)).toBe('password');
  });

  describe('the sign-in policy', () => {
    afterAll(async () => {
      await call(server, 'PUT', '/sign-in-policy', {
        token: adminToken,
        json: { twoFactorRoles: [], passwordSignIn: 'everyone' },
      });
    });

    it('makes a role set up a second factor before anything else', async () => {
      const account = await newAccount(server, 'hr');
      const policy = await call(server, 'PUT', '/sign-in-policy', {
        token: adminToken,
        json: { twoFactorRoles: ['hr'], passwordSignIn: 'everyone' },
      });
      expect(policy.status).toBe(200);
      expect(policy.body.data.policy).toMatchObject({
        twoFactorRoles: ['hr'],
        updatedByName: TEST_ADMIN.name,
      });
      const read = await call(server, 'GET', '/sign-in-policy', { token: adminToken });
      expect(read.body.data).toMatchObject({
        policy: { twoFactorRoles: ['hr'] },
        isSingleSignOnConfigured: false,
      });

      const signedIn = await login(server, account.email);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.user.mustSetUpTwoFactor).toBe(true);
      const token = signedIn.body.token;
      const blocked = await call(server, 'GET', '/applications', { token });
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe('Set up two-factor sign-in to continue.');
      expect((await call(server, 'GET', '/auth/me', { token })).body.data.user.mustSetUpTwoFactor).toBe(true);
      expect((await call(server, 'GET', '/auth/two-factor', { token })).body.data.twoFactor.required).toBe(
        true,
      );

      const setup = await call(server, 'POST', '/auth/totp/setup', { token });
      await awayFromStepEdge();
      const enabled = await call(server, 'POST', '/auth/totp/enable', {
        token,
        json: { code: codeAt(setup.body.data.secret) },
      });
      expect(enabled.body.data.user.mustSetUpTwoFactor).toBe(false);
      expect((await call(server, 'GET', '/applications', { token })).status).toBe(200);
      expect((await call(server, 'GET', '/auth/me', { token })).body.data.user.mustSetUpTwoFactor).toBe(
        false,
      );

      // Required: the only second factor cannot be removed.
      const off = await call(server, 'DELETE', '/auth/totp', { token, json: { password: PASSWORD } });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(m.stillRequired);
      // The administrator's role is not in the policy.
      expect((await call(server, 'GET', '/users', { token: adminToken })).status).toBe(200);
    });

    it('lets an administrator reset a colleague’s second factor, logged, ending their sessions', async () => {
      const account = await accountWithTotp(server, 'hr');
      await awayFromStepEdge();
      const signedIn = await login(server, account.email, {
        code: codeAt(account.secret, 30),
        rememberDevice: true,
      });
      const list = await call(server, 'GET', '/users', { token: adminToken });
      expect(list.body.data.users.find((user: { _id: string }) => user._id === account.id).hasTwoFactor).toBe(
        true,
      );

      const reset = await call(server, 'DELETE', `/users/${account.id}/two-factor`, { token: adminToken });
      expect(reset.status).toBe(200);
      expect(reset.body.data.user).toMatchObject({ _id: account.id, hasTwoFactor: false });
      expect((await call(server, 'GET', '/auth/me', { token: signedIn.body.token })).status).toBe(401);
      const log = await server.services.db
        .selectFrom('auditLog')
        .select(['actorEmail', 'action', 'entity', 'detail'])
        .where('entityId', '=', account.id)
        .where('action', '=', 'two-factor-reset')
        .execute();
      expect(log).toEqual([
        {
          actorEmail: TEST_ADMIN.email,
          action: 'two-factor-reset',
          entity: 'user',
          detail: '2 sessions ended',
        },
      ]);
      // Neither the remembered device nor the old codes count any more; the policy asks for a new set-up.
      const again = await login(server, account.email, { deviceToken: signedIn.body.deviceToken });
      expect(again.status).toBe(200);
      expect(again.body.data.user.mustSetUpTwoFactor).toBe(true);
      const me = (await call(server, 'GET', '/users', { token: adminToken })).body.data.users.find(
        (user: { _id: string }) => user._id === account.id,
      );
      expect(me.hasTwoFactor).toBe(false);

      const admin = (await call(server, 'GET', '/auth/me', { token: adminToken })).body.data.user;
      const self = await call(server, 'DELETE', `/users/${admin._id}/two-factor`, { token: adminToken });
      expect(self.status).toBe(403);
      const notAdmin = await call(server, 'DELETE', `/users/${admin._id}/two-factor`, {
        token: again.body.token,
      });
      expect(notAdmin.status).toBe(403);
    });

    it('refuses break-glass while single sign-on is not configured', async () => {
      const admin = (await call(server, 'GET', '/auth/me', { token: adminToken })).body.data.user;
      const refused = await call(server, 'PUT', '/sign-in-policy', {
        token: adminToken,
        json: { twoFactorRoles: [], passwordSignIn: 'break-glass', breakGlassUserId: admin._id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.passwordSignIn).toBe(m.breakGlassNeedsSingleSignOn);
    });
  });
});

describe.each(testDatabaseKinds())('break-glass password sign-in on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, {
      RATE_LIMIT: 'off',
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'site',
      OIDC_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets only the break-glass administrator sign in with a password', async () => {
    const adminToken = await signIn(server);
    const admin = (await call(server, 'GET', '/auth/me', { token: adminToken })).body.data.user;
    const colleague = await newAccount(server, 'admin');
    const hr = await newAccount(server, 'hr');

    const read = await call(server, 'GET', '/sign-in-policy', { token: adminToken });
    expect(read.body.data.isSingleSignOnConfigured).toBe(true);
    const missing = await call(server, 'PUT', '/sign-in-policy', {
      token: adminToken,
      json: { twoFactorRoles: [], passwordSignIn: 'break-glass' },
    });
    expect(missing.body.errors.breakGlassUserId).toBe(m.breakGlassRequired);
    const notAdmin = await call(server, 'PUT', '/sign-in-policy', {
      token: adminToken,
      json: { twoFactorRoles: [], passwordSignIn: 'break-glass', breakGlassUserId: hr.id },
    });
    expect(notAdmin.body.errors.breakGlassUserId).toBe(m.breakGlassNotAdmin);
    const saved = await call(server, 'PUT', '/sign-in-policy', {
      token: adminToken,
      json: { twoFactorRoles: [], passwordSignIn: 'break-glass', breakGlassUserId: admin._id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.policy).toMatchObject({
      passwordSignIn: 'break-glass',
      breakGlassUserId: admin._id,
    });

    const refused = await login(server, colleague.email);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(m.singleSignOnOnly);
    // A wrong password is answered as before: the policy is said only to who knows the password.
    const wrong = await call(server, 'POST', '/auth/login', {
      json: { email: colleague.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect((await signIn(server)).length).toBeGreaterThan(0);

    const log = await server.services.db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'detail'])
      .where('entity', '=', 'sign-in-policy')
      .execute();
    expect(log).toEqual([
      {
        action: 'update',
        entity: 'sign-in-policy',
        detail: 'two-factor: none; password sign-in: break-glass',
      },
    ]);
  });
});
