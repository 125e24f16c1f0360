import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDetailAnswer } from '../../domain/answers/applications.ts';
import {
  bulkActionAnswer,
  candidateEmailAnswer,
  emailPreviewAnswer,
  emailTemplateAnswer,
  emailTemplateListAnswer,
} from '../../domain/answers/candidate-emails.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { type ApplicationInput, createApplication } from '../../server/db/applications.ts';
import { findEmail } from '../../server/db/email-outbox.ts';
import { newId, nowIso } from '../../server/db/ids.ts';
import { SITE_CONTENT_SEED } from '../../server/site-content/seed.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026: HR's e-mails to applicants: templates (seeded, managed by HR), the composer's
// preview and send through the outbox, the e-mails on the application's timeline, bulk status
// changes and bulk e-mails, the export of selected applications, and that nothing is ever
// e-mailed to an applicant without a person choosing to send it.

const UNKNOWN_ID = '0123456789abcdef01234567';
const HR_MAILBOX = 'careers@company.example';

let count = 0;

describe.each(testDatabaseKinds())('candidate e-mails API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let editorToken: string;

  beforeAll(async () => {
    // No SMTP_URL: messages stay queued, so each test reads the rows it made.
    server = await startApiServer(kind, { RATE_LIMIT: 'off', HR_TO_EMAIL: HR_MAILBOX });
    token = await signIn(server);
    const editor = await call(server, 'POST', '/users', {
      token,
      json: {
        name: 'Eddie Editor',
        email: 'editor@voltline.example',
        role: 'editor',
        password: 'initial-password-1',
      },
    });
    expect(editor.status).toBe(201);
    const login = await call(server, 'POST', '/auth/login', {
      json: { email: 'editor@voltline.example', password: 'initial-password-1' },
    });
    const changed = await call(server, 'POST', '/auth/password', {
      token: login.body.token,
      json: { currentPassword: 'initial-password-1', newPassword: 'editor-own-password-2' },
    });
    expect(changed.status).toBe(200);
    editorToken = login.body.token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  function stored(overrides: Partial<ApplicationInput> = {}) {
    count += 1;
    return createApplication(server.services.db, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: `priya.${count}@applicant.example`,
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      position: 'Protection Engineer',
      cvUrl: `/api/applications/cv/${count.toString(16).padStart(32, 'c')}.pdf`,
      ...overrides,
    });
  }

  async function templateByPurpose(purpose: string) {
    const list = await call(server, 'GET', '/email-templates', { token });
    const template = emailTemplateListAnswer
      .parse(list.body)
      .data.templates.find((t) => t.purpose === purpose);
    if (!template) throw new Error(`no ${purpose} template`);
    return template;
  }

  async function candidateRows() {
    return server.services.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'candidate').execute();
  }

  async function scheduleInterview(applicationId: string, startsAt: string, interviewers: string[]) {
    const { db } = server.services;
    const id = newId();
    await db
      .insertInto('interviews')
      .values({
        id,
        applicationId,
        startsAt,
        durationMinutes: 60,
        location: 'Colchester office',
        meetingUrl: null,
        status: 'scheduled',
        sequence: 0,
        createdById: UNKNOWN_ID,
        createdByName: 'Ada Admin',
        createdAt: nowIso(),
        updatedAt: nowIso(),
      })
      .execute();
    for (const [index, name] of interviewers.entries()) {
      await db
        .insertInto('interviewInterviewers')
        .values({
          interviewId: id,
          userId: `${index}`.padStart(24, 'a'),
          name,
          email: `${index}@voltline.example`,
        })
        .execute();
    }
    return id;
  }

  describe('templates', () => {
    it('seeds the four default templates once, listed by name', async () => {
      const response = await call(server, 'GET', '/email-templates', { token });
      expect(response.status).toBe(200);
      const { templates } = emailTemplateListAnswer.parse(response.body).data;
      const seeded = templates.filter((template) => template.purpose !== null);
      expect(seeded.map((template) => [template.name, template.purpose])).toEqual([
        ['Invitation to interview', 'interview'],
        ['Offer', 'offer'],
        ['Rejection', 'rejection'],
        ['Request for documents', 'documents'],
      ]);
      for (const template of seeded) expect(template.body).toContain('{{firstName}}');
      const offer = seeded.find((template) => template.purpose === 'offer');
      expect(offer?.body).toMatch(/subject to satisfactory references and to the usual right-to-work checks/);
    });

    it('creates, changes and deletes a template (201, 200, 200) and answers 404 for one that is gone', async () => {
      const created = await call(server, 'POST', '/email-templates', {
        token,
        json: {
          name: 'Holding reply',
          purpose: null,
          subject: 'Your application',
          body: 'Dear {{firstName}},\n\nThanks.',
        },
      });
      expect(created.status).toBe(201);
      const template = emailTemplateAnswer.parse(created.body).data.template;
      expect(template).toMatchObject({ name: 'Holding reply', purpose: null, subject: 'Your application' });

      const changed = await call(server, 'PUT', `/email-templates/${template._id}`, {
        token,
        json: {
          name: 'Holding reply',
          purpose: 'documents',
          subject: 'Still reading',
          body: 'Hello {{ firstName }}',
        },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.template).toMatchObject({ purpose: 'documents', subject: 'Still reading' });

      expect((await call(server, 'DELETE', `/email-templates/${template._id}`, { token })).status).toBe(200);
      for (const [method, json] of [
        ['DELETE', undefined],
        ['PUT', { name: 'x', purpose: null, subject: 'x', body: 'x' }],
      ] as const) {
        const gone = await call(server, method, `/email-templates/${template._id}`, { token, json });
        expect(gone.status).toBe(404);
        expect(gone.body.message).toBe('E-mail template not found');
      }
    });

    it('refuses an unknown merge field with a 400 naming it, on create and on change', async () => {
      const bad = { name: 'Typo', purpose: null, subject: 'Hello {{firstname}}', body: 'Body' };
      const created = await call(server, 'POST', '/email-templates', { token, json: bad });
      expect(created.status).toBe(400);
      expect(created.body.message).toContain('{{firstname}}');
      expect(created.body.errors.subject).toContain('Unknown merge field {{firstname}}');

      const template = await templateByPurpose('rejection');
      const changed = await call(server, 'PUT', `/email-templates/${template._id}`, {
        token,
        json: {
          name: template.name,
          purpose: 'rejection',
          subject: template.subject,
          body: 'Dear {{salutation}}',
        },
      });
      expect(changed.status).toBe(400);
      expect(changed.body.errors.body).toContain('{{salutation}}');
    });

    it('refuses a missing subject, a subject over 200 characters and an unknown purpose', async () => {
      const answers = await Promise.all(
        [
          { name: 'A', purpose: null, subject: '', body: 'x' },
          { name: 'A', purpose: null, subject: 'x'.repeat(201), body: 'x' },
          { name: 'A', purpose: 'welcome', subject: 'x', body: 'x' },
        ].map((json) => call(server, 'POST', '/email-templates', { token, json })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
      expect(answers[0]?.body.errors.subject).toBe('Subject is required');
      expect(answers[1]?.body.errors.subject).toBe('Subject must be 200 characters or fewer');
      expect(answers[2]?.body.errors.purpose).toMatch(/^Purpose must be one of/);
    });

    it('refuses editors (403) on every template and e-mail route', async () => {
      const application = await stored();
      const template = await templateByPurpose('rejection');
      for (const [method, path, json] of [
        ['GET', '/email-templates', undefined],
        ['POST', '/email-templates', { name: 'x', purpose: null, subject: 'x', body: 'x' }],
        ['PUT', `/email-templates/${template._id}`, { name: 'x', purpose: null, subject: 'x', body: 'x' }],
        ['DELETE', `/email-templates/${template._id}`, undefined],
        ['POST', `/applications/${application._id}/emails/preview`, { templateId: template._id }],
        ['POST', `/applications/${application._id}/emails`, { templateId: template._id }],
        ['POST', '/applications/bulk', { ids: [application._id], action: 'status', status: 'reviewed' }],
      ] as const) {
        const answer = await call(server, method, path, { token: editorToken, json });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toBe(MESSAGES.session.forbidden);
      }
      expect(await candidateRows()).toEqual([]);
    });
  });

  describe('preview and send', () => {
    it('previews a template merged for the applicant, office by their country', async () => {
      const application = await stored({ firstName: 'Arjun', country: 'India' });
      const template = await templateByPurpose('offer');
      const response = await call(server, 'POST', `/applications/${application._id}/emails/preview`, {
        token,
        json: { templateId: template._id },
      });
      expect(response.status).toBe(200);
      const { preview } = emailPreviewAnswer.parse(response.body).data;
      expect(preview.subject).toBe('Offer of employment: Protection Engineer at Voltline Engineering');
      expect(preview.body).toMatch(/^Dear Arjun,/);
      expect(preview.body).toContain('at our New Delhi office');
      expect(preview.missing).toEqual([]);
    });

    it('marks the interview fields missing until an interview is scheduled, then fills them in UK time', async () => {
      const application = await stored({ firstName: 'Ada' });
      const template = await templateByPurpose('interview');
      const preview = () =>
        call(server, 'POST', `/applications/${application._id}/emails/preview`, {
          token,
          json: { templateId: template._id },
        });
      const before = (await preview()).body.data.preview;
      expect(before.missing).toEqual(['date', 'interviewer']);
      expect(before.body).toContain('{{date}}');

      // Refused when sent: a person would otherwise post "on {{date}}" to an applicant.
      const refused = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: { templateId: template._id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('{{date}}, {{interviewer}}');

      // A cancelled one and one in the past do not count; the next scheduled one does.
      const cancelled = await scheduleInterview(application._id, '2027-01-12T10:00:00.000Z', ['Linus']);
      await server.services.db
        .updateTable('interviews')
        .set({ status: 'cancelled' })
        .where('id', '=', cancelled)
        .execute();
      await scheduleInterview(application._id, '2020-01-12T10:00:00.000Z', ['Old Timer']);
      await scheduleInterview(application._id, '2027-01-19T10:00:00.000Z', ['Grace Hopper', 'Alan Turing']);
      await scheduleInterview(application._id, '2027-07-19T09:30:00.000Z', ['Someone Later']);
      const after = (await preview()).body.data.preview;
      expect(after.missing).toEqual([]);
      expect(after.body).toContain(
        'on Tuesday 19 January 2027 at 10:00 (UK time), with Alan Turing and Grace Hopper.',
      );
    });

    it('sends free text: 201 data.email queued, merged, Reply-To the office mailbox, shown in the detail', async () => {
      const application = await stored({ firstName: 'Marie', lastName: 'Curie' });
      const response = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: {
          subject: 'A question, {{firstName}}',
          body: 'Dear {{firstName}} {{lastName}},\n\nCould you start in March?',
        },
      });
      expect(response.status).toBe(201);
      const { email } = candidateEmailAnswer.parse(response.body).data;
      expect(email).toMatchObject({
        kind: 'candidate',
        toEmail: application.email,
        subject: 'A question, Marie',
        status: 'queued',
      });
      const row = await findEmail(server.services.db, email._id);
      expect(row?.payload).toEqual({
        to_email: application.email,
        subject: 'A question, Marie',
        body: 'Dear Marie Curie,\n\nCould you start in March?',
        application_id: application._id,
        reply_to: HR_MAILBOX,
      });

      const detail = applicationDetailAnswer.parse(
        (await call(server, 'GET', `/applications/${application._id}`, { token })).body,
      ).data;
      expect(detail.emails).toEqual([
        {
          _id: email._id,
          kind: 'candidate',
          subject: 'A question, Marie',
          toEmail: application.email,
          status: 'queued',
          createdAt: email.createdAt,
        },
      ]);
      const audit = await server.services.db
        .selectFrom('auditLog')
        .selectAll()
        .where('entityId', '=', email._id)
        .execute();
      expect(audit).toMatchObject([
        { action: 'create', entity: 'email', actorEmail: 'admin@voltline.example' },
      ]);
    });

    it('replies to the application mailbox of the applicant’s office, and names that office, as published', async () => {
      const offices = structuredClone(SITE_CONTENT_SEED.offices);
      const india = offices.findIndex((office) => office.country === 'India');
      const indiaOffice = offices[india];
      if (!indiaOffice) throw new Error('no India office in the seed');
      offices[india] = {
        ...indiaOffice,
        name: 'Gurugram',
        applicationMailbox: 'jobs-india@voltline.example',
      };
      const published = await call(server, 'PUT', '/site-content/offices', {
        token,
        json: { value: offices },
      });
      expect(published.status).toBe(200);
      const application = await stored({ firstName: 'Arjun', country: 'India' });
      const response = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: {
          subject: 'Visiting {{office}}',
          body: 'Dear {{firstName}},\n\nSee you at our {{office}} office.',
        },
      });
      expect(response.status).toBe(201);
      const row = await findEmail(server.services.db, response.body.data.email._id);
      expect(row?.subject).toBe('Visiting Gurugram');
      expect(row?.payload.reply_to).toBe('jobs-india@voltline.example');
      expect(row?.payload.body).toBe('Dear Arjun,\n\nSee you at our Gurugram office.');
      // The other tests read the seeded offices.
      const restored = await call(server, 'PUT', '/site-content/offices', {
        token,
        json: { value: SITE_CONTENT_SEED.offices },
      });
      expect(restored.status).toBe(200);
    });

    it('answers 404 for an unknown application or template, and 400 for both or neither kind of content', async () => {
      const template = await templateByPurpose('rejection');
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        for (const path of [`/applications/${id}/emails`, `/applications/${id}/emails/preview`]) {
          const answer = await call(server, 'POST', path, { token, json: { templateId: template._id } });
          expect(answer.status, path).toBe(404);
          expect(answer.body.message).toBe(MESSAGES.applications.notFound);
        }
      }
      const application = await stored();
      const unknownTemplate = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: { templateId: UNKNOWN_ID },
      });
      expect(unknownTemplate.status).toBe(404);
      expect(unknownTemplate.body.message).toBe('E-mail template not found');
      const both = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: { templateId: template._id, subject: 'x', body: 'y' },
      });
      expect(both.status).toBe(400);
      const neither = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: {},
      });
      expect(neither.status).toBe(400);
      expect(neither.body.message).toBe('Choose a template, or write a subject and a message');
      const unknownField = await call(server, 'POST', `/applications/${application._id}/emails`, {
        token,
        json: { subject: 'Hi', body: 'Dear {{name}}' },
      });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.errors.body).toContain('{{name}}');
      expect(
        await candidateRows().then((rows) => rows.filter((row) => row.applicationId === application._id)),
      ).toEqual([]);
    });
  });

  describe('bulk actions', () => {
    it('changes the status of three applications, each recorded in its history, and sends nothing', async () => {
      const three = [await stored(), await stored(), await stored()];
      const before = await server.services.db.selectFrom('emailOutbox').select('id').execute();
      const response = await call(server, 'POST', '/applications/bulk', {
        token,
        json: { ids: [...three.map((a) => a._id), UNKNOWN_ID], action: 'status', status: 'rejected' },
      });
      expect(response.status).toBe(200);
      expect(bulkActionAnswer.parse(response.body).data.results).toEqual([
        ...three.map((a) => ({ _id: a._id, outcome: 'done' })),
        { _id: UNKNOWN_ID, outcome: 'not-found' },
      ]);
      for (const application of three) {
        const detail = (await call(server, 'GET', `/applications/${application._id}`, { token })).body.data;
        expect(detail.application.status).toBe('rejected');
        expect(detail.history).toMatchObject([
          { from: 'pending', to: 'rejected', changedByName: 'Ada Admin' },
        ]);
        expect(detail.emails).toEqual([]);
      }
      const again = await call(server, 'POST', '/applications/bulk', {
        token,
        json: { ids: [three[0]?._id], action: 'status', status: 'rejected' },
      });
      expect(again.body.data.results).toEqual([{ _id: three[0]?._id, outcome: 'unchanged' }]);
      expect(await server.services.db.selectFrom('emailOutbox').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('sends a template to each applicant, one e-mail each, refusing those with a missing value', async () => {
      const withInterview = await stored({ firstName: 'Lise' });
      await scheduleInterview(withInterview._id, '2027-06-15T09:00:00.000Z', ['Grace Hopper']);
      const withoutInterview = await stored({ firstName: 'Emmy' });
      const interview = await templateByPurpose('interview');
      const response = await call(server, 'POST', '/applications/bulk', {
        token,
        json: { ids: [withInterview._id, withoutInterview._id], action: 'email', templateId: interview._id },
      });
      expect(response.status).toBe(200);
      const results = bulkActionAnswer.parse(response.body).data.results;
      expect(results).toEqual([
        { _id: withInterview._id, outcome: 'done', emailId: expect.any(String) },
        { _id: withoutInterview._id, outcome: 'missing-values', missing: ['date', 'interviewer'] },
      ]);
      const sent = await findEmail(server.services.db, results[0]?.emailId ?? '');
      expect(sent?.payload.body).toContain('Dear Lise,');
      // BST: 09:00 UTC is 10:00 in London in June.
      expect(sent?.payload.body).toContain('Tuesday 15 June 2027 at 10:00 (UK time)');

      const rejection = await templateByPurpose('rejection');
      const many = [
        await stored({ firstName: 'One' }),
        await stored({ firstName: 'Two' }),
        await stored({ firstName: 'Three' }),
      ];
      const bulk = await call(server, 'POST', '/applications/bulk', {
        token,
        json: { ids: many.map((a) => a._id), action: 'email', templateId: rejection._id },
      });
      expect(bulk.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
        'done',
        'done',
        'done',
      ]);
      for (const application of many) {
        const rows = (await candidateRows()).filter((row) => row.applicationId === application._id);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.toEmail).toBe(application.email);
        expect(JSON.parse(rows[0]?.payload ?? '{}').body).toContain(`Dear ${application.firstName},`);
      }
    });

    it('refuses a bulk body without ids, with more than 100, repeated or malformed ids, or without its status or template', async () => {
      const id = (n: number) => n.toString(16).padStart(24, '0');
      for (const [json, field] of [
        [{ ids: [], action: 'status', status: 'reviewed' }, 'ids'],
        [{ ids: Array.from({ length: 101 }, (_, n) => id(n)), action: 'status', status: 'reviewed' }, 'ids'],
        [{ ids: [id(1), id(1)], action: 'status', status: 'reviewed' }, 'ids'],
        [{ ids: ['nope'], action: 'status', status: 'reviewed' }, 'ids'],
        [{ ids: [id(1)], action: 'status' }, 'status'],
        [{ ids: [id(1)], action: 'email' }, 'templateId'],
        [{ ids: [id(1)], action: 'archive' }, 'action'],
      ] as const) {
        const answer = await call(server, 'POST', '/applications/bulk', { token, json });
        expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
        expect(Object.keys(answer.body.errors)).toContain(field);
      }
      const unknownTemplate = await call(server, 'POST', '/applications/bulk', {
        token,
        json: { ids: [id(1)], action: 'email', templateId: UNKNOWN_ID },
      });
      expect(unknownTemplate.status).toBe(404);
    });
  });

  it('nothing is e-mailed to an applicant without a person’s action: status changes, single or bulk, queue no candidate e-mail', async () => {
    const before = (await candidateRows()).length;
    const outboxBefore = (await server.services.db.selectFrom('emailOutbox').select('id').execute()).length;
    const [a, b, c] = [await stored(), await stored(), await stored()];
    if (!a || !b || !c) throw new Error('not stored');
    for (const status of ['reviewed', 'interviewed', 'rejected', 'hired']) {
      const answer = await call(server, 'PATCH', `/applications/${a._id}/status`, {
        token,
        json: { status },
      });
      expect(answer.status).toBe(200);
    }
    for (const status of ['rejected', 'hired']) {
      const answer = await call(server, 'POST', '/applications/bulk', {
        token,
        json: { ids: [b._id, c._id], action: 'status', status },
      });
      expect(answer.status).toBe(200);
    }
    expect((await candidateRows()).length).toBe(before);
    expect((await server.services.db.selectFrom('emailOutbox').select('id').execute()).length).toBe(
      outboxBefore,
    );
  });

  describe('export of selected applications', () => {
    it('exports only the ids given, and refuses a malformed list', async () => {
      const chosen = [await stored({ lastName: 'Chosen-One' }), await stored({ lastName: 'Chosen-Two' })];
      await stored({ lastName: 'Not-Chosen' });
      const response = await call(
        server,
        'GET',
        `/applications/export.csv?ids=${chosen.map((a) => a._id).join(',')}`,
        {
          token,
        },
      );
      expect(response.status).toBe(200);
      const lines = String(response.body).trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(String(response.body)).toContain('Chosen-One');
      expect(String(response.body)).toContain('Chosen-Two');
      expect(String(response.body)).not.toContain('Not-Chosen');

      const hundred = Array.from({ length: 100 }, (_, n) => n.toString(16).padStart(24, '0')).join(',');
      expect((await call(server, 'GET', `/applications/export.csv?ids=${hundred}`, { token })).status).toBe(
        200,
      );
      const bad = await call(server, 'GET', '/applications/export.csv?ids=abc', { token });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.ids).toMatch(/application ids/);
    });
  });
});
