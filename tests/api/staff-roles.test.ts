import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { AREA_ROLES, type StaffArea, type StaffRole } from '../../domain/staff.ts';
import { OPERATIONS } from '../../server/http/openapi-operations.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Staff roles (domain/staff.ts): admin, hr and editor, enforced by the API on every route that
// needs a signed-in member of staff; accounts made by an administrator with an initial password
// that must be changed first; disabling, removal, and always one active administrator.

const m = MESSAGES.staff;

/** The area of every staff-only route, by its method and path: the table the API must follow. */
function areaOf(path: string, method: string): StaffArea {
  // Decision 028: accreditations are read by the content area, written by administrators.
  if (/^\/accreditations\b/.test(path)) return method === 'get' ? 'content' : 'staff';
  if (/^\/capability-statements\b/.test(path)) return 'content';
  // Decision 024: the overview's scheduled changes, of the types each role may change.
  if (path.startsWith('/auth/') || path === '/stats' || path === '/scheduled-changes') return 'anyone';
  // Decision 029: every member of staff reads the insights (HR the careers figures only).
  if (/^\/insights\b/.test(path)) return 'anyone';
  // Decision 027: the sign-in policy is the administrators'.
  if (/^\/(users|audit|personal-data|sign-in-policy)\b/.test(path)) return 'staff';
  // Decision 026: anyone may be asked to interview, and sees and scores their own interviews.
  if (/^\/(interviews\/mine|scorecards\/mine|interviews\/\{id\}\/(scorecards|feedback))$/.test(path))
    return 'anyone';
  if (/^\/interviews\b/.test(path)) return 'recruitment';
  if (/^\/(jobs|applications|application-tags|contact|outbox|email-templates)\b/.test(path))
    return 'recruitment';
  if (/^\/(gallery|gallery-categories|case-studies|products|media|site-content)\b/.test(path))
    return 'content';
  throw new Error(`no area for ${path}`);
}

const STAFF_OPERATIONS = OPERATIONS.filter((op) => op.isAdminOnly);

describe.each(testDatabaseKinds())('staff roles on %s', (kind) => {
  let server: ApiServer;
  let adminToken: string;
  const tokens: Partial<Record<StaffRole, string>> = {};
  const ids: Partial<Record<StaffRole, string>> = {};

  async function addStaff(role: StaffRole, email: string) {
    const created = await call(server, 'POST', '/users', {
      token: adminToken,
      json: { name: `${role} colleague`, email, role, password: 'initial-password-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({
      email,
      role,
      mustChangePassword: true,
      isDisabled: false,
    });
    return created.body.data.user._id as string;
  }

  async function login(email: string, password: string) {
    return call(server, 'POST', '/auth/login', { json: { email, password } });
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    adminToken = await signIn(server);
    tokens.admin = adminToken;
    for (const role of ['hr', 'editor'] as const) {
      const email = `${role}@voltline.example`;
      ids[role] = await addStaff(role, email);
      const first = await login(email, 'initial-password-1');
      expect(first.body.data.user).toMatchObject({ role, mustChangePassword: true });
      const changed = await call(server, 'POST', '/auth/password', {
        token: first.body.token,
        json: { currentPassword: 'initial-password-1', newPassword: `${role}-own-password-2` },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.user).toMatchObject({ role, mustChangePassword: false });
      tokens[role] = first.body.token;
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets each role use exactly its areas on every staff route, and answers 403 elsewhere', async () => {
    const wrong: string[] = [];
    for (const role of ['admin', 'hr', 'editor'] as const) {
      for (const op of STAFF_OPERATIONS) {
        // Logging out would end the session the rest of the test uses.
        if (op.path === '/auth/logout') continue;
        const path = op.path.replace(/\{\w+\}/g, '0123456789abcdef01234567');
        const answer = await call(server, op.method.toUpperCase(), path, { token: tokens[role] });
        const isAllowed = (AREA_ROLES[areaOf(op.path, op.method)] as readonly StaffRole[]).includes(role);
        const isRefused = answer.status === 403 && answer.body?.message === MESSAGES.session.forbidden;
        if (isAllowed === isRefused) wrong.push(`${role} ${op.method} ${op.path} -> ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an editor applications, enquiries, jobs and staff; HR products, gallery, case studies and staff', async () => {
    const refused = async (role: StaffRole, method: string, path: string) => {
      const answer = await call(server, method, path, { token: tokens[role] });
      return `${answer.status} ${answer.body?.message}`;
    };
    const forbidden = `403 ${MESSAGES.session.forbidden}`;
    for (const path of ['/applications', '/contact', '/jobs?view=all', '/users', '/outbox']) {
      expect(await refused('editor', 'GET', path), path).toBe(forbidden);
    }
    for (const [method, path] of [
      ['POST', '/products'],
      ['POST', '/gallery'],
      ['POST', '/case-studies'],
      ['GET', '/gallery-categories/all/admin'],
      ['GET', '/users'],
    ] as const) {
      expect(await refused('hr', method, path), path).toBe(forbidden);
    }
    // ...and each works where allowed.
    expect((await call(server, 'GET', '/applications', { token: tokens.hr })).status).toBe(200);
    expect((await call(server, 'GET', '/contact', { token: tokens.hr })).status).toBe(200);
    expect(
      (await call(server, 'GET', '/gallery-categories/all/admin', { token: tokens.editor })).status,
    ).toBe(200);
    const category = await call(server, 'POST', '/gallery-categories', {
      token: tokens.editor,
      json: { name: 'Protection Testing' },
    });
    expect(category.status).toBe(201);
  });

  it('holds an account with an initial password to changing it first, and ends its other sessions then', async () => {
    await addStaff('hr', 'new-hr@voltline.example');
    const one = (await login('new-hr@voltline.example', 'initial-password-1')).body.token;
    const two = (await login('new-hr@voltline.example', 'initial-password-1')).body.token;
    const blocked = await call(server, 'GET', '/applications', { token: one });
    expect(blocked).toMatchObject({ status: 403, body: { message: MESSAGES.session.mustChangePassword } });
    expect((await call(server, 'GET', '/auth/me', { token: one })).body.data.user.mustChangePassword).toBe(
      true,
    );

    const wrongCurrent = await call(server, 'POST', '/auth/password', {
      token: one,
      json: { currentPassword: 'not-the-password', newPassword: 'a-brand-new-password' },
    });
    expect(wrongCurrent).toMatchObject({
      status: 400,
      body: { errors: { currentPassword: m.currentPasswordWrong } },
    });
    const tooShort = await call(server, 'POST', '/auth/password', {
      token: one,
      json: { currentPassword: 'initial-password-1', newPassword: 'short' },
    });
    expect(tooShort).toMatchObject({ status: 400, body: { errors: { newPassword: m.passwordTooShort } } });

    const changed = await call(server, 'POST', '/auth/password', {
      token: one,
      json: { currentPassword: 'initial-password-1', newPassword: 'a-brand-new-password' },
    });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/applications', { token: one })).status).toBe(200);
    expect((await call(server, 'GET', '/auth/me', { token: two })).status).toBe(401);
    expect((await login('new-hr@voltline.example', 'initial-password-1')).status).toBe(401);
    expect((await login('new-hr@voltline.example', 'a-brand-new-password')).status).toBe(200);
  });

  it('ends a disabled account’s sessions and refuses its sign-in; a removed account is gone', async () => {
    const id = await addStaff('editor', 'leaver@voltline.example');
    const token = (await login('leaver@voltline.example', 'initial-password-1')).body.token;
    const disabled = await call(server, 'PATCH', `/users/${id}`, {
      token: adminToken,
      json: { isDisabled: true },
    });
    expect(disabled.body.data.user.isDisabled).toBe(true);
    expect((await call(server, 'GET', '/auth/me', { token })).status).toBe(401);
    expect(await login('leaver@voltline.example', 'initial-password-1')).toMatchObject({
      status: 403,
      body: { message: m.disabled },
    });
    expect((await call(server, 'DELETE', `/users/${id}`, { token: adminToken })).status).toBe(200);
    expect((await login('leaver@voltline.example', 'initial-password-1')).status).toBe(401);
    const list = await call(server, 'GET', '/users', { token: adminToken });
    expect(list.body.data.users.map((user: { email: string }) => user.email)).not.toContain(
      'leaver@voltline.example',
    );
  });

  it('refuses a duplicate e-mail, and never lets an administrator disable, demote or remove themselves', async () => {
    const duplicate = await call(server, 'POST', '/users', {
      token: adminToken,
      json: { name: 'Again', email: 'HR@voltline.example', role: 'hr', password: 'initial-password-1' },
    });
    expect(duplicate).toMatchObject({ status: 409, body: { errors: { email: m.emailTaken } } });
    const me = (await call(server, 'GET', '/auth/me', { token: adminToken })).body.data.user._id;
    for (const [method, json] of [
      ['PATCH', { isDisabled: true }],
      ['PATCH', { role: 'editor' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(server, method, `/users/${me}`, { token: adminToken, json });
      expect(answer).toMatchObject({ status: 403, body: { message: m.notYourself } });
    }
  });

  it('keeps one active administrator when two demote each other at the same moment', async () => {
    const otherId = await addStaff('admin', 'second-admin@voltline.example');
    const first = (await login('second-admin@voltline.example', 'initial-password-1')).body.token;
    await call(server, 'POST', '/auth/password', {
      token: first,
      json: { currentPassword: 'initial-password-1', newPassword: 'second-admin-password' },
    });
    // Every other administrator made above steps aside first, so these two are the only ones.
    const accounts = (await call(server, 'GET', '/users', { token: adminToken })).body.data.users as {
      _id: string;
      role: string;
      email: string;
    }[];
    const me = (await call(server, 'GET', '/auth/me', { token: adminToken })).body.data.user._id;
    expect(
      accounts
        .filter((user) => user.role === 'admin')
        .map((user) => user._id)
        .sort(),
    ).toEqual([me, otherId].sort());
    const answers = await Promise.all([
      call(server, 'PATCH', `/users/${otherId}`, { token: adminToken, json: { role: 'hr' } }),
      call(server, 'PATCH', `/users/${me}`, { token: first, json: { role: 'hr' } }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const after = (
      await call(server, 'GET', '/users', { token: answers[0].status === 200 ? adminToken : first })
    ).body.data.users as { role: string; isDisabled: boolean }[];
    expect(after.filter((user) => user.role === 'admin' && !user.isDisabled)).toHaveLength(1);
  });
});
