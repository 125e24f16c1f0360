import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { putAuthChallenge, takeAuthChallenge } from '../../server/db/auth-challenges.ts';
import { addPasskey } from '../../server/db/passkeys.ts';
import { DEFAULT_SIGN_IN_POLICY, saveSignInPolicy } from '../../server/db/sign-in-policy.ts';
import { createUser } from '../../server/db/users.ts';
import { call } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { quickPasswordHash } from '../support/quick-password-hash.ts';
import { assertPasskey, createPasskey, type SoftPasskey } from '../support/soft-authenticator.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 027: passkeys over the API. A software authenticator (tests/support/soft-authenticator.ts)
// answers the server's real challenges with real ES256 signatures, so registration, password-less
// sign-in, the sign count and a ceremony finished on a second instance are all checked without a
// browser; the browser's own part is tests/e2e/dashboard/passkeys.test.ts.

const PUBLIC_URL = 'https://www.voltline.example';

type Person = { id: string; email: string; token: string };

/** A staff account of the test's own, signed in with its password (before it has any passkey). */
async function newPerson(server: ApiServer, role: 'admin' | 'hr' | 'editor' = 'hr'): Promise<Person> {
  const email = `staff-${randomBytes(4).toString('hex')}@voltline.example`;
  const password = `pw-${randomBytes(10).toString('hex')}`;
  const account = await createUser(server.services.db, {
    email,
    name: 'Pat Passkey',
    passwordHash: await quickPasswordHash(password),
    role,
  });
  const login = await call(server, 'POST', '/auth/login', { json: { email, password } });
  expect(login.status).toBe(200);
  return { id: account._id, email, token: login.body.token };
}

async function register(server: ApiServer, person: Person, name = 'Work laptop') {
  const options = await call(server, 'POST', '/auth/passkeys/registration-options', { token: person.token });
  expect(options.status).toBe(200);
  const { passkey, response } = createPasskey(options.body.data.options, PUBLIC_URL);
  const added = await call(server, 'POST', '/auth/passkeys', {
    token: person.token,
    json: { name, response },
  });
  expect(added.status).toBe(201);
  return { passkey, stored: added.body.data.passkey };
}

async function signInWith(server: ApiServer, passkey: SoftPasskey, overrides: { signCount?: number } = {}) {
  const options = await call(server, 'POST', '/auth/passkeys/sign-in-options');
  expect(options.status).toBe(200);
  const response = assertPasskey(passkey, options.body.data.options, PUBLIC_URL, overrides);
  return call(server, 'POST', '/auth/passkeys/sign-in', {
    json: { challengeId: options.body.data.challengeId, response },
  });
}

/** A stored passkey with a key nobody holds, for the routes that never check a signature. */
async function storedPasskey(server: ApiServer, userId: string, name: string) {
  const passkey = await addPasskey(server.services.db, {
    userId,
    credentialId: randomBytes(16).toString('base64url'),
    publicKey: randomBytes(77).toString('base64url'),
    signCount: 0,
    transports: [],
    deviceType: 'singleDevice',
    isBackedUp: false,
    name,
  });
  if (!passkey) throw new Error('not stored');
  return passkey;
}

describe.each(testDatabaseKinds())('passkeys API on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let server: ApiServer;
  let second: ApiServer;
  beforeAll(async () => {
    database = await createEmptyDatabase(kind);
    server = await startApiServer(kind, { RATE_LIMIT: 'off', PUBLIC_URL }, { database });
    // A second instance on the same database, as behind a load balancer.
    second = await startApiServer(kind, { RATE_LIMIT: 'off', PUBLIC_URL }, { database });
  });
  afterAll(async () => {
    await second?.stop();
    await server?.stop();
    await database?.drop();
  });

  it('offers registration for PUBLIC_URL’s host, a discoverable passkey with user verification', async () => {
    const person = await newPerson(server);
    const answer = await call(server, 'POST', '/auth/passkeys/registration-options', { token: person.token });
    expect(answer.status).toBe(200);
    const { options, suggestedName } = answer.body.data;
    expect(options.rp).toEqual({ id: 'www.voltline.example', name: 'Voltline Engineering' });
    expect(options.user).toMatchObject({
      id: Buffer.from(person.id).toString('base64url'),
      name: person.email,
      displayName: 'Pat Passkey',
    });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    });
    expect(options.attestation).toBe('none');
    expect(typeof suggestedName).toBe('string');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');

    const signIn = await call(server, 'POST', '/auth/passkeys/sign-in-options');
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.options).toMatchObject({
      rpId: 'www.voltline.example',
      userVerification: 'required',
    });
    expect(signIn.body.data.options.allowCredentials ?? []).toEqual([]);
    expect(signIn.body.data.challengeId).toMatch(/^[a-f0-9]{24}$/);

    expect((await call(server, 'POST', '/auth/passkeys/registration-options')).status).toBe(401);
    expect((await call(server, 'GET', '/auth/passkeys')).status).toBe(401);
  });

  it('registers a passkey, signs in with it alone, counts its uses, on either instance', async () => {
    const person = await newPerson(server);
    const { passkey, stored } = await register(server, person);
    expect(stored).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
      isSynced: false,
    });
    const list = await call(server, 'GET', '/auth/passkeys', { token: person.token });
    expect(list.body.data.passkeys).toEqual([stored]);

    const first = await signInWith(server, passkey);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      data: { user: { _id: person.id, email: person.email, role: 'hr', mustChangePassword: false } },
    });
    const me = await call(second, 'GET', '/auth/me', { token: first.body.token });
    expect(me.body.data.user._id).toBe(person.id);

    const { db } = server.services;
    const row = await db
      .selectFrom('passkeys')
      .select(['signCount', 'lastUsedAt'])
      .where('id', '=', stored._id)
      .executeTakeFirstOrThrow();
    expect(Number(row.signCount)).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
    const session = await db
      .selectFrom('sessions')
      .select('method')
      .where('userId', '=', person.id)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.method).toBe('passkey');
    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'entityId'])
      .where('actorEmail', '=', person.email)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([{ action: 'create', entity: 'passkey', entityId: stored._id }]),
    );

    // The challenge from one instance, the answer to the other.
    const options = await call(server, 'POST', '/auth/passkeys/sign-in-options');
    const response = assertPasskey(passkey, options.body.data.options, PUBLIC_URL);
    const onSecond = await call(second, 'POST', '/auth/passkeys/sign-in', {
      json: { challengeId: options.body.data.challengeId, response },
    });
    expect(onSecond.status).toBe(200);
    // The same answer again: its challenge is spent.
    const replay = await call(server, 'POST', '/auth/passkeys/sign-in', {
      json: { challengeId: options.body.data.challengeId, response },
    });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ success: false, message: MESSAGES.passkeys.signInFailed });
    // A fresh challenge signed with a count that did not go up: a cloned authenticator.
    const cloned = await signInWith(second, passkey, { signCount: 2 });
    expect(cloned.status).toBe(401);
    expect((await signInWith(second, passkey, { signCount: 3 })).status).toBe(200);

    // The same authenticator cannot be registered twice.
    const again = await call(server, 'POST', '/auth/passkeys/registration-options', { token: person.token });
    expect(again.body.data.options.excludeCredentials).toEqual([
      { id: passkey.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('takes a challenge once and not after five minutes', async () => {
    const { db } = server.services;
    const now = new Date();
    const challenge = {
      purpose: 'passkey-sign-in' as const,
      userId: null,
      challenge: 'abc',
      detail: null,
      expiresAt: new Date(now.getTime() + 5 * 60_000).toISOString(),
    };
    await putAuthChallenge(db, { ...challenge, id: 'challenge-once' });
    expect(
      await takeAuthChallenge(db, 'challenge-once', 'passkey-registration', now.toISOString()),
    ).toBeUndefined();
    await putAuthChallenge(db, { ...challenge, id: 'challenge-once-2' });
    expect(
      await takeAuthChallenge(db, 'challenge-once-2', 'passkey-sign-in', now.toISOString()),
    ).toMatchObject({
      challenge: 'abc',
    });
    expect(
      await takeAuthChallenge(db, 'challenge-once-2', 'passkey-sign-in', now.toISOString()),
    ).toBeUndefined();

    // Through the API: a challenge whose five minutes have passed signs no one in.
    const person = await newPerson(server);
    const { passkey } = await register(server, person);
    const options = await call(server, 'POST', '/auth/passkeys/sign-in-options');
    const challengeId: string = options.body.data.challengeId;
    const kept = await db
      .selectFrom('authChallenges')
      .select('expiresAt')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    const lifetime = Date.parse(kept.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    await db
      .updateTable('authChallenges')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', challengeId)
      .execute();
    const response = assertPasskey(passkey, options.body.data.options, PUBLIC_URL);
    const late = await call(server, 'POST', '/auth/passkeys/sign-in', { json: { challengeId, response } });
    expect(late.status).toBe(401);
  });

  it('answers one 401 for a forged, garbage or unknown answer', async () => {
    const person = await newPerson(server);
    const { passkey } = await register(server, person);
    const options = await call(server, 'POST', '/auth/passkeys/sign-in-options');
    const genuine = assertPasskey(passkey, options.body.data.options, PUBLIC_URL) as {
      response: Record<string, string>;
    };
    const forged = {
      ...genuine,
      response: { ...genuine.response, signature: randomBytes(70).toString('base64url') },
    };
    const answers = [
      { challengeId: options.body.data.challengeId, response: forged },
      { challengeId: 'no-such-challenge', response: genuine },
      {
        challengeId: (await call(server, 'POST', '/auth/passkeys/sign-in-options')).body.data.challengeId,
        response: { id: 'x' },
      },
    ];
    for (const json of answers) {
      const refused = await call(server, 'POST', '/auth/passkeys/sign-in', { json });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: MESSAGES.passkeys.signInFailed });
    }
    // Another site's page (a look-alike relaying the ceremony) signs an origin that is not ours.
    const elsewhere = await call(server, 'POST', '/auth/passkeys/sign-in-options');
    const relayed = assertPasskey(passkey, elsewhere.body.data.options, 'https://www.voltline-login.example');
    const phished = await call(server, 'POST', '/auth/passkeys/sign-in', {
      json: { challengeId: elsewhere.body.data.challengeId, response: relayed },
    });
    expect(phished.status).toBe(401);
  });

  it('refuses a disabled account and, with break-glass sign-in, everyone but the break-glass account', async () => {
    const person = await newPerson(server);
    const { passkey } = await register(server, person);
    const { db } = server.services;
    await db.updateTable('users').set({ isDisabled: 1 }).where('id', '=', person.id).execute();
    expect((await signInWith(server, passkey)).status).toBe(401);
    await db.updateTable('users').set({ isDisabled: 0 }).where('id', '=', person.id).execute();

    const admin = await newPerson(server, 'admin');
    await saveSignInPolicy(
      db,
      { twoFactorRoles: [], passwordSignIn: 'break-glass', breakGlassUserId: admin.id },
      'Test',
    );
    try {
      const refused = await signInWith(server, passkey);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(MESSAGES.passkeys.singleSignOnOnly);
    } finally {
      await saveSignInPolicy(db, DEFAULT_SIGN_IN_POLICY, 'Test');
    }
    expect((await signInWith(server, passkey)).status).toBe(200);
  });

  it('renames and removes only one’s own passkeys; another person’s is not found', async () => {
    const owner = await newPerson(server);
    const stranger = await newPerson(server);
    const mine = await storedPasskey(server, owner.id, 'Phone');
    for (const [method, json] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(server, method, `/auth/passkeys/${mine._id}`, {
        token: stranger.token,
        json,
      });
      expect(refused.status, method).toBe(404);
      expect(refused.body.message).toBe(MESSAGES.passkeys.notFound);
    }
    expect(
      (await call(server, 'PATCH', '/auth/passkeys/nonsense', { token: owner.token, json: { name: 'x' } }))
        .status,
    ).toBe(404);

    const blank = await call(server, 'PATCH', `/auth/passkeys/${mine._id}`, {
      token: owner.token,
      json: { name: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: MESSAGES.passkeys.nameRequired });
    const renamed = await call(server, 'PATCH', `/auth/passkeys/${mine._id}`, {
      token: owner.token,
      json: { name: '  Work phone ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.passkey).toMatchObject({ _id: mine._id, name: 'Work phone' });
    const removed = await call(server, 'DELETE', `/auth/passkeys/${mine._id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect((await call(server, 'GET', '/auth/passkeys', { token: owner.token })).body.data.passkeys).toEqual(
      [],
    );
    const audit = await server.services.db
      .selectFrom('auditLog')
      .select(['action', 'entityId', 'detail'])
      .where('entity', '=', 'passkey')
      .where('entityId', '=', mine._id)
      .orderBy('createdAt')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['update', 'delete']);
  });

  it('refuses to remove the last second factor of a role that must use one', async () => {
    const { db } = server.services;
    const person = await newPerson(server, 'editor');
    const only = await storedPasskey(server, person.id, 'Only key');
    await saveSignInPolicy(
      db,
      { twoFactorRoles: ['editor'], passwordSignIn: 'everyone', breakGlassUserId: null },
      'Test',
    );
    try {
      const refused = await call(server, 'DELETE', `/auth/passkeys/${only._id}`, { token: person.token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.passkeys.lastRequiredFactor);

      // With a second passkey, or an authenticator app, it may go.
      const spare = await storedPasskey(server, person.id, 'Spare key');
      expect(
        (await call(server, 'DELETE', `/auth/passkeys/${only._id}`, { token: person.token })).status,
      ).toBe(200);
      expect(
        (await call(server, 'DELETE', `/auth/passkeys/${spare._id}`, { token: person.token })).status,
      ).toBe(409);
      await db
        .updateTable('users')
        .set({ totpEnabledAt: new Date().toISOString() })
        .where('id', '=', person.id)
        .execute();
      expect(
        (await call(server, 'DELETE', `/auth/passkeys/${spare._id}`, { token: person.token })).status,
      ).toBe(200);
    } finally {
      await saveSignInPolicy(db, DEFAULT_SIGN_IN_POLICY, 'Test');
    }
  });
});

describe.each(testDatabaseKinds())('passkey sign-in brake on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, { PUBLIC_URL });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('brakes answers from one address like passwords: three at once, then a wait', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const options = await call(server, 'POST', '/auth/passkeys/sign-in-options');
      const answer = await call(server, 'POST', '/auth/passkeys/sign-in', {
        json: { challengeId: options.body.data.challengeId, response: { id: 'garbage', type: 'public-key' } },
      });
      statuses.push(answer.status);
      retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('limits the challenges one address may ask for (each is kept until used or expired)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await call(server, 'POST', '/auth/passkeys/sign-in-options')).status);
    }
    // Four were asked for above.
    expect(statuses.filter((status) => status === 200)).toHaveLength(26);
    expect(statuses.slice(26)).toEqual([429, 429, 429, 429]);
  });
});
