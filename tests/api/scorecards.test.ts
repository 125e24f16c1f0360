import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPETENCIES, type Recommendation, SCORECARD_MESSAGES } from '../../domain/scorecards.ts';
import type { StaffRole } from '../../domain/staff.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createUser } from '../../server/db/users.ts';
import { interviewerLinkKey, signInterviewerToken } from '../../server/hiring/interviewer-link.ts';
import { scorecardsForInterviews } from '../../server/hiring/scorecards-view.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import {
  cancelInterview,
  type FixtureInterviewer,
  insertInterview,
  removeInterviewer,
  staffEmail,
} from '../support/interviews.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026: a job's hiring settings, interviewers' scorecards (one each, rating exactly the
// job's competencies, seen by the other interviewers only after their own), and the no-account
// link that opens the CV and the scorecard form until 7 days after the interview.

const m = SCORECARD_MESSAGES;
const POSITION = 'Protection Engineer';
const JOB = {
  title: POSITION,
  country: 'United Kingdom',
  place: 'London',
  type: 'Engineering',
  qualifications: 'Degree in electrical engineering',
  experience: '5+ years',
  responsibilities: 'Lead protection studies\nReview relay settings for substations and grid connections',
  isActive: true,
};

type Staff = FixtureInterviewer & { token: string };

function scorecard(
  ratings: Record<string, unknown> = { technical: 3, communication: 4, safety: 3 },
  recommendation: Recommendation = 'yes',
  notes = 'Clear on distance protection; good questions about site safety.',
) {
  return { ratings, recommendation, notes };
}

describe.each(testDatabaseKinds())('scorecards on %s', (kind) => {
  let server: ApiServer;
  let admin: string;
  let hr: Staff;
  let ivy: Staff;
  let omar: Staff;
  let outsider: Staff;
  let jobId: string;
  let cv: Uint8Array;

  async function staff(name: string, role: StaffRole): Promise<Staff> {
    const email = staffEmail(name);
    const password = 'a-long-test-password-9';
    const user = await createUser(server.services.db, {
      email,
      name,
      role,
      passwordHash: await hashPassword(password),
    });
    const login = await call(server, 'POST', '/auth/login', { json: { email, password } });
    expect(login.status).toBe(200);
    return { _id: user._id, name, email, token: login.body.token };
  }

  async function apply(position = POSITION): Promise<string> {
    const upload = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', cv, 'grace-cv.pdf', 'application/pdf'),
    });
    const created = await call(server, 'POST', '/applications', {
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.hopper@applicant.example',
        phone: '+44 20 7946 0001',
        country: 'United Kingdom',
        position,
        cvUrl: upload.body.fileUrl,
      },
    });
    expect(created.status).toBe(201);
    return created.body.data.application._id;
  }

  /** An interview of a new application with Ivy and Omar. */
  async function interview(options: { startsAt?: Date; durationMinutes?: number; position?: string } = {}) {
    const applicationId = await apply(options.position);
    const id = await insertInterview(server.services.db, {
      applicationId,
      interviewers: [ivy, omar],
      ...options,
    });
    return { id, applicationId };
  }

  const submit = (id: string, who: Staff, body: unknown) =>
    call(server, 'POST', `/interviews/${id}/scorecards`, { token: who.token, json: body });
  const feedback = (id: string, who: { token: string }) =>
    call(server, 'GET', `/interviews/${id}/feedback`, { token: who.token });
  const linkFor = async (id: string, interviewer: Staff) => {
    const made = await call(server, 'POST', `/interviews/${id}/links`, {
      token: admin,
      json: { interviewerId: interviewer._id },
    });
    expect(made.status).toBe(201);
    return {
      url: made.body.data.link.url as string,
      token: made.body.data.link.url.split('/').at(-1) as string,
    };
  };

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    admin = await signIn(server);
    cv = pdfBytes(3000);
    [hr, ivy, omar, outsider] = [
      await staff('Hannah HR', 'hr'),
      await staff('Ivy Interviewer', 'editor'),
      await staff('Omar Other', 'editor'),
      await staff('Olive Outsider', 'editor'),
    ];
    const job = await call(server, 'POST', '/jobs', { token: admin, json: JOB });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    jobId = job.body.data.job._id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('GET and PUT /jobs/{id}/hiring', () => {
    it('answers the default competencies and 7 days before anything is saved', async () => {
      const other = await call(server, 'POST', '/jobs', {
        token: admin,
        json: { ...JOB, title: 'Earthing Engineer' },
      });
      const answer = await call(server, 'GET', `/jobs/${other.body.data.job._id}/hiring`, {
        token: hr.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.body.data.hiring).toEqual({ competencies: DEFAULT_COMPETENCIES, staleAfterDays: 7 });
      expect(DEFAULT_COMPETENCIES.map((item) => item.key)).toEqual(['technical', 'communication', 'safety']);
    });

    it('saves a job’s own competencies and days, and reads them back; logged as a job update', async () => {
      const hiring = {
        competencies: [
          { key: 'technical', label: 'Protection relay settings' },
          { key: 'site-safety', label: 'Site safety' },
        ],
        staleAfterDays: 14,
      };
      const other = await call(server, 'POST', '/jobs', {
        token: admin,
        json: { ...JOB, title: 'Cable Engineer' },
      });
      const id = other.body.data.job._id;
      const saved = await call(server, 'PUT', `/jobs/${id}/hiring`, { token: hr.token, json: hiring });
      expect(saved.status).toBe(200);
      expect(saved.body.data.hiring).toEqual(hiring);
      expect((await call(server, 'GET', `/jobs/${id}/hiring`, { token: admin })).body.data.hiring).toEqual(
        hiring,
      );
      const again = { ...hiring, staleAfterDays: 3 };
      expect(
        (await call(server, 'PUT', `/jobs/${id}/hiring`, { token: hr.token, json: again })).body.data.hiring,
      ).toEqual(again);
      const log = await call(server, 'GET', `/audit?entity=job&entityId=${id}`, { token: admin });
      expect(log.body.data.entries.map((entry: { detail?: string }) => entry.detail)).toContain(
        'hiring settings',
      );
    });

    it.each([
      ['no competencies', { competencies: [], staleAfterDays: 7 }, 'competencies', m.competenciesTooFew],
      [
        'nine competencies',
        {
          competencies: Array.from({ length: 9 }, (_, n) => ({ key: `c${n}`, label: `Competency ${n}` })),
          staleAfterDays: 7,
        },
        'competencies',
        m.competenciesTooMany,
      ],
      [
        'a key that is not slug-like',
        { competencies: [{ key: 'Technical Depth', label: 'Technical' }], staleAfterDays: 7 },
        'competencies',
        m.competencyKeyInvalid,
      ],
      [
        'a repeated key',
        {
          competencies: [
            { key: 'technical', label: 'A' },
            { key: 'technical', label: 'B' },
          ],
          staleAfterDays: 7,
        },
        'competencies',
        m.competencyKeysRepeated,
      ],
      [
        'a label over 80 characters',
        { competencies: [{ key: 'technical', label: 'x'.repeat(81) }], staleAfterDays: 7 },
        'competencies',
        m.competencyLabelTooLong,
      ],
      [
        'a blank label',
        { competencies: [{ key: 'technical', label: '  ' }], staleAfterDays: 7 },
        'competencies',
        m.competencyLabelRequired,
      ],
      [
        '0 days',
        { competencies: DEFAULT_COMPETENCIES, staleAfterDays: 0 },
        'staleAfterDays',
        m.staleAfterDaysInvalid,
      ],
      [
        '91 days',
        { competencies: DEFAULT_COMPETENCIES, staleAfterDays: 91 },
        'staleAfterDays',
        m.staleAfterDaysInvalid,
      ],
      [
        '1.5 days',
        { competencies: DEFAULT_COMPETENCIES, staleAfterDays: 1.5 },
        'staleAfterDays',
        m.staleAfterDaysInvalid,
      ],
      [
        'an unknown field',
        { competencies: DEFAULT_COMPETENCIES, staleAfterDays: 7, stale: 3 },
        'stale',
        'Unknown field "stale": this request does not take it',
      ],
    ])('refuses %s (400, naming the field)', async (_, body, field, message) => {
      const answer = await call(server, 'PUT', `/jobs/${jobId}/hiring`, { token: hr.token, json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    });

    it('is HR’s and administrators’: an editor gets 403, no session 401, an unknown job 404', async () => {
      expect((await call(server, 'GET', `/jobs/${jobId}/hiring`, { token: ivy.token })).status).toBe(403);
      const put = await call(server, 'PUT', `/jobs/${jobId}/hiring`, {
        token: ivy.token,
        json: { competencies: DEFAULT_COMPETENCIES, staleAfterDays: 7 },
      });
      expect(put.status).toBe(403);
      expect((await call(server, 'GET', `/jobs/${jobId}/hiring`)).status).toBe(401);
      expect(
        (await call(server, 'GET', '/jobs/0123456789abcdef01234567/hiring', { token: hr.token })).status,
      ).toBe(404);
      expect((await call(server, 'GET', '/jobs/nonsense/hiring', { token: hr.token })).status).toBe(404);
    });
  });

  describe('POST /interviews/{id}/scorecards', () => {
    it('takes an interviewer’s own scorecard (any role) and refuses a second one (409)', async () => {
      const { id } = await interview();
      const first = await submit(id, ivy, scorecard());
      expect(first.status).toBe(201);
      expect(first.body.data.scorecard).toMatchObject({
        _id: expect.any(String),
        interviewId: id,
        interviewerId: ivy._id,
        interviewerName: 'Ivy Interviewer',
        ratings: { technical: 3, communication: 4, safety: 3 },
        recommendation: 'yes',
        submittedAt: expect.any(String),
      });
      const second = await submit(id, ivy, scorecard(undefined, 'strong-yes'));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(m.alreadySubmitted);
      const log = await call(
        server,
        'GET',
        `/audit?entity=scorecard&entityId=${first.body.data.scorecard._id}`,
        {
          token: admin,
        },
      );
      expect(log.body.data.entries).toEqual([
        expect.objectContaining({ actorEmail: ivy.email, action: 'create', detail: `interview ${id}` }),
      ]);
    });

    it('refuses anyone who is not on the interview, HR included (403), and an unknown interview (404)', async () => {
      const { id } = await interview();
      for (const who of [outsider, hr]) {
        const answer = await submit(id, who, scorecard());
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(m.notAnInterviewer);
      }
      expect((await call(server, 'POST', `/interviews/${id}/scorecards`, { json: scorecard() })).status).toBe(
        401,
      );
      expect((await submit('0123456789abcdef01234567', ivy, scorecard())).status).toBe(404);
    });

    it.each([
      [
        'a competency left out',
        scorecard({ technical: 3, communication: 4 }),
        m.ratingMissing('Safety culture'),
      ],
      [
        'a competency the job does not have',
        scorecard({ technical: 3, communication: 4, safety: 3, teamwork: 4 }),
        m.ratingUnknown('teamwork'),
      ],
      ['a rating of 5', scorecard({ technical: 5, communication: 4, safety: 3 }), m.ratingInvalid],
      ['a rating of 0', scorecard({ technical: 0, communication: 4, safety: 3 }), m.ratingInvalid],
      [
        'a rating written as text',
        scorecard({ technical: '3', communication: 4, safety: 3 }),
        m.ratingInvalid,
      ],
      ['a rating of 2.5', scorecard({ technical: 2.5, communication: 4, safety: 3 }), m.ratingInvalid],
    ])('refuses ratings with %s (400)', async (_, body, message) => {
      const { id } = await interview();
      const answer = await submit(id, ivy, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.ratings).toBe(message);
    });

    it.each([
      [
        'no recommendation',
        { ...scorecard(), recommendation: 'maybe' },
        'recommendation',
        m.recommendationRequired,
      ],
      ['no notes', { ...scorecard(), notes: '   ' }, 'notes', m.notesRequired],
      ['notes under 10 characters', { ...scorecard(), notes: 'Good.' }, 'notes', m.notesTooShort],
      ['notes over 5,000 characters', { ...scorecard(), notes: 'x'.repeat(5001) }, 'notes', m.notesTooLong],
      [
        'an unknown field',
        { ...scorecard(), score: 4 },
        'score',
        'Unknown field "score": this request does not take it',
      ],
    ])('refuses %s (400)', async (_, body, field, message) => {
      const { id } = await interview();
      const answer = await submit(id, ivy, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    });

    it('rates the competencies set for the interview’s job', async () => {
      const title = 'Substation Design Engineer';
      const job = await call(server, 'POST', '/jobs', { token: admin, json: { ...JOB, title } });
      const competencies = [
        { key: 'design', label: 'Substation design' },
        { key: 'site-safety', label: 'Site safety' },
      ];
      await call(server, 'PUT', `/jobs/${job.body.data.job._id}/hiring`, {
        token: hr.token,
        json: { competencies, staleAfterDays: 7 },
      });
      const { id, applicationId } = await interview({ position: title });
      expect((await feedback(id, ivy)).body.data.feedback.competencies).toEqual(competencies);
      const defaults = await submit(id, ivy, scorecard());
      expect(defaults.status).toBe(400);
      expect(defaults.body.errors.ratings).toBe(m.ratingUnknown('technical'));
      expect((await submit(id, ivy, scorecard({ design: 4, 'site-safety': 2 }))).status).toBe(201);
      // The application's detail names the same competencies, so HR read the ratings by name;
      // one whose position is no job's title rates the defaults.
      const detail = await call(server, 'GET', `/applications/${applicationId}`, { token: hr.token });
      expect(detail.body.data.competencies).toEqual(competencies);
      expect(detail.body.data.interviews[0].scorecards[0].ratings).toEqual({ design: 4, 'site-safety': 2 });
      const other = await interview({ position: 'No such job' });
      const otherDetail = await call(server, 'GET', `/applications/${other.applicationId}`, {
        token: hr.token,
      });
      expect(otherDetail.body.data.competencies).toEqual(DEFAULT_COMPETENCIES);
    });

    it('refuses a scorecard for a cancelled interview (409)', async () => {
      const { id } = await interview();
      await cancelInterview(server.services.db, id);
      const answer = await submit(id, ivy, scorecard());
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(m.interviewCancelled);
    });
  });

  describe('who sees which scorecards', () => {
    it('shows an interviewer the others’ scorecards only once their own is in; HR see all', async () => {
      const { id } = await interview();
      expect(
        (await submit(id, omar, scorecard(undefined, 'strong-no', 'Unsure about earthing calculations.')))
          .status,
      ).toBe(201);

      const before = (await feedback(id, ivy)).body.data.feedback;
      expect(before.hasSubmitted).toBe(false);
      expect(before.scorecard).toBeNull();
      expect(before.otherScorecards).toEqual([]);
      expect(before.interviewers).toEqual([
        { _id: ivy._id, name: 'Ivy Interviewer', hasSubmitted: false },
        { _id: omar._id, name: 'Omar Other', hasSubmitted: true },
      ]);
      expect(JSON.stringify(before)).not.toContain('earthing calculations');

      expect((await submit(id, ivy, scorecard())).status).toBe(201);
      const after = (await feedback(id, ivy)).body.data.feedback;
      expect(after.hasSubmitted).toBe(true);
      expect(after.scorecard.interviewerId).toBe(ivy._id);
      expect(after.otherScorecards).toEqual([
        expect.objectContaining({ interviewerName: 'Omar Other', recommendation: 'strong-no' }),
      ]);

      // HR (not on the interview) read every scorecard; an outsider is refused.
      const hrView = (await feedback(id, hr)).body.data.feedback;
      expect(
        hrView.otherScorecards.map((card: { interviewerName: string }) => card.interviewerName).sort(),
      ).toEqual(['Ivy Interviewer', 'Omar Other']);
      expect((await feedback(id, outsider)).status).toBe(403);
    });

    it('scorecardsForInterviews answers interviewers and visible scorecards per interview', async () => {
      const a = await interview();
      const b = await interview();
      await submit(a.id, ivy, scorecard());
      await submit(b.id, omar, scorecard());
      const { db } = server.services;
      const asIvy = await scorecardsForInterviews(db, [a.id, b.id], { userId: ivy._id, canSeeAll: false });
      expect(asIvy.get(a.id)?.scorecards.map((card) => card.interviewerId)).toEqual([ivy._id]);
      // Omar's card on b stays hidden from Ivy until she submits hers there.
      expect(asIvy.get(b.id)?.scorecards).toEqual([]);
      expect(asIvy.get(b.id)?.interviewers.find((person) => person._id === omar._id)?.hasSubmitted).toBe(
        true,
      );
      const asHr = await scorecardsForInterviews(db, [a.id, b.id], { userId: hr._id, canSeeAll: true });
      expect(asHr.get(b.id)?.scorecards).toHaveLength(1);
      const asOutsider = await scorecardsForInterviews(db, [a.id], {
        userId: outsider._id,
        canSeeAll: false,
      });
      expect(asOutsider.get(a.id)?.scorecards).toEqual([]);
    });

    it('lists a person’s interviews with whether their scorecard is in (GET /scorecards/mine)', async () => {
      const { id } = await interview();
      const mine = await call(server, 'GET', '/scorecards/mine', { token: omar.token });
      expect(mine.status).toBe(200);
      const listed = mine.body.data.interviews.find((item: { _id: string }) => item._id === id);
      expect(listed).toMatchObject({
        candidate: { firstName: 'Grace', lastName: 'Hopper' },
        position: POSITION,
        durationMinutes: 60,
        hasSubmitted: false,
      });
      await submit(id, omar, scorecard());
      const again = await call(server, 'GET', '/scorecards/mine', { token: omar.token });
      expect(again.body.data.interviews.find((item: { _id: string }) => item._id === id).hasSubmitted).toBe(
        true,
      );
      const theirs = await call(server, 'GET', '/scorecards/mine', { token: outsider.token });
      expect(theirs.body.data.interviews).toEqual([]);
    });
  });

  describe('the interviewer’s no-account link', () => {
    it('is made by HR for an interviewer on the interview, expiring 7 days after it ends', async () => {
      const startsAt = new Date(Date.now() + 3 * 86_400_000);
      const { id } = await interview({ startsAt, durationMinutes: 90 });
      const made = await call(server, 'POST', `/interviews/${id}/links`, {
        token: hr.token,
        json: { interviewerId: ivy._id },
      });
      expect(made.status).toBe(201);
      const { url, expiresAt } = made.body.data.link;
      expect(url).toMatch(
        new RegExp(
          `^${server.services.config.publicUrl}/interview-feedback/[A-Za-z0-9_-]+\\.\\d+\\.[A-Za-z0-9_-]{43}$`,
        ),
      );
      const expected = Math.floor((startsAt.getTime() + 90 * 60_000 + 7 * 86_400_000) / 1000) * 1000;
      expect(Date.parse(expiresAt)).toBe(expected);

      const notOnIt = await call(server, 'POST', `/interviews/${id}/links`, {
        token: hr.token,
        json: { interviewerId: outsider._id },
      });
      expect(notOnIt.status).toBe(400);
      expect(notOnIt.body.errors.interviewerId).toBe(m.interviewerNotOnInterview);
      const byEditor = await call(server, 'POST', `/interviews/${id}/links`, {
        token: ivy.token,
        json: { interviewerId: ivy._id },
      });
      expect(byEditor.status).toBe(403);
      const log = await call(server, 'GET', `/audit?entity=interviewer-link&entityId=${id}`, {
        token: admin,
      });
      expect(log.body.data.entries).toHaveLength(1);
    });

    it('opens the candidate, position, time, competencies and CV, nothing more, uncached', async () => {
      const startsAt = new Date(Date.now() + 2 * 86_400_000);
      const { id } = await interview({ startsAt, durationMinutes: 45 });
      const { token } = await linkFor(id, ivy);
      const answer = await call(server, 'GET', `/interview-feedback/${token}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const shown = answer.body.data.feedback;
      expect(shown).toMatchObject({
        interview: { _id: id, startsAt: startsAt.toISOString(), durationMinutes: 45 },
        candidate: { firstName: 'Grace', lastName: 'Hopper' },
        position: POSITION,
        competencies: DEFAULT_COMPETENCIES,
        interviewer: { _id: ivy._id, name: 'Ivy Interviewer' },
        hasSubmitted: false,
        otherScorecards: [],
        cvUrl: `/api/interview-feedback/${token}/cv`,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/applicant\.example|7946|meeting room/);

      const pdf = await fetch(`${server.url}${shown.cvUrl}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe('inline; filename="grace-cv.pdf"');
      expect(pdf.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(cv);
      const log = await call(server, 'GET', '/audit?entity=cv&action=download', { token: admin });
      expect(log.body.data.entries[0]).toMatchObject({
        actorEmail: ivy.email,
        detail: `interview ${id}, through the interviewer link`,
      });
    });

    it('takes the scorecard once, then shows the other interviewers’ scorecards', async () => {
      const { id } = await interview();
      await submit(id, omar, scorecard(undefined, 'no', 'Did not know the 18th Edition well enough.'));
      const { token } = await linkFor(id, ivy);
      const sent = await call(server, 'POST', `/interview-feedback/${token}/scorecard`, {
        json: scorecard(),
      });
      expect(sent.status).toBe(201);
      expect(sent.body.data.scorecard).toMatchObject({ interviewerId: ivy._id, interviewId: id });
      const again = await call(server, 'POST', `/interview-feedback/${token}/scorecard`, {
        json: scorecard(),
      });
      expect(again.status).toBe(409);
      const bad = await call(server, 'POST', `/interview-feedback/${token}/scorecard`, {
        json: scorecard({ technical: 3 }),
      });
      expect(bad.status).toBe(409);
      const shown = (await call(server, 'GET', `/interview-feedback/${token}`)).body.data.feedback;
      expect(shown.hasSubmitted).toBe(true);
      expect(shown.otherScorecards).toEqual([
        expect.objectContaining({
          interviewerName: 'Omar Other',
          notes: 'Did not know the 18th Edition well enough.',
        }),
      ]);
      // HR read it in the API.
      const hrView = (await feedback(id, hr)).body.data.feedback;
      expect(hrView.otherScorecards.map((card: { interviewerId: string }) => card.interviewerId)).toContain(
        ivy._id,
      );
      const log = await call(
        server,
        'GET',
        `/audit?entity=scorecard&entityId=${sent.body.data.scorecard._id}`,
        {
          token: admin,
        },
      );
      expect(log.body.data.entries[0]).toMatchObject({
        actorEmail: ivy.email,
        detail: `interview ${id}, through the interviewer link`,
      });
    });

    it('checks the ratings against the job’s competencies through the link too (400)', async () => {
      const { id } = await interview();
      const { token } = await linkFor(id, omar);
      const answer = await call(server, 'POST', `/interview-feedback/${token}/scorecard`, {
        json: scorecard({ technical: 3, communication: 4 }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.ratings).toBe(m.ratingMissing('Safety culture'));
    });

    it('is refused once expired (410), with a clear message', async () => {
      const { id } = await interview();
      const key = await interviewerLinkKey(server.services.db);
      const expired = signInterviewerToken(
        key,
        { interviewId: id, interviewerId: ivy._id },
        new Date(Date.now() - 1000),
      );
      for (const path of [`/interview-feedback/${expired}`, `/interview-feedback/${expired}/cv`]) {
        const answer = await call(server, 'GET', path);
        expect(answer.status, path).toBe(410);
        expect(answer.body.message).toBe(m.linkExpired);
      }
      const post = await call(server, 'POST', `/interview-feedback/${expired}/scorecard`, {
        json: scorecard(),
      });
      expect(post.status).toBe(410);
    });

    it('is not found (404) when tampered with, foreign or nonsense', async () => {
      const { id } = await interview();
      const { token } = await linkFor(id, ivy);
      const [subject, expiry, mac = ''] = token.split('.');
      const later = `${subject}.${Number(expiry) + 86_400}.${mac}`;
      const flipped = `${subject}.${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
      const foreign = signInterviewerToken(
        Buffer.alloc(32, 7),
        { interviewId: id, interviewerId: ivy._id },
        new Date(Date.now() + 86_400_000),
      );
      const otherPerson = signInterviewerToken(
        Buffer.alloc(32, 7),
        { interviewId: id, interviewerId: omar._id },
        new Date(Date.now() + 86_400_000),
      );
      for (const bad of [later, flipped, foreign, otherPerson, `${token}x`, 'nonsense', 'a'.repeat(400)]) {
        const answer = await call(server, 'GET', `/interview-feedback/${bad}`);
        expect(answer.status, bad).toBe(404);
        expect(answer.body.message).toBe(m.linkInvalid);
        expect((await call(server, 'GET', `/interview-feedback/${bad}/cv`)).status).toBe(404);
      }
    });

    it('stops working when the interview is cancelled, the interviewer taken off it, or the application deleted', async () => {
      const cancelled = await interview();
      const cancelledLink = await linkFor(cancelled.id, ivy);
      await cancelInterview(server.services.db, cancelled.id);

      const removed = await interview();
      const removedLink = await linkFor(removed.id, omar);
      await removeInterviewer(server.services.db, removed.id, omar._id);

      const deleted = await interview();
      const deletedLink = await linkFor(deleted.id, ivy);
      expect(
        (await call(server, 'DELETE', `/applications/${deleted.applicationId}`, { token: admin })).status,
      ).toBe(200);

      for (const { token } of [cancelledLink, removedLink, deletedLink]) {
        const answer = await call(server, 'GET', `/interview-feedback/${token}`);
        expect(answer.status).toBe(410);
        expect(answer.body.message).toBe(m.linkWithdrawn);
        expect((await call(server, 'GET', `/interview-feedback/${token}/cv`)).status).toBe(410);
        expect(
          (await call(server, 'POST', `/interview-feedback/${token}/scorecard`, { json: scorecard() }))
            .status,
        ).toBe(410);
      }
      // And no new link is made for a cancelled interview.
      const refused = await call(server, 'POST', `/interviews/${cancelled.id}/links`, {
        token: hr.token,
        json: { interviewerId: ivy._id },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.interviewCancelled);
    });

    it('is not made for an interview that ended over 7 days ago (409)', async () => {
      const { id } = await interview({ startsAt: new Date(Date.now() - 9 * 86_400_000) });
      const answer = await call(server, 'POST', `/interviews/${id}/links`, {
        token: hr.token,
        json: { interviewerId: ivy._id },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(m.linkPastExpiry);
    });
  });
});
