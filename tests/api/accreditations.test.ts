import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '../../domain/capability-statements.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { staffToken } from '../support/talent.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 028: the company's accreditations. The content area reads them (editors choose them
// for statements); administrators alone write them. The dashboard overview warns of those expired
// or expiring within 60 days, for administrators and editors.

const m = STATEMENT_MESSAGES;

/** YYYY-MM-DD `days` from today (UTC). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())('accreditations API on %s', (kind) => {
  let server: ApiServer;
  let admin: string;
  let editor: string;
  let hr: string;

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'ISO 9001 Quality management',
    issuer: 'BSI',
    certificateNumber: 'FS 600123',
    scope: 'Design of HV and LV electrical systems',
    expiresOn: '2099-06-30',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    admin = await signIn(server);
    editor = await staffToken(server, 'editor');
    hr = await staffToken(server, 'hr');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets an administrator add, change and delete an accreditation, each answered with its state', async () => {
    const created = await call(server, 'POST', '/accreditations', { token: admin, json: body() });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(m.accreditationSaved);
    const { accreditation } = created.body.data;
    expect(accreditation).toMatchObject({
      ...body(),
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      state: 'valid',
    });

    const listed = await call(server, 'GET', '/accreditations', { token: editor });
    expect(listed.status).toBe(200);
    expect(listed.body.data.accreditations.map((item: { _id: string }) => item._id)).toContain(
      accreditation._id,
    );

    const changed = await call(server, 'PUT', `/accreditations/${accreditation._id}`, {
      token: admin,
      json: body({ expiresOn: dayFromToday(10), certificateNumber: '' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.accreditation).toMatchObject({
      expiresOn: dayFromToday(10),
      certificateNumber: null,
      state: 'expiring',
    });

    const deleted = await call(server, 'DELETE', `/accreditations/${accreditation._id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(m.accreditationDeleted);
    const again = await call(server, 'DELETE', `/accreditations/${accreditation._id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(m.accreditationNotFound);
    expect((await call(server, 'PUT', '/accreditations/nope', { token: admin, json: body() })).status).toBe(
      404,
    );
  });

  it('refuses writes to editors and HR (403), reads to HR (403), and everything to the anonymous (401)', async () => {
    const forbidden = (response: { status: number; body: { message?: string } }) => {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.session.forbidden);
    };
    forbidden(await call(server, 'POST', '/accreditations', { token: editor, json: body() }));
    forbidden(await call(server, 'POST', '/accreditations', { token: hr, json: body() }));
    forbidden(await call(server, 'GET', '/accreditations', { token: hr }));
    const created = await call(server, 'POST', '/accreditations', {
      token: admin,
      json: body({ name: 'CHAS' }),
    });
    const id = created.body.data.accreditation._id;
    forbidden(await call(server, 'PUT', `/accreditations/${id}`, { token: editor, json: body() }));
    forbidden(await call(server, 'DELETE', `/accreditations/${id}`, { token: editor }));
    expect((await call(server, 'GET', '/accreditations')).status).toBe(401);
    expect((await call(server, 'POST', '/accreditations', { json: body() })).status).toBe(401);
  });

  it('names a missing name or certifying body and a malformed expiry date (400)', async () => {
    const post = async (overrides: Record<string, unknown>) =>
      call(server, 'POST', '/accreditations', { token: admin, json: body(overrides) });
    const noName = await post({ name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(m.accreditationNameRequired);
    const noIssuer = await post({ issuer: '' });
    expect(noIssuer.status).toBe(400);
    expect(noIssuer.body.message).toBe(m.accreditationIssuerRequired);
    const badDate = await post({ expiresOn: '31/03/2027' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe(m.accreditationExpiryInvalid);
    const never = await post({ name: 'Constructionline Gold', expiresOn: '' });
    expect(never.status).toBe(201);
    expect(never.body.data.accreditation).toMatchObject({ expiresOn: null, state: 'valid' });
  });

  it('shows administrators and editors the accreditations expired or expiring soon on the overview, not HR', async () => {
    const add = async (name: string, expiresOn: string) =>
      (await call(server, 'POST', '/accreditations', { token: admin, json: body({ name, expiresOn }) })).body
        .data.accreditation._id as string;
    const soon = await add('SafeContractor', dayFromToday(20));
    const lapsed = await add('Achilles UVDB', dayFromToday(-3));
    const later = await add('NICEIC', dayFromToday(200));

    for (const token of [admin, editor]) {
      const stats = await call(server, 'GET', '/stats', { token });
      expect(stats.status).toBe(200);
      const expiring = stats.body.data.accreditationsExpiring;
      expect(expiring).toEqual(
        expect.arrayContaining([
          { _id: lapsed, name: 'Achilles UVDB', expiresOn: dayFromToday(-3), state: 'expired' },
          { _id: soon, name: 'SafeContractor', expiresOn: dayFromToday(20), state: 'expiring' },
        ]),
      );
      expect(expiring.map((item: { _id: string }) => item._id)).not.toContain(later);
      // Soonest first.
      const days = expiring.map((item: { expiresOn: string }) => item.expiresOn);
      expect(days).toEqual([...days].sort());
    }
    const forHr = await call(server, 'GET', '/stats', { token: hr });
    expect(forHr.status).toBe(200);
    expect(forHr.body.data.accreditationsExpiring).toBeUndefined();
    expect(forHr.body.data.stats).toBeDefined();
  });

  it('records each write in the activity log', async () => {
    const created = await call(server, 'POST', '/accreditations', {
      token: admin,
      json: body({ name: 'ISO 45001' }),
    });
    const entries = await server.services.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where('entityId', '=', created.body.data.accreditation._id)
      .execute();
    expect(entries).toEqual([{ action: 'create', entity: 'accreditation' }]);
  });
});
