import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../server/housekeeping.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// UK GDPR: an administrator exports everything held for an e-mail address (subject access) and
// erases it (rows, CV files, e-mails queued or sent); applications and enquiries past their
// retention periods are deleted by housekeeping, logged by count only.

const TARGET = 'Priya.Sharma@Client.example';
const OTHER = 'tom.reed@client.example';

describe.each(testDatabaseKinds())('personal data requests and retention on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  const cvFiles: Record<string, string[]> = { target: [], other: [] };

  const cvPath = (url: string) => path.join(server.dataDir, 'uploads', 'private', 'cv', path.basename(url));

  async function apply(email: string, who: 'target' | 'other') {
    const cv = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(4096), 'cv.pdf', 'application/pdf'),
    });
    cvFiles[who]?.push(cv.body.fileUrl);
    const created = await call(server, 'POST', '/applications', {
      json: {
        firstName: who === 'target' ? 'Priya' : 'Tom',
        lastName: who === 'target' ? 'Sharma' : 'Reed',
        email,
        phone: '+91 98100 00000',
        country: 'India',
        position: 'Power Systems Engineer',
        cvUrl: cv.body.fileUrl,
      },
    });
    expect(created.status).toBe(201);
    return created.body.data.application._id as string;
  }

  async function enquire(email: string) {
    const sent = await call(server, 'POST', '/contact', {
      json: {
        firstName: 'A',
        lastName: 'B',
        email,
        phone: '0123456789',
        message: 'A question about G99 studies.',
      },
    });
    expect(sent.status).toBe(201);
  }

  async function heldFor(address: string) {
    const { db } = server.services;
    const key = address.toLowerCase();
    const applications = (await db.selectFrom('applications').select('email').execute()).filter(
      (row) => row.email.toLowerCase() === key,
    );
    const enquiries = (await db.selectFrom('contactEnquiries').select('email').execute()).filter(
      (row) => row.email.toLowerCase() === key,
    );
    const emails = (await db.selectFrom('emailOutbox').select(['toEmail', 'payload']).execute()).filter(
      (row) => row.toEmail.toLowerCase() === key || row.payload.toLowerCase().includes(key),
    );
    return { applications: applications.length, enquiries: enquiries.length, emails: emails.length };
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    const first = await apply(TARGET, 'target');
    await apply(TARGET.toLowerCase(), 'target');
    await apply(OTHER, 'other');
    await call(server, 'POST', `/applications/${first}/notes`, {
      token,
      json: { text: 'Strong on IEC 60909.' },
    });
    await call(server, 'PATCH', `/applications/${first}/status`, { token, json: { status: 'interviewed' } });
    // Decision 026: a tag, an interview and a scorecard about the person, through the API.
    expect(
      (await call(server, 'PUT', `/applications/${first}/tags`, { token, json: { tags: ['CompEx'] } }))
        .status,
    ).toBe(200);
    const options = await call(server, 'GET', '/interviews/interviewer-options', { token });
    const interviewerId = options.body.data.interviewers[0]._id as string;
    const interview = await call(server, 'POST', `/applications/${first}/interviews`, {
      token,
      json: {
        startsAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().replace('Z', '+00:00'),
        durationMinutes: 60,
        meetingUrl: 'https://meet.example/priya',
        interviewerIds: [interviewerId],
      },
    });
    expect(interview.status).toBe(201);
    const scored = await call(server, 'POST', `/interviews/${interview.body.data.interview._id}/scorecards`, {
      token,
      json: {
        ratings: { technical: 4, communication: 3, safety: 3 },
        recommendation: 'yes',
        notes: 'Clear account of a 132 kV relay coordination study.',
      },
    });
    expect(scored.status).toBe(201);
    await enquire(TARGET);
    await enquire(OTHER);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('exports everything held for an address, whatever its case, and nothing of anyone else', async () => {
    const response = await fetch(
      `${server.url}/api/personal-data/export?email=${encodeURIComponent(TARGET.toUpperCase())}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="personal-data.json"');
    const { export: data } = (await response.json()).data;
    expect(data.applications).toHaveLength(2);
    const withNote = data.applications.find(
      (application: { notes: unknown[] }) => application.notes.length > 0,
    );
    expect(withNote.notes[0].text).toBe('Strong on IEC 60909.');
    expect(withNote.statusHistory[0]).toMatchObject({ toStatus: 'interviewed' });
    expect(withNote.tags).toEqual(['CompEx']);
    expect(withNote.interviews).toHaveLength(1);
    expect(withNote.interviews[0]).toMatchObject({ meetingUrl: 'https://meet.example/priya' });
    expect(withNote.interviews[0].scorecards[0]).toMatchObject({
      recommendation: 'yes',
      ratings: { technical: 4, communication: 3, safety: 3 },
      notes: 'Clear account of a 132 kV relay coordination study.',
    });
    expect(data.enquiries).toHaveLength(1);
    expect(data.emails.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(data).toLowerCase()).not.toContain(OTHER);
  });

  it('is for administrators only', async () => {
    expect((await call(server, 'POST', '/personal-data/erase', { json: { email: TARGET } })).status).toBe(
      401,
    );
    await call(server, 'POST', '/users', {
      token,
      json: { name: 'HR', email: 'hr@voltline.example', role: 'hr', password: 'initial-password-1' },
    });
    const hr = await call(server, 'POST', '/auth/login', {
      json: { email: 'hr@voltline.example', password: 'initial-password-1' },
    });
    await call(server, 'POST', '/auth/password', {
      token: hr.body.token,
      json: { currentPassword: 'initial-password-1', newPassword: 'hr-own-password-1' },
    });
    const refused = await call(server, 'POST', '/personal-data/erase', {
      token: hr.body.token,
      json: { email: TARGET },
    });
    expect(refused.status).toBe(403);
    expect((await heldFor(TARGET)).applications).toBe(2);
  });

  it('erases every application, CV, note, enquiry and e-mail for the address, and only those', async () => {
    expect(await heldFor(TARGET)).toMatchObject({ applications: 2, enquiries: 1 });
    const erased = await call(server, 'POST', '/personal-data/erase', {
      token,
      json: { email: ` ${TARGET} ` },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data.erased).toMatchObject({ applications: 2, cvs: 2, enquiries: 1 });
    expect(erased.body.data.erased.emails).toBeGreaterThanOrEqual(3);

    expect(await heldFor(TARGET)).toEqual({ applications: 0, enquiries: 0, emails: 0 });
    for (const url of cvFiles.target ?? []) expect(existsSync(cvPath(url))).toBe(false);
    const notes = await server.services.db.selectFrom('applicationNotes').select('text').execute();
    expect(notes.map((note) => note.text)).not.toContain('Strong on IEC 60909.');
    // Decision 026: its tags, interviews, interviewers, scorecards and CV texts went with it.
    for (const table of ['applicationTags', 'interviews', 'interviewInterviewers', 'scorecards'] as const) {
      const rows = await server.services.db.selectFrom(table).selectAll().execute();
      expect(rows, table).toEqual([]);
    }
    const cvTexts = await server.services.db.selectFrom('cvTexts').select('cvUrl').execute();
    for (const url of cvFiles.target ?? []) expect(cvTexts.map((row) => row.cvUrl)).not.toContain(url);
    for (const url of cvFiles.other ?? []) expect(cvTexts.map((row) => row.cvUrl)).toContain(url);
    expect(await heldFor(OTHER)).toMatchObject({ applications: 1, enquiries: 1 });
    for (const url of cvFiles.other ?? []) expect(existsSync(cvPath(url))).toBe(true);

    const log = await call(server, 'GET', '/audit?entity=personal-data', { token });
    expect(log.body.data.entries[0]).toMatchObject({ action: 'erase', actorEmail: 'admin@voltline.example' });
    expect(JSON.stringify(log.body).toLowerCase()).not.toContain('priya');
  });

  it('deletes applications and enquiries past their retention periods, logged by count only', async () => {
    const { db } = server.services;
    await db
      .updateTable('applications')
      .set({ createdAt: new Date(Date.now() - 366 * 86_400_000).toISOString() })
      .execute();
    await db
      .updateTable('contactEnquiries')
      .set({ createdAt: new Date(Date.now() - 700 * 86_400_000).toISOString() })
      .execute();
    await runHousekeeping(server.services);
    expect(await heldFor(OTHER)).toMatchObject({ applications: 0, enquiries: 1 });
    for (const url of cvFiles.other ?? []) expect(existsSync(cvPath(url))).toBe(false);

    await db
      .updateTable('contactEnquiries')
      .set({ createdAt: new Date(Date.now() - 731 * 86_400_000).toISOString() })
      .execute();
    await runHousekeeping(server.services);
    expect(await heldFor(OTHER)).toMatchObject({ applications: 0, enquiries: 0 });
    const log = await call(server, 'GET', '/audit?action=retention-purge', { token });
    expect(
      log.body.data.entries.map((entry: { entity: string; detail: string; actorEmail: string }) => [
        entry.entity,
        entry.detail,
        entry.actorEmail,
      ]),
    ).toEqual([
      ['enquiry', 'count: 1', 'system'],
      ['application', 'count: 1', 'system'],
    ]);
  });
});
