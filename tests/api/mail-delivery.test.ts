import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/connection.ts';
import { findEmail, type OutboxEmail } from '../../server/db/email-outbox.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { type ReceivedMail, rawHeaders, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// The mail sender against a real SMTP server in this process (decision 013): what arrives, for
// whom, with which Reply-To and parts; what happens while the server is down, refuses, or is
// slow when the site stops; and that nothing a visitor types adds a header or a recipient.
// Back-off is scaled down (retries after 0.1-1 s) so the tests take seconds, not minutes; the
// production schedule itself is unit-tested in server/mail/retry-schedule.test.ts.

const FAST_RETRIES = { MAIL_RETRY_FIRST_SECONDS: '0.2', MAIL_RETRY_MAX_SECONDS: '1' };
const COMPANY = 'enquiries@company.example';
const HR = 'careers@company.example';

const ENQUIRY = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@client.example',
  phone: '0123456789',
  message: 'We need a G99 application and protection settings for a 4 MW solar farm.\nCan you quote?',
};

const APPLICANT = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@applicant.example',
  phone: '+44 (0)20 7946-0958',
  country: 'United Kingdom',
  position: 'Senior Protection Engineer',
  linkedin: 'https://www.linkedin.com/in/priya-sharma',
  comments: 'Available from March.',
};

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function outboxRows(server: ApiServer): Promise<OutboxEmail[]> {
  return server.services.db
    .selectFrom('emailOutbox')
    .selectAll()
    .orderBy('createdAt')
    .execute()
    .then((rows) =>
      Promise.all(rows.map((row) => findEmail(server.services.db, row.id) as Promise<OutboxEmail>)),
    );
}

/** The two newest rows once both are recorded as sent (the sender records it after the 250 reply). */
function lastTwoSent(server: ApiServer): Promise<OutboxEmail[]> {
  return until(async () => {
    const rows = (await outboxRows(server)).slice(-2);
    return rows.every((row) => row.status === 'sent') ? rows : undefined;
  });
}

function to(mails: readonly ReceivedMail[], address: string): ReceivedMail[] {
  return mails.filter((mail) => mail.envelope.to.includes(address));
}

describe.each(testDatabaseKinds())('e-mail delivery on %s', (kind) => {
  let sink: SmtpSink;
  let server: ApiServer;
  let token: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startApiServer(kind, {
      RATE_LIMIT: 'off',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Voltline Engineering <no-reply@company.example>',
      CONTACT_TO_EMAIL: COMPANY,
      HR_TO_EMAIL: HR,
      ...FAST_RETRIES,
    });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it('sends the enquiry to the company with Reply-To the visitor, and a confirmation to the visitor', async () => {
    sink.received.length = 0;
    expect((await call(server, 'POST', '/contact', { json: ENQUIRY })).status).toBe(201);
    const mails = await sink.waitFor(2);

    const [notice] = to(mails, COMPANY);
    expect(notice?.envelope).toEqual({ from: 'no-reply@company.example', to: [COMPANY] });
    const parsed = notice?.parsed;
    expect(parsed?.subject).toBe('Website enquiry from Grace Hopper');
    expect(parsed?.from?.value).toEqual([
      { name: 'Voltline Engineering', address: 'no-reply@company.example' },
    ]);
    expect(parsed?.replyTo?.value).toEqual([{ name: 'Grace Hopper', address: ENQUIRY.email }]);
    for (const field of ['Grace Hopper', ENQUIRY.email, ENQUIRY.phone, 'G99 application', 'Can you quote?']) {
      expect(parsed?.text).toContain(field);
      expect(parsed?.html).toContain(field);
    }

    const [confirmation] = to(mails, ENQUIRY.email);
    expect(confirmation?.envelope.to).toEqual([ENQUIRY.email]);
    expect(confirmation?.parsed.replyTo?.value).toEqual([{ name: '', address: COMPANY }]);
    expect(confirmation?.parsed.text).toContain(`${server.services.config.publicUrl}/privacy-policy`);
    expect(confirmation?.parsed.html).toContain('/privacy-policy');
    // Nothing the visitor typed goes back out to an address they typed.
    for (const typed of ['Grace', 'G99', ENQUIRY.phone]) {
      expect(confirmation?.parsed.text).not.toContain(typed);
      expect(confirmation?.parsed.html).not.toContain(typed);
    }

    // Each message carries the Message-ID of its outbox row; both rows are sent after one try.
    const rows = await lastTwoSent(server);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      const mail = to(mails, row.toEmail)[0];
      expect(mail?.parsed.messageId).toBe(`<${row.id}.outbox@company.example>`);
      expect(rawHeaders(mail as ReceivedMail)).toMatch(/^Auto-Submitted: auto-generated$/m);
    }
  });

  it('sends the application to HR with a link into the dashboard, and a confirmation naming the published job', async () => {
    sink.received.length = 0;
    const job = await call(server, 'POST', '/jobs', {
      token,
      json: {
        title: APPLICANT.position,
        type: 'Full-time',
        place: 'Colchester',
        country: 'United Kingdom',
        isActive: true,
        qualifications: 'BEng or MEng in Electrical Engineering; chartered or working towards it',
        experience: '5+ years of protection design',
        responsibilities:
          "Protection settings studies to the network operator's policies and G99 for witness testing",
      },
    });
    expect(job.status).toBe(201);
    const upload = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(4096), 'cv.pdf', 'application/pdf'),
    });
    const created = await call(server, 'POST', '/applications', {
      json: { ...APPLICANT, cvUrl: upload.body.fileUrl },
    });
    expect(created.status).toBe(201);
    const application = created.body.data.application;
    const mails = await sink.waitFor(2);

    const [notice] = to(mails, HR);
    expect(notice?.parsed.subject).toBe('New job application: Senior Protection Engineer (United Kingdom)');
    expect(notice?.parsed.replyTo?.value).toEqual([{ name: 'Priya Sharma', address: APPLICANT.email }]);
    const dashboardLink = `${server.services.config.publicUrl}/dashboard/applications?open=${application._id}`;
    for (const field of [
      'Priya Sharma',
      APPLICANT.phone,
      'United Kingdom',
      APPLICANT.position,
      APPLICANT.linkedin,
      'Available from March.',
    ]) {
      expect(notice?.parsed.text).toContain(field);
    }
    expect(notice?.parsed.text).toContain(dashboardLink);
    expect(notice?.parsed.html).toContain(dashboardLink.replace('&', '&amp;'));
    // The CV itself stays private: no link to the file, no attachment.
    expect(notice?.raw).not.toContain(upload.body.fileUrl);
    expect(notice?.parsed.attachments).toEqual([]);

    const [confirmation] = to(mails, APPLICANT.email);
    expect(confirmation?.parsed.replyTo?.value).toEqual([{ name: '', address: HR }]);
    expect(confirmation?.parsed.text).toContain('Senior Protection Engineer');
    expect(confirmation?.parsed.text).not.toContain('Available from March.');
  });

  it('adds no header and no recipient for a name carrying line breaks, and refuses such an address', async () => {
    sink.received.length = 0;
    const hostile = {
      ...ENQUIRY,
      firstName: 'Eve\r\nBcc: attacker@evil.example',
      lastName: 'Mallory\nX-Injected: yes\r\n\r\nA body of my own',
    };
    expect((await call(server, 'POST', '/contact', { json: hostile })).status).toBe(201);
    const refused = await call(server, 'POST', '/contact', {
      json: { ...ENQUIRY, email: 'grace@client.example\r\nBcc: attacker@evil.example' },
    });
    expect(refused.status).toBe(400);

    const mails = await sink.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(2);
    expect(sink.received.flatMap((mail) => mail.envelope.to).sort()).toEqual([COMPANY, ENQUIRY.email].sort());
    for (const mail of mails) {
      const headers = rawHeaders(mail);
      expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.parsed.headers.has('x-injected')).toBe(false);
    }
    const [notice] = to(mails, COMPANY);
    expect(notice?.parsed.subject).toBe(
      'Website enquiry from Eve Bcc: attacker@evil.example Mallory X-Injected: yes A body of my own',
    );
    expect(notice?.parsed.replyTo?.value[0]?.address).toBe(ENQUIRY.email);
  });

  it('keeps messages while the mail server is down and delivers them when it comes back', async () => {
    sink.received.length = 0;
    await sink.pause();
    expect((await call(server, 'POST', '/contact', { json: ENQUIRY })).status).toBe(201);
    const waiting = await until(async () => {
      const rows = (await outboxRows(server)).slice(-2);
      return rows.every((row) => row.status === 'queued' && row.attempts >= 1 && row.lastError)
        ? rows
        : undefined;
    });
    // A plain sentence for staff, then the technical detail.
    expect(waiting[0]?.lastError).toMatch(/^Could not reach the mail server: .*ECONNREFUSED/);

    // A retry may hold a message as 'sending' for a moment (the back-off here is 0.2-1 s), so
    // read the list until it shows both waiting, as staff would see it between attempts.
    const listed = await until(async () => {
      const answer = await call(server, 'GET', '/outbox?status=queued', { token });
      // The counts and the page are two reads: an attempt may start between them.
      const isSettled =
        answer.body?.counts?.queued === 2 &&
        answer.body.data.messages.every((message: { status: string }) => message.status === 'queued');
      return isSettled ? answer : undefined;
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ mailConfigured: true, counts: { queued: 2 } });
    expect(listed.body.data.messages[0]).toMatchObject({
      status: 'queued',
      attempts: expect.any(Number),
      nextAttemptAt: expect.any(String),
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(listed.body.data.messages[0]).not.toHaveProperty('payload');

    const backAt = Date.now();
    await sink.start();
    await sink.waitFor(2, 10_000);
    // The back-off here is capped at 1 s (5 minutes in production): delivery follows within it.
    expect(Date.now() - backAt).toBeLessThan(5_000);
    expect((await lastTwoSent(server)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('fails a message the server refuses for good at once, and Retry sends it again', async () => {
    sink.received.length = 0;
    sink.mode = 'refuse-for-good';
    expect((await call(server, 'POST', '/contact', { json: ENQUIRY })).status).toBe(201);
    const failed = await until(async () => {
      const rows = (await outboxRows(server)).slice(-2);
      return rows.every((row) => row.status === 'failed') ? rows : undefined;
    });
    expect(failed.map((row) => row.attempts)).toEqual([1, 1]);
    expect(failed[0]?.lastError).toMatch(
      /^The mail server refused the sender or recipient: .*550 No such mailbox here/,
    );

    sink.mode = 'accept';
    const id = failed[0]?.id ?? '';
    const retried = await call(server, 'POST', `/outbox/${id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body.data.message).toMatchObject({ _id: id, status: 'queued' });
    const [mail] = await sink.waitFor(1);
    expect(mail?.parsed.messageId).toBe(`<${id}.outbox@company.example>`);
    expect(
      await until(async () =>
        (await findEmail(server.services.db, id))?.status === 'sent' ? true : undefined,
      ),
    ).toBe(true);
    // A sent message cannot be retried or cancelled; an unknown one is 404.
    expect((await call(server, 'POST', `/outbox/${id}/retry`, { token })).status).toBe(409);
    expect((await call(server, 'POST', `/outbox/${id}/cancel`, { token })).status).toBe(409);
    expect((await call(server, 'POST', '/outbox/0000000000000000000000ff/retry', { token })).status).toBe(
      404,
    );
  });

  it('lets only a signed-in administrator see or change the outbox', async () => {
    expect((await call(server, 'GET', '/outbox')).status).toBe(401);
    expect((await call(server, 'POST', '/outbox/x/retry')).status).toBe(401);
    expect((await call(server, 'GET', '/outbox?status=lost', { token })).status).toBe(400);
  });
});

describe.each(testDatabaseKinds())('e-mail that keeps failing on %s', (kind) => {
  let sink: SmtpSink;
  let server: ApiServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sink.mode = 'refuse-temporarily';
    server = await startApiServer(kind, {
      RATE_LIMIT: 'off',
      SMTP_URL: sink.url,
      ...FAST_RETRIES,
      // Given up on after about 2 seconds of tries (24 hours in production).
      MAIL_GIVE_UP_HOURS: String(2 / 3600),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it('is tried again and again, then marked failed with the last error', async () => {
    expect((await call(server, 'POST', '/contact', { json: ENQUIRY })).status).toBe(201);
    const rows = await until(async () => {
      const all = await outboxRows(server);
      return all.length === 2 && all.every((row) => row.status === 'failed') ? all : undefined;
    }, 10_000);
    for (const row of rows) {
      expect(row.attempts).toBeGreaterThan(1);
      expect(row.lastError).toContain('Mailbox busy, try again later');
    }
    expect(sink.received).toEqual([]);
  });
});

describe('stopping the server while a message is being sent', () => {
  it('waits for the send to finish and records it as sent', async () => {
    const sink = await startSmtpSink();
    sink.dataDelayMs = 1_500;
    const server = await startApiServer('sqlite', { RATE_LIMIT: 'off', SMTP_URL: sink.url });
    try {
      expect((await call(server, 'POST', '/contact', { json: ENQUIRY })).status).toBe(201);
      await until(async () =>
        (await outboxRows(server)).some((row) => row.status === 'sending') ? true : undefined,
      );
      await server.close();
      expect(sink.received).toHaveLength(1);
      const db = createDb(server.services.config.database);
      try {
        const statuses = await db
          .selectFrom('emailOutbox')
          .select(['status', 'attempts'])
          .orderBy('createdAt')
          .execute();
        // The one in flight was finished and recorded; the other was never claimed.
        expect(statuses).toEqual([
          { status: 'sent', attempts: 1 },
          { status: 'queued', attempts: 0 },
        ]);
      } finally {
        await db.destroy();
      }
    } finally {
      await server.stop();
      await sink.close();
    }
  });
});
