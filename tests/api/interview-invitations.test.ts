import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { createApplication } from '../../server/db/applications.ts';
import { createUser } from '../../server/db/users.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026 end to end: the mail sender delivers an interview's invitations to a real SMTP
// server, and the calendar each message carries is read back with a real iCalendar parser
// (ical.js): the start in UTC is right in UK winter (GMT) and summer (BST), the UID stays the
// same, a move arrives as SEQUENCE 1 with the new time, and a cancellation as METHOD:CANCEL.

const PUBLIC_URL = 'https://www.voltline.example';
const FROM = 'no-reply@company.example';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const APPLICANT = 'priya.sharma@applicant.example';
const INTERVIEWERS = ['grace@voltline.example', 'alan@voltline.example'];

type Calendar = {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  durationMinutes: number;
  status: string;
  summary: string;
  attendees: string[];
  organizer: string;
};

function calendarOf(mail: ReceivedMail): Calendar {
  const file = mail.parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
  expect(file, 'an invite.ics attachment').toBeDefined();
  expect(file?.contentType).toBe('text/calendar');
  const root = new ICAL.Component(ICAL.parse(file?.content.toString('utf8') ?? ''));
  const vevent = root.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar');
  const event = new ICAL.Event(vevent);
  return {
    method: String(root.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    durationMinutes: event.duration.toSeconds() / 60,
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    attendees: vevent
      .getAllProperties('attendee')
      .map((property) => String(property.getFirstValue()).replace(/^mailto:/i, ''))
      .sort(),
    organizer: String(vevent.getFirstPropertyValue('organizer')).replace(/^mailto:/i, ''),
  };
}

function byRecipient(mails: readonly ReceivedMail[]): Map<string, ReceivedMail> {
  return new Map(mails.map((mail) => [mail.envelope.to[0] ?? '', mail]));
}

describe.each(testDatabaseKinds())('interview invitations by e-mail on %s', (kind) => {
  let sink: SmtpSink;
  let server: ApiServer;
  let token: string;
  const interviewerIds: string[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startApiServer(kind, {
      RATE_LIMIT: 'off',
      SMTP_URL: sink.url,
      MAIL_FROM: `Voltline Engineering <${FROM}>`,
      PUBLIC_URL,
      HR_TO_EMAIL: 'careers@company.example',
    });
    token = await signIn(server);
    for (const [index, email] of INTERVIEWERS.entries()) {
      const account = await createUser(server.services.db, {
        email,
        name: index === 0 ? 'Grace Hopper' : 'Alan Turing',
        role: index === 0 ? 'editor' : 'hr',
        passwordHash: await hashPassword('a-strong-test-password'),
      });
      interviewerIds.push(account._id);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  async function nextThree(): Promise<Map<string, ReceivedMail>> {
    const before = sink.received.length;
    // A busy machine may make the sender take its back-off once (the first retry comes within 20 s).
    const mails = await sink.waitFor(before + 3, 40_000);
    const fresh = mails.slice(before);
    expect(fresh.flatMap((mail) => mail.envelope.to).sort()).toEqual([APPLICANT, ...INTERVIEWERS].sort());
    return byRecipient(fresh);
  }

  it('invites, moves and cancels: each person gets each message with a calendar that says so', async () => {
    const application = await createApplication(server.services.db, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: APPLICANT,
      phone: '+91 22 5555 0000',
      country: 'India',
      position: 'Protection Engineer',
      cvUrl: `/api/applications/cv/${'a'.repeat(32)}.pdf`,
    });

    // 10:00 UK time in January is 10:00 UTC (GMT).
    const scheduled = await call(server, 'POST', `/applications/${application._id}/interviews`, {
      token,
      json: {
        startsAt: `${NEXT_YEAR}-01-19T10:00:00+00:00`,
        durationMinutes: 60,
        meetingUrl: 'https://meet.example/priya-sharma',
        interviewerIds,
      },
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.data.interview._id;
    const uid = `${id}@www.voltline.example`;

    const invitations = await nextThree();
    for (const [recipient, mail] of invitations) {
      const calendar = calendarOf(mail);
      expect(calendar).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 0,
        start: `${NEXT_YEAR}-01-19T10:00:00.000Z`,
        durationMinutes: 60,
        status: 'CONFIRMED',
        summary: 'Interview: Protection Engineer — Priya Sharma',
        organizer: FROM,
      });
      expect(calendar.attendees).toEqual([APPLICANT, ...INTERVIEWERS].sort());
      // The calendar is also the message's own text/calendar part, for Accept / Decline.
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(mail.parsed.text).toContain('https://meet.example/priya-sharma');
      expect(mail.parsed.replyTo?.value[0]?.address).toBe('careers@company.example');
      expect(recipient).toBeTruthy();
    }
    const toApplicant = invitations.get(APPLICANT);
    expect(toApplicant?.parsed.subject).toBe(
      'Interview invitation: Protection Engineer at Voltline Engineering',
    );
    // UK time, and the applicant's office time (India, UTC+5:30).
    expect(toApplicant?.parsed.text).toContain('10:00 UK time (15:30 in New Delhi)');
    expect(toApplicant?.parsed.html).toContain('10:00 UK time (15:30 in New Delhi)');
    expect(toApplicant?.parsed.text).toContain('Dear Priya,');
    expect(invitations.get(INTERVIEWERS[0] as string)?.parsed.html).toContain(
      'You have been asked to interview Priya Sharma for the Protection Engineer role.',
    );
    // Each interviewer's message carries their own scorecard link, which opens without an account;
    // the applicant's carries none.
    expect(toApplicant?.parsed.text).not.toContain('/interview-feedback/');
    for (const interviewer of INTERVIEWERS) {
      const link = invitations
        .get(interviewer)
        ?.parsed.text?.match(/https?:\/\/\S+\/interview-feedback\/([\w.-]+)/);
      expect(link, interviewer).toBeTruthy();
      const opened = await call(server, 'GET', `/interview-feedback/${link?.[1]}`);
      expect(opened.status).toBe(200);
      expect(JSON.stringify(opened.body)).toContain('Priya');
    }

    // Moved to 10:00 UK time in July: 09:00 UTC (BST), SEQUENCE 1, the same UID.
    const moved = await call(server, 'PUT', `/interviews/${id}`, {
      token,
      json: {
        startsAt: `${NEXT_YEAR}-07-19T10:00:00+01:00`,
        durationMinutes: 45,
        meetingUrl: 'https://meet.example/priya-sharma',
        interviewerIds,
      },
    });
    expect(moved.status).toBe(200);
    const updates = await nextThree();
    for (const mail of updates.values()) {
      expect(calendarOf(mail)).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 1,
        start: `${NEXT_YEAR}-07-19T09:00:00.000Z`,
        durationMinutes: 45,
      });
    }
    expect(updates.get(APPLICANT)?.parsed.subject).toBe(
      'Interview updated: Protection Engineer at Voltline Engineering',
    );
    expect(updates.get(APPLICANT)?.parsed.text).toContain('10:00 UK time (14:30 in New Delhi)');

    // Cancelled: METHOD:CANCEL, STATUS:CANCELLED, the sequence up again, to everyone.
    expect((await call(server, 'DELETE', `/interviews/${id}`, { token })).status).toBe(200);
    const cancellations = await nextThree();
    for (const mail of cancellations.values()) {
      expect(calendarOf(mail)).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      expect(mail.raw).toMatch(/method=CANCEL/i);
    }
    expect(cancellations.get(APPLICANT)?.parsed.subject).toBe(
      'Interview cancelled: Protection Engineer at Voltline Engineering',
    );
  }, 150_000);
});
