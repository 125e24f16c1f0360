import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDetailAnswer } from '../../domain/answers/applications.ts';
import {
  interviewAnswer,
  interviewerOptionsAnswer,
  myInterviewsAnswer,
  upcomingInterviewsAnswer,
} from '../../domain/answers/interviews.ts';
import { INTERVIEW_MESSAGES } from '../../domain/interviews.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { type ApplicationInput, createApplication } from '../../server/db/applications.ts';
import { findEmail } from '../../server/db/email-outbox.ts';
import { newId } from '../../server/db/ids.ts';
import { createUser } from '../../server/db/users.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026: interviews on an application. Who may schedule, move and cancel them; what the
// API refuses (a start time without its offset first of all); the iCalendar SEQUENCE; which
// e-mails each write queues (delivery itself is in interview-invitations.test.ts); the
// overview's upcoming list, an interviewer's own list, the application's detail, and everything
// going with a deleted application.

const m = INTERVIEW_MESSAGES;
const PASSWORD = 'a-strong-test-password';
const UNKNOWN_ID = '0123456789abcdef01234567';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
/** 10:00 UK time on 19 January next year (GMT) and the same on 19 July (BST). */
const WINTER = `${NEXT_YEAR}-01-19T10:00:00+00:00`;
const SUMMER = `${NEXT_YEAR}-07-19T10:00:00+01:00`;

let cvCount = 0;

describe.each(testDatabaseKinds())('interviews API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let hrToken: string;
  let editorToken: string;
  const staff: Record<'hr' | 'editor' | 'grace' | 'alan' | 'katherine' | 'disabled', string> = {
    hr: '',
    editor: '',
    grace: '',
    alan: '',
    katherine: '',
    disabled: '',
  };
  const tokens: Record<string, string> = {};

  async function staffMember(key: keyof typeof staff, role: 'hr' | 'editor' | 'admin', name: string) {
    const email = `${key}@voltline.example`;
    const account = await createUser(server.services.db, {
      email,
      name,
      role,
      passwordHash: await hashPassword(PASSWORD),
    });
    staff[key] = account._id;
    const response = await call(server, 'POST', '/auth/login', { json: { email, password: PASSWORD } });
    tokens[key] = response.body.token;
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    await staffMember('hr', 'hr', 'Harriet Recruiter');
    await staffMember('editor', 'editor', 'Edith Editor');
    await staffMember('grace', 'editor', 'Grace Hopper');
    await staffMember('alan', 'admin', 'Alan Turing');
    await staffMember('katherine', 'hr', 'Katherine Johnson');
    await staffMember('disabled', 'hr', 'Former Colleague');
    await server.services.db
      .updateTable('users')
      .set({ isDisabled: 1 })
      .where('id', '=', staff.disabled)
      .execute();
    hrToken = tokens.hr as string;
    editorToken = tokens.editor as string;
  });
  afterAll(async () => {
    await server?.stop();
  });

  function stored(overrides: Partial<ApplicationInput> = {}) {
    cvCount += 1;
    return createApplication(server.services.db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${cvCount}@applicant.example`,
      phone: '+44 20 7946 0000',
      country: 'India',
      position: 'Protection Engineer',
      cvUrl: `/api/applications/cv/${cvCount.toString(16).padStart(32, '0')}.pdf`,
      ...overrides,
    });
  }

  const valid = () => ({
    startsAt: WINTER,
    durationMinutes: 60,
    meetingUrl: 'https://meet.example/ada-lovelace',
    interviewerIds: [staff.grace, staff.alan],
  });

  const schedule = (applicationId: string, json: unknown, as = hrToken) =>
    call(server, 'POST', `/applications/${applicationId}/interviews`, { token: as, json });
  const change = (id: string, json: unknown, as = hrToken) =>
    call(server, 'PUT', `/interviews/${id}`, { token: as, json });
  const cancel = (id: string, as = hrToken) => call(server, 'DELETE', `/interviews/${id}`, { token: as });

  async function outboxOf(applicationId: string) {
    const rows = await server.services.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('applicationId', '=', applicationId)
      .where('kind', '=', 'interview')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return Promise.all(rows.map(async (row) => (await findEmail(server.services.db, row.id))!));
  }

  function methods(emails: Awaited<ReturnType<typeof outboxOf>>) {
    return emails.map((email) => `${email.toEmail} ${email.payload.ics_method}`).sort();
  }

  describe('POST /applications/{id}/interviews', () => {
    it('schedules it in UTC with the interviewers copied from their accounts, and answers 201 data.interview', async () => {
      const application = await stored();
      const response = await schedule(application._id, { ...valid(), startsAt: SUMMER });
      expect(response.status).toBe(201);
      expect(interviewAnswer.safeParse(response.body).success).toBe(true);
      expect(response.body.data.interview).toEqual({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        applicationId: application._id,
        startsAt: `${NEXT_YEAR}-07-19T09:00:00.000Z`,
        durationMinutes: 60,
        meetingUrl: 'https://meet.example/ada-lovelace',
        status: 'scheduled',
        sequence: 0,
        interviewers: [
          { _id: staff.alan, name: 'Alan Turing', email: 'alan@voltline.example' },
          { _id: staff.grace, name: 'Grace Hopper', email: 'grace@voltline.example' },
        ],
        createdByName: 'Harriet Recruiter',
        createdAt: expect.any(String),
      });
    });

    it('queues one invitation with its calendar to the applicant and to each interviewer', async () => {
      const application = await stored();
      expect((await schedule(application._id, valid())).status).toBe(201);
      const emails = await outboxOf(application._id);
      expect(methods(emails)).toEqual(
        [
          `${application.email} REQUEST`,
          'alan@voltline.example REQUEST',
          'grace@voltline.example REQUEST',
        ].sort(),
      );
      for (const email of emails) {
        expect(email.payload.ics).toContain('METHOD:REQUEST');
        expect(email.payload.ics).toContain(`DTSTART:${NEXT_YEAR}0119T100000Z`);
        expect(email.payload.application_id).toBe(application._id);
        // Each interviewer's own no-account scorecard link; none for the applicant.
        if (email.toEmail === application.email) expect(email.payload.scorecard_url).toBeUndefined();
        else expect(email.payload.scorecard_url).toMatch(/\/interview-feedback\/[\w.-]+$/);
      }
      const toApplicant = emails.find((email) => email.toEmail === application.email);
      expect(toApplicant?.subject).toBe('Interview invitation: Protection Engineer at Voltline Engineering');
      // India: UK time and the New Delhi office's time (UTC+5:30).
      expect(toApplicant?.payload.body).toContain(
        `When: Tuesday 19 January ${NEXT_YEAR}, 10:00 UK time (15:30 in New Delhi)`.replace(
          'Tuesday',
          new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
            new Date(Date.UTC(NEXT_YEAR, 0, 19)),
          ),
        ),
      );
    });

    it('takes an office instead of a link', async () => {
      const application = await stored({ country: 'United Kingdom' });
      const { meetingUrl: _link, ...rest } = valid();
      const response = await schedule(application._id, {
        ...rest,
        location: 'Colchester office, 1 High Street, Colchester CO1 1AA',
      });
      expect(response.status).toBe(201);
      expect(response.body.data.interview.location).toBe(
        'Colchester office, 1 High Street, Colchester CO1 1AA',
      );
      expect(response.body.data.interview.meetingUrl).toBeUndefined();
    });

    it.each([
      [
        'a start time without its offset',
        { startsAt: `${NEXT_YEAR}-01-19T10:00:00` },
        'startsAt',
        m.startsAtNoOffset,
      ],
      [
        'a start time without its offset or seconds',
        { startsAt: `${NEXT_YEAR}-01-19T10:00` },
        'startsAt',
        m.startsAtNoOffset,
      ],
      [
        'a date that does not exist',
        { startsAt: `${NEXT_YEAR}-02-30T10:00:00Z` },
        'startsAt',
        m.startsAtInvalid,
      ],
      ['a start in the past', { startsAt: '2020-01-01T10:00:00Z' }, 'startsAt', m.startsAtPast],
      ['no start time', { startsAt: '' }, 'startsAt', m.startsAtRequired],
      ['10 minutes', { durationMinutes: 10 }, 'durationMinutes', m.durationInvalid],
      ['481 minutes', { durationMinutes: 481 }, 'durationMinutes', m.durationInvalid],
      ['an http link', { meetingUrl: 'http://meet.example/x' }, 'meetingUrl', m.meetingUrlInvalid],
      ['an office and a link', { location: 'Colchester office' }, 'location', m.placeBoth],
      ['neither an office nor a link', { meetingUrl: '' }, 'location', m.placeRequired],
      ['no interviewer', { interviewerIds: [] }, 'interviewerIds', m.interviewersRequired],
      [
        'seven interviewers',
        { interviewerIds: Array.from({ length: 7 }, () => newId()) },
        'interviewerIds',
        m.interviewersTooMany,
      ],
      [
        'the same interviewer twice',
        { interviewerIds: ['x', 'x'] },
        'interviewerIds',
        m.interviewersRepeated,
      ],
    ])('refuses %s with a 400 naming the field', async (_case, override, field, message) => {
      const application = await stored();
      const response = await schedule(application._id, { ...valid(), ...override });
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toBe(message);
      expect(await outboxOf(application._id)).toEqual([]);
    });

    it('refuses an unknown or disabled member of staff with a 400 naming the id, and schedules nothing', async () => {
      const application = await stored();
      for (const id of [UNKNOWN_ID, staff.disabled]) {
        const response = await schedule(application._id, { ...valid(), interviewerIds: [staff.grace, id] });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(m.interviewerUnknown(id));
        expect(response.body.errors.interviewerIds).toContain(id);
      }
      const detail = await call(server, 'GET', `/applications/${application._id}`, { token });
      expect(detail.body.data.interviews).toEqual([]);
      expect(await outboxOf(application._id)).toEqual([]);
    });

    it('answers 404 for an application that does not exist', async () => {
      expect((await schedule(UNKNOWN_ID, valid())).status).toBe(404);
      expect((await schedule('not-an-id', valid())).status).toBe(404);
    });
  });

  describe('roles', () => {
    it('lets an administrator schedule too, and refuses editors (403) and the signed-out (401)', async () => {
      const application = await stored();
      expect((await schedule(application._id, valid(), token)).status).toBe(201);
      const created = (await schedule(application._id, valid())).body.data.interview;
      expect((await schedule(application._id, valid(), editorToken)).status).toBe(403);
      expect((await change(created._id, valid(), editorToken)).status).toBe(403);
      expect((await cancel(created._id, editorToken)).status).toBe(403);
      for (const path of ['/interviews/upcoming', '/interviews/interviewer-options']) {
        expect((await call(server, 'GET', path, { token: editorToken })).status).toBe(403);
        expect((await call(server, 'GET', path)).status).toBe(401);
      }
      expect(
        (await call(server, 'POST', `/applications/${application._id}/interviews`, { json: valid() })).status,
      ).toBe(401);
      expect((await call(server, 'GET', '/interviews/mine', { token: editorToken })).status).toBe(200);
      expect((await call(server, 'GET', '/interviews/mine')).status).toBe(401);
    });

    it('lists active staff of every role, names only, for HR to choose interviewers from', async () => {
      const response = await call(server, 'GET', '/interviews/interviewer-options', { token: hrToken });
      expect(response.status).toBe(200);
      expect(interviewerOptionsAnswer.safeParse(response.body).success).toBe(true);
      const names = response.body.data.interviewers.map((person: { name: string }) => person.name);
      expect(names).toEqual(expect.arrayContaining(['Grace Hopper', 'Alan Turing', 'Edith Editor']));
      expect(names).not.toContain('Former Colleague');
      expect(Object.keys(response.body.data.interviewers[0]).sort()).toEqual(['_id', 'name']);
    });

    it('records the writes in the activity log', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      await cancel(id);
      const log = await call(server, 'GET', '/audit?entity=interview', { token });
      const mine = log.body.data.entries.filter((entry: { entityId?: string }) => entry.entityId === id);
      expect(
        mine.map((entry: { action: string; detail?: string }) => [entry.action, entry.detail ?? null]),
      ).toEqual([
        ['update', 'cancelled'],
        ['create', null],
      ]);
    });
  });

  describe('PUT /interviews/{id}', () => {
    it('sends nothing and keeps the sequence when time, length, place and people are unchanged', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      const before = (await outboxOf(application._id)).length;
      const response = await change(id, { ...valid(), interviewerIds: [staff.alan, staff.grace] });
      expect(response.status).toBe(200);
      expect(response.body.data.interview.sequence).toBe(0);
      expect(response.body.message).toBe(m.unchanged);
      expect((await outboxOf(application._id)).length).toBe(before);
    });

    it('moves it: SEQUENCE 1, an update to the applicant and to each interviewer', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      const queued = (await outboxOf(application._id)).length;
      const response = await change(id, { ...valid(), startsAt: SUMMER, durationMinutes: 90 });
      expect(response.status).toBe(200);
      expect(response.body.data.interview).toMatchObject({
        startsAt: `${NEXT_YEAR}-07-19T09:00:00.000Z`,
        durationMinutes: 90,
        sequence: 1,
      });
      const updates = (await outboxOf(application._id)).slice(queued);
      expect(methods(updates)).toEqual(
        [
          `${application.email} REQUEST`,
          'alan@voltline.example REQUEST',
          'grace@voltline.example REQUEST',
        ].sort(),
      );
      for (const email of updates) {
        expect(email.payload.ics).toContain('SEQUENCE:1');
        expect(email.payload.ics).toContain(`DTSTART:${NEXT_YEAR}0719T090000Z`);
        expect(email.payload.heading).toMatch(/Interview (updated|invitation)/);
      }
    });

    it('sends a cancellation to an interviewer taken off and an invitation to one added', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      const queued = (await outboxOf(application._id)).length;
      const response = await change(id, { ...valid(), interviewerIds: [staff.grace, staff.katherine] });
      expect(response.body.data.interview.sequence).toBe(1);
      expect(
        response.body.data.interview.interviewers.map((person: { name: string }) => person.name),
      ).toEqual(['Grace Hopper', 'Katherine Johnson']);
      const sent = (await outboxOf(application._id)).slice(queued);
      expect(methods(sent)).toEqual(
        [
          `${application.email} REQUEST`,
          'alan@voltline.example CANCEL',
          'grace@voltline.example REQUEST',
          'katherine@voltline.example REQUEST',
        ].sort(),
      );
      const toAlan = sent.find((email) => email.toEmail === 'alan@voltline.example');
      expect(toAlan?.payload.ics).toContain('STATUS:CANCELLED');
      expect(toAlan?.payload.ics).not.toContain('grace@voltline.example');
      expect(sent.find((email) => email.toEmail === 'katherine@voltline.example')?.payload.heading).toBe(
        'Interview invitation',
      );
    });

    it('validates as scheduling does, and answers 404 for an unknown interview', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      const response = await change(id, { ...valid(), startsAt: `${NEXT_YEAR}-01-19 10:00` });
      expect(response.status).toBe(400);
      expect(response.body.errors.startsAt).toBe(m.startsAtNoOffset);
      expect((await change(UNKNOWN_ID, valid())).status).toBe(404);
    });
  });

  describe('DELETE /interviews/{id}', () => {
    it('cancels it (status cancelled, sequence up), keeps it on the application, and tells everyone', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      const queued = (await outboxOf(application._id)).length;
      const response = await cancel(id);
      expect(response.status).toBe(200);
      expect(response.body.data.interview).toMatchObject({ _id: id, status: 'cancelled', sequence: 1 });
      const sent = (await outboxOf(application._id)).slice(queued);
      expect(methods(sent)).toEqual(
        [
          `${application.email} CANCEL`,
          'alan@voltline.example CANCEL',
          'grace@voltline.example CANCEL',
        ].sort(),
      );
      const detail = await call(server, 'GET', `/applications/${application._id}`, { token: hrToken });
      expect(detail.body.data.interviews.map((each: { status: string }) => each.status)).toEqual([
        'cancelled',
      ]);
    });

    it('refuses to cancel or change a cancelled interview (409), and answers 404 for an unknown one', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      await cancel(id);
      expect((await cancel(id)).status).toBe(409);
      const moved = await change(id, { ...valid(), startsAt: SUMMER });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe(m.cancelled);
      expect((await cancel(UNKNOWN_ID)).status).toBe(404);
    });
  });

  describe('lists', () => {
    it('GET /interviews/upcoming: scheduled ones from now, soonest first, with their application, limited', async () => {
      const application = await stored({ firstName: 'Upcoming', lastName: 'Applicant' });
      const later = (await schedule(application._id, { ...valid(), startsAt: SUMMER })).body.data.interview;
      const sooner = (await schedule(application._id, valid())).body.data.interview;
      const gone = (await schedule(application._id, valid())).body.data.interview;
      await cancel(gone._id);
      // One that has already started, stored directly: the API takes only future times.
      await server.services.db
        .updateTable('interviews')
        .set({ startsAt: new Date(Date.now() - 3_600_000).toISOString() })
        .where('id', '=', later._id)
        .execute();
      const response = await call(server, 'GET', '/interviews/upcoming?limit=50', { token: hrToken });
      expect(response.status).toBe(200);
      expect(upcomingInterviewsAnswer.safeParse(response.body).success).toBe(true);
      const ids = response.body.data.interviews.map((each: { _id: string }) => each._id);
      expect(ids).toContain(sooner._id);
      expect(ids).not.toContain(later._id);
      expect(ids).not.toContain(gone._id);
      const starts = response.body.data.interviews.map((each: { startsAt: string }) => each.startsAt);
      expect(starts).toEqual([...starts].sort());
      expect(
        response.body.data.interviews.find((each: { _id: string }) => each._id === sooner._id).application,
      ).toEqual({
        _id: application._id,
        firstName: 'Upcoming',
        lastName: 'Applicant',
        position: 'Protection Engineer',
        country: 'India',
      });
      const two = await call(server, 'GET', '/interviews/upcoming?limit=2', { token: hrToken });
      expect(two.body.data.interviews).toHaveLength(2);
      const fallback = await call(server, 'GET', '/interviews/upcoming?limit=abc', { token: hrToken });
      expect(fallback.status).toBe(200);
      expect(fallback.body.data.interviews.length).toBeLessThanOrEqual(5);
    });

    it('GET /interviews/mine: the caller’s own scheduled interviews, with whether their scorecard is in', async () => {
      const application = await stored();
      const id = (await schedule(application._id, { ...valid(), interviewerIds: [staff.katherine] })).body
        .data.interview._id;
      const other = (await schedule(application._id, { ...valid(), interviewerIds: [staff.alan] })).body.data
        .interview._id;
      const mine = async () => {
        const response = await call(server, 'GET', '/interviews/mine', { token: tokens.katherine });
        expect(myInterviewsAnswer.safeParse(response.body).success).toBe(true);
        return response.body.data.interviews as { _id: string; hasSubmittedScorecard: boolean }[];
      };
      const before = await mine();
      expect(before.map((each) => each._id)).toContain(id);
      expect(before.map((each) => each._id)).not.toContain(other);
      expect(before.find((each) => each._id === id)?.hasSubmittedScorecard).toBe(false);
      await server.services.db
        .insertInto('scorecards')
        .values({
          id: newId(),
          interviewId: id,
          interviewerId: staff.katherine,
          interviewerName: 'Katherine Johnson',
          ratings: '{"technical":4}',
          recommendation: 'yes',
          notes: 'Clear on distance protection.',
          submittedAt: new Date().toISOString(),
        })
        .execute();
      expect((await mine()).find((each) => each._id === id)?.hasSubmittedScorecard).toBe(true);
    });
  });

  describe('the application', () => {
    it('lists its interviews with their interviewers in the detail, soonest first', async () => {
      const application = await stored();
      await schedule(application._id, { ...valid(), startsAt: SUMMER });
      await schedule(application._id, valid());
      const response = await call(server, 'GET', `/applications/${application._id}`, { token: hrToken });
      expect(applicationDetailAnswer.safeParse(response.body).success).toBe(true);
      const interviews = response.body.data.interviews;
      expect(interviews.map((each: { startsAt: string }) => each.startsAt)).toEqual([
        `${NEXT_YEAR}-01-19T10:00:00.000Z`,
        `${NEXT_YEAR}-07-19T09:00:00.000Z`,
      ]);
      expect(interviews[0].interviewers).toHaveLength(2);
    });

    it('takes its interviews, their interviewers and their e-mails with it when deleted', async () => {
      const application = await stored();
      const id = (await schedule(application._id, valid())).body.data.interview._id;
      expect((await call(server, 'DELETE', `/applications/${application._id}`, { token })).status).toBe(200);
      const { db } = server.services;
      expect(await db.selectFrom('interviews').select('id').where('id', '=', id).execute()).toEqual([]);
      expect(
        await db.selectFrom('interviewInterviewers').select('userId').where('interviewId', '=', id).execute(),
      ).toEqual([]);
      expect(await outboxOf(application._id)).toEqual([]);
      expect((await cancel(id)).status).toBe(404);
    });
  });
});
