import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalKey, withdrawalTokenFor } from '../../server/personal-data/withdraw-application.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Issue 23: every outbox message records whom it is about (about_email_key) and the application
// it tells of (application_id), so an export, an erasure, a withdrawal and a staff delete find
// their e-mails through indexed columns. Each must take exactly the right messages: the person's
// and their applications', never a message that only mentions them or that is about someone else.

const PRIYA = 'Priya.Sharma@Client.example';
const TOM = 'tom.reed@client.example';

describe.each(testDatabaseKinds())('the e-mails an export, erasure or withdrawal finds on %s', (kind) => {
  let server: ApiServer;
  let token: string;

  async function apply(email: string): Promise<string> {
    const cv = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(2048), 'cv.pdf', 'application/pdf'),
    });
    const created = await call(server, 'POST', '/applications', {
      json: {
        firstName: 'Sam',
        lastName: 'Jones',
        email,
        phone: '07700 900123',
        country: 'India',
        position: 'Power Systems Engineer',
        cvUrl: cv.body.fileUrl,
      },
    });
    expect(created.status).toBe(201);
    return created.body.data.application._id;
  }

  async function enquire(email: string, message: string) {
    const sent = await call(server, 'POST', '/contact', {
      json: { firstName: 'Alex', lastName: 'Reed', email, phone: '0123456789', message },
    });
    expect(sent.status).toBe(201);
  }

  /** Every message in the outbox, by kind and what it is about (read from its payload). */
  async function outbox() {
    const rows = await server.services.db
      .selectFrom('emailOutbox')
      .select(['id', 'kind', 'payload'])
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const payload = JSON.parse(row.payload);
      const about = (
        row.kind === 'enquiry' || row.kind === 'application' ? payload.from_email : payload.to_email
      )
        .trim()
        .toLowerCase();
      return {
        id: row.id,
        kind: row.kind,
        about,
        applicationId: payload.application_id as string | undefined,
      };
    });
  }

  const exportFor = async (email: string) =>
    (await call(server, 'GET', `/personal-data/export?email=${encodeURIComponent(email)}`, { token })).body
      .data.export;

  const ids = (emails: { id?: string; _id?: string }[]) =>
    emails.map((email) => email.id ?? email._id).sort();

  let priyaFirst: string;
  let priyaSecond: string;
  let tomApplication: string;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    priyaFirst = await apply(PRIYA);
    priyaSecond = await apply(` ${PRIYA.toUpperCase()} `);
    tomApplication = await apply(TOM);
    await enquire(PRIYA, 'A question about G99 studies.');
    // Tom's enquiry mentions Priya's address: it is about Tom, not about her.
    await enquire(TOM, PRIYA.toLowerCase());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("exports the person's messages and their applications', and no one else's", async () => {
    const all = await outbox();
    const priyas = all.filter((email) => email.about === PRIYA.toLowerCase());
    // Two applications and an enquiry, each with the company's copy and the confirmation.
    expect(priyas).toHaveLength(6);
    const exported = await exportFor(PRIYA.toLowerCase());
    expect(ids(exported.emails)).toEqual(ids(priyas));
    expect(ids((await exportFor(TOM)).emails)).toEqual(ids(all.filter((email) => email.about === TOM)));
  });

  it("deletes an application's two e-mails with it when staff delete it, and nothing else", async () => {
    const before = await outbox();
    expect((await call(server, 'DELETE', `/applications/${tomApplication}`, { token })).status).toBe(200);
    const after = await outbox();
    expect(before.filter((email) => email.applicationId === tomApplication)).toHaveLength(2);
    expect(ids(after)).toEqual(ids(before.filter((email) => email.applicationId !== tomApplication)));
  });

  it("takes only the withdrawn application's e-mails, not the same person's others", async () => {
    const before = await outbox();
    const key = await withdrawalKey(server.services);
    const withdrawn = await call(server, 'POST', '/applications/withdraw', {
      json: { token: withdrawalTokenFor(key, priyaFirst, 30) },
    });
    expect(withdrawn.status).toBe(200);
    const after = await outbox();
    expect(ids(after)).toEqual(ids(before.filter((email) => email.applicationId !== priyaFirst)));
    expect(after.filter((email) => email.applicationId === priyaSecond)).toHaveLength(2);
  });

  it("erases the person's remaining messages and leaves everyone else's", async () => {
    const before = await outbox();
    const erased = await call(server, 'POST', '/personal-data/erase', { token, json: { email: PRIYA } });
    expect(erased.status).toBe(200);
    // The second application's two e-mails and the enquiry's two.
    expect(erased.body.data.erased).toEqual({ applications: 1, cvs: 1, enquiries: 1, emails: 4 });
    const after = await outbox();
    expect(ids(after)).toEqual(ids(before.filter((email) => email.about !== PRIYA.toLowerCase())));
    // Tom's enquiry, which quotes her address, is still there with its confirmation.
    expect(after.map((email) => email.about)).toEqual([TOM, TOM]);
    expect((await exportFor(PRIYA)).emails).toEqual([]);
  });
});
