import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAudit } from '../../server/db/audit-log.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// The activity log: staff writes, CV downloads, sign-ins and failed sign-ins, each with who,
// what, which record, when and from where; read by administrators only, never edited.

describe.each(testDatabaseKinds())('activity log on %s', (kind) => {
  let server: ApiServer;
  let adminToken: string;
  let hrToken: string;
  const HR = { email: 'hr.officer@voltline.example', password: 'hr-officer-password-1' };

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    adminToken = await signIn(server);
    await call(server, 'POST', '/users', {
      token: adminToken,
      json: { name: 'HR Officer', email: HR.email, role: 'hr', password: 'initial-password-1' },
    });
    const first = await call(server, 'POST', '/auth/login', {
      json: { ...HR, password: 'initial-password-1' },
    });
    await call(server, 'POST', '/auth/password', {
      token: first.body.token,
      json: { currentPassword: 'initial-password-1', newPassword: HR.password },
    });
    hrToken = first.body.token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function entries(query = '') {
    const answer = await call(server, 'GET', `/audit${query}`, { token: adminToken });
    expect(answer.status).toBe(200);
    return answer.body.data.entries as Record<string, string>[];
  }

  it('records a status change by HR with that account’s e-mail and the application’s id, and a CV download', async () => {
    const cv = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(4096), 'cv.pdf', 'application/pdf'),
    });
    const application = await call(server, 'POST', '/applications', {
      json: {
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada.okafor@example.com',
        phone: '07700 900123',
        country: 'United Kingdom',
        position: 'Protection Engineer',
        cvUrl: cv.body.fileUrl,
      },
    });
    const id = application.body.data.application._id;
    const changed = await call(server, 'PATCH', `/applications/${id}/status`, {
      token: hrToken,
      json: { status: 'reviewed' },
    });
    expect(changed.status).toBe(200);
    const download = await fetch(`${server.url}${cv.body.fileUrl}`, {
      headers: { Authorization: `Bearer ${hrToken}` },
    });
    expect(download.status).toBe(200);

    const [latest, previous] = await entries('?actor=hr.officer');
    expect(previous).toMatchObject({
      actorEmail: HR.email,
      action: 'status-change',
      entity: 'application',
      entityId: id,
      detail: 'status: reviewed',
      address: '127.0.0.1',
    });
    expect(latest).toMatchObject({
      actorEmail: HR.email,
      action: 'download',
      entity: 'cv',
      entityId: cv.body.fileUrl.split('/').at(-1),
    });
    expect(Date.parse(latest?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The applicant's own submission is no staff action: nothing of it is in the log.
    expect((await entries('?entity=application&action=create')).length).toBe(0);
  });

  it('records creates with the new record’s id, account changes, sign-ins and failed sign-ins', async () => {
    const job = await call(server, 'POST', '/jobs', { token: adminToken, json: JOB_FIELDS });
    expect((await entries('?entity=job'))[0]).toMatchObject({
      action: 'create',
      entityId: job.body.data.job._id,
      actorEmail: 'admin@voltline.example',
    });
    const failed = await call(server, 'POST', '/auth/login', {
      json: { email: HR.email, password: 'guess-1' },
    });
    expect(failed.status).toBe(401);
    await call(server, 'POST', '/auth/login', { json: HR });
    const accountEntries = await entries('?entity=account');
    expect(accountEntries.slice(0, 2).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['sign-in', HR.email],
      ['sign-in-failed', HR.email],
    ]);
    expect(accountEntries.map((entry) => entry.action)).toContain('password-change');
    const users = await entries('?entity=user');
    expect(users.at(-1)).toMatchObject({ action: 'create', actorEmail: 'admin@voltline.example' });
  });

  it('filters and pages, and is for administrators only, with no way to change an entry', async () => {
    const all = await call(server, 'GET', '/audit?limit=2&page=1', { token: adminToken });
    expect(all.body.data.entries).toHaveLength(2);
    expect(all.body.totalPages).toBe(Math.ceil(all.body.total / 2));
    const second = await call(server, 'GET', '/audit?limit=2&page=2', { token: adminToken });
    expect(second.body.data.entries[0]._id).not.toBe(all.body.data.entries[0]._id);
    for (const entry of await entries('?action=sign-in')) expect(entry.action).toBe('sign-in');

    expect((await call(server, 'GET', '/audit?actor=%00', { token: adminToken })).status).toBe(400);
    expect((await call(server, 'GET', '/audit?action=rename', { token: adminToken })).status).toBe(400);
    expect((await call(server, 'GET', '/audit')).status).toBe(401);
    expect((await call(server, 'GET', '/audit', { token: hrToken })).status).toBe(403);
    const entryId = all.body.data.entries[0]._id;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await call(server, method, `/audit/${entryId}`, { token: adminToken })).status).toBe(404);
    }
  });

  it('deletes entries past their retention period, and only those', async () => {
    const before = (await call(server, 'GET', '/audit', { token: adminToken })).body.total;
    await server.services.db
      .updateTable('auditLog')
      .set({ createdAt: '2020-01-01T00:00:00.000Z' })
      .where('action', '=', 'sign-in-failed')
      .execute();
    const purged = await purgeAudit(
      server.services.db,
      new Date(Date.now() - 730 * 86_400_000).toISOString(),
      10_000,
    );
    expect(purged).toBeGreaterThan(0);
    expect((await call(server, 'GET', '/audit', { token: adminToken })).body.total).toBe(before - purged);
    expect(await entries('?action=sign-in-failed')).toEqual([]);
  });
});
