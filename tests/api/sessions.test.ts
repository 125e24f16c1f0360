import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/db/users.ts';
import { call, signIn, TEST_ADMIN } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { quickPasswordHash } from '../support/quick-password-hash.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 027: one's signed-in devices, ending them, an administrator ending a colleague's, and
// the e-mail about a sign-in from a new device.

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(testDatabaseKinds())('sessions API on %s', (kind) => {
  let server: ApiServer;
  let password = 0;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A fresh account of its own, so each test counts its own sessions and e-mails. */
  async function colleague(role: 'admin' | 'hr' | 'editor' = 'hr') {
    password += 1;
    const person = {
      email: `person${password}-${Date.now()}@voltline.example`,
      name: `Person ${password}`,
      password: `a-long-enough-password-${password}`,
    };
    const account = await createUser(server.services.db, {
      name: person.name,
      email: person.email,
      role,
      passwordHash: await quickPasswordHash(person.password),
    });
    return { ...person, id: account._id };
  }

  async function signInAs(
    person: { email: string; password: string },
    options: { userAgent?: string; deviceToken?: string } = {},
  ): Promise<{ token: string; deviceToken: string }> {
    const response = await call(server, 'POST', '/auth/login', {
      json: {
        email: person.email,
        password: person.password,
        ...(options.deviceToken ? { deviceToken: options.deviceToken } : {}),
      },
      headers: options.userAgent ? { 'User-Agent': options.userAgent } : {},
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { token: response.body.token, deviceToken: response.body.deviceToken };
  }

  async function noticesTo(email: string) {
    return server.services.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toEmail', '=', email)
      .where('kind', '=', 'new-sign-in')
      .execute();
  }

  it("lists the caller's unexpired sessions, newest first, with device, network and the current one marked", async () => {
    const person = await colleague();
    const first = await signInAs(person, { userAgent: FIREFOX_ON_LINUX });
    const second = await signInAs(person, { userAgent: SAFARI_ON_IPHONE });
    // Another person's session is never listed.
    await signIn(server);

    const response = await call(server, 'GET', '/auth/sessions', { token: first.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const sessions = response.body.data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      device: 'Safari on iPhone',
      network: 'This computer',
      method: 'password',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: false,
    });
    expect(sessions[1]).toMatchObject({ device: 'Firefox on Linux', current: true });
    const mine = await call(server, 'GET', '/auth/sessions', { token: second.token });
    expect(mine.body.data.sessions.map((session: { current: boolean }) => session.current)).toEqual([
      true,
      false,
    ]);
    // Nothing about the token or the full User-Agent is answered.
    expect(JSON.stringify(response.body)).not.toContain('Gecko');
  });

  it('leaves expired sessions out', async () => {
    const person = await colleague();
    const kept = await signInAs(person);
    await signInAs(person);
    await server.services.db
      .updateTable('sessions')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('userId', '=', person.id)
      .where('createdAt', '=', (eb) =>
        eb
          .selectFrom('sessions')
          .select((s) => s.fn.max('createdAt').as('c'))
          .where('userId', '=', person.id),
      )
      .execute();
    const response = await call(server, 'GET', '/auth/sessions', { token: kept.token });
    expect(response.body.data.sessions).toHaveLength(1);
  });

  it('ends one other session: its token answers 401 at once; an unknown or foreign id is 404', async () => {
    const person = await colleague();
    const here = await signInAs(person);
    const there = await signInAs(person, { userAgent: SAFARI_ON_IPHONE });
    const list = await call(server, 'GET', '/auth/sessions', { token: here.token });
    const other = list.body.data.sessions.find((session: { current: boolean }) => !session.current);

    const ended = await call(server, 'DELETE', `/auth/sessions/${other._id}`, { token: here.token });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ success: true, data: { ended: 1 } });
    expect((await call(server, 'GET', '/auth/me', { token: there.token })).status).toBe(401);
    expect((await call(server, 'GET', '/auth/me', { token: here.token })).status).toBe(200);

    // Again, someone else's, or not an id at all: not found, and nothing ended.
    expect((await call(server, 'DELETE', `/auth/sessions/${other._id}`, { token: here.token })).status).toBe(
      404,
    );
    const adminToken = await signIn(server);
    const adminList = await call(server, 'GET', '/auth/sessions', { token: adminToken });
    const adminSession = adminList.body.data.sessions[0]._id;
    expect(
      (await call(server, 'DELETE', `/auth/sessions/${adminSession}`, { token: here.token })).status,
    ).toBe(404);
    expect((await call(server, 'GET', '/auth/me', { token: adminToken })).status).toBe(200);
    expect((await call(server, 'DELETE', '/auth/sessions/..%2Fx', { token: here.token })).status).toBe(404);

    const log = await server.services.db
      .selectFrom('auditLog')
      .selectAll()
      .where('actorEmail', '=', person.email)
      .where('action', '=', 'session-end')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('ending the current session signs the caller out', async () => {
    const person = await colleague();
    const here = await signInAs(person);
    const list = await call(server, 'GET', '/auth/sessions', { token: here.token });
    const current = list.body.data.sessions[0];
    expect(current.current).toBe(true);
    const ended = await call(server, 'DELETE', `/auth/sessions/${current._id}`, { token: here.token });
    expect(ended.status).toBe(200);
    expect((await call(server, 'GET', '/auth/me', { token: here.token })).status).toBe(401);
  });

  it('signs out everywhere else, keeping the caller, and says how many', async () => {
    const person = await colleague();
    const here = await signInAs(person);
    const others = [await signInAs(person), await signInAs(person), await signInAs(person)];
    const response = await call(server, 'DELETE', '/auth/sessions', { token: here.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { ended: 3 } });
    expect(response.body.message).toBe('Signed out of 3 other devices');
    for (const other of others) {
      expect((await call(server, 'GET', '/auth/me', { token: other.token })).status).toBe(401);
    }
    const list = await call(server, 'GET', '/auth/sessions', { token: here.token });
    expect(list.body.data.sessions).toHaveLength(1);
  });

  it('needs a session: 401 without one', async () => {
    expect((await call(server, 'GET', '/auth/sessions')).status).toBe(401);
    expect((await call(server, 'DELETE', '/auth/sessions')).status).toBe(401);
  });

  it("lets an administrator end all of a colleague's sessions, logged; others may not, nor on oneself", async () => {
    const person = await colleague('editor');
    const sessions = [await signInAs(person), await signInAs(person)];
    const adminToken = await signIn(server);
    const hr = await colleague('hr');
    const hrSession = await signInAs(hr);

    expect(
      (await call(server, 'DELETE', `/users/${person.id}/sessions`, { token: hrSession.token })).status,
    ).toBe(403);
    const admins = await call(server, 'GET', '/auth/me', { token: adminToken });
    expect(
      (await call(server, 'DELETE', `/users/${admins.body.data.user._id}/sessions`, { token: adminToken }))
        .status,
    ).toBe(403);
    expect(
      (await call(server, 'DELETE', '/users/0123456789abcdef01234567/sessions', { token: adminToken }))
        .status,
    ).toBe(404);

    const response = await call(server, 'DELETE', `/users/${person.id}/sessions`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { ended: 2 } });
    for (const session of sessions) {
      expect((await call(server, 'GET', '/auth/me', { token: session.token })).status).toBe(401);
    }
    const log = await server.services.db
      .selectFrom('auditLog')
      .selectAll()
      .where('actorEmail', '=', TEST_ADMIN.email)
      .where('entityId', '=', person.id)
      .execute();
    expect(log.map((entry) => [entry.action, entry.entity, entry.detail])).toEqual([
      ['session-end', 'user', 'all sessions (2)'],
    ]);
  });

  it("e-mails a sign-in from a new device, but not the account's first ever nor a known device", async () => {
    const person = await colleague();
    const first = await signInAs(person, { userAgent: FIREFOX_ON_LINUX });
    expect(first.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await noticesTo(person.email)).toHaveLength(0);

    // The same browser again, with the token it was given.
    const again = await signInAs(person, { userAgent: FIREFOX_ON_LINUX, deviceToken: first.deviceToken });
    expect(again.deviceToken).toBe(first.deviceToken);
    expect(await noticesTo(person.email)).toHaveLength(0);

    // Another browser (or one that lost its token, or sent a made-up one).
    await signInAs(person, { userAgent: SAFARI_ON_IPHONE, deviceToken: 'made-up' });
    const notices = await noticesTo(person.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'New sign-in to your account', status: 'queued' });
    expect(JSON.parse(String(notices[0]?.payload))).toMatchObject({
      to_name: person.name,
      device: 'Safari on iPhone',
      network: 'This computer',
    });
  });
});
