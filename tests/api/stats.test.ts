import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsAnswer } from '../../domain/answers/stats.ts';
import { APPLICATION_STATUSES, COUNTRIES } from '../../domain/constants.ts';
import { recentWeekStarts, utcDay, WEEK_MS } from '../../domain/weeks.ts';
import { emailKey, nameKey } from '../../server/db/application-keys.ts';
import { createApplication } from '../../server/db/applications.ts';
import { newId } from '../../server/db/ids.ts';
import { createJob } from '../../server/db/jobs.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// admin.md §2 Dashboard home (Total Jobs, Active Jobs, Total Applications, Jobs by Country,
// Applications by Country; "Active jobs are those with isActive true") and our additions:
// applications by status and per week, open enquiries. GET /api/stats, administrators only.

const DAY_MS = 24 * 60 * 60 * 1000;

const JOB = {
  title: 'Senior Protection Engineer',
  country: 'United Kingdom',
  place: 'Colchester',
  type: 'Engineering',
  qualifications: 'Degree in electrical engineering',
  experience: '5+ years',
  responsibilities: 'Lead protection studies\nReview designs for substations and grid connections',
  isActive: true,
};

const APPLICANT = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  phone: '+44 (0)20 7946-0958',
  country: 'United Kingdom',
  position: 'Senior Protection Engineer',
};

const ENQUIRY = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '0123456789',
  message: 'We need a protection study for a new 33 kV substation.',
};

type Counts = Record<string, number>;

describe.each(testDatabaseKinds())('GET /api/stats on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let revokedToken: string;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    revokedToken = await signIn(server);
    await call(server, 'GET', '/auth/logout', { token: revokedToken });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function stats() {
    const response = await call(server, 'GET', '/stats', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return statsAnswer.parse(response.body).data.stats;
  }

  const weekStarts = (generatedAt: string) => recentWeekStarts(new Date(generatedAt), 12);

  it('answers 401 "Authentication required" without a token and with a revoked one', async () => {
    for (const options of [{}, { token: revokedToken }]) {
      const response = await call(server, 'GET', '/stats', options);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('answers zeros for an empty site: three office countries, five statuses, twelve weeks', async () => {
    const response = await call(server, 'GET', '/stats', { token });
    expect(response.status).toBe(200);
    const { stats: empty } = response.body.data;
    const weeks = weekStarts(empty.generatedAt);
    expect(response.body).toEqual({
      success: true,
      data: {
        // Decision 028: an administrator also sees the accreditations expiring soon (none yet).
        accreditationsExpiring: [],
        stats: {
          jobs: {
            total: 0,
            active: 0,
            byCountry: COUNTRIES.map((country) => ({ country, total: 0, active: 0 })),
          },
          applications: {
            total: 0,
            byCountry: COUNTRIES.map((country) => ({ country, count: 0 })),
            byStatus: APPLICATION_STATUSES.map((status) => ({ status, count: 0 })),
            perWeek: weeks.map((start) => ({ weekStart: utcDay(start), count: 0 })),
          },
          enquiries: { total: 0, open: 0 },
          generatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
      },
    });
    expect(Math.abs(Date.parse(empty.generatedAt) - Date.now())).toBeLessThan(60_000);
    expect(weeks.at(-1)?.getUTCDay()).toBe(1);
  });

  it('counts the jobs, applications and enquiries made through the API and the data layer', async () => {
    const { db } = server.services;
    // Jobs: UK two active and one not, India one not, Uzbekistan one active, and one in a
    // country that is no office (made in the data layer) that comes after the three.
    for (const job of [
      JOB,
      JOB,
      { ...JOB, isActive: false },
      { ...JOB, country: 'India', isActive: false },
      { ...JOB, country: 'Uzbekistan' },
    ]) {
      expect((await call(server, 'POST', '/jobs', { token, json: job })).status).toBe(201);
    }
    await createJob(db, { ...JOB, country: 'Kazakhstan' });

    // Applications through the API, this week: UK two, India one, Uzbekistan one.
    const applied: string[] = [];
    for (const country of ['United Kingdom', 'United Kingdom', 'India', 'Uzbekistan']) {
      const upload = await call(server, 'POST', '/applications/upload-cv', {
        form: fileForm('file', pdfBytes(2048), 'cv.pdf', 'application/pdf'),
      });
      expect(upload.status).toBe(201);
      const response = await call(server, 'POST', '/applications', {
        json: { ...APPLICANT, country, cvUrl: upload.body.fileUrl },
      });
      expect(response.status).toBe(201);
      applied.push(response.body.data.application._id);
    }
    for (const [id, status] of [
      [applied[0], 'reviewed'],
      [applied[2], 'hired'],
    ]) {
      const response = await call(server, 'PATCH', `/applications/${id}/status`, { token, json: { status } });
      expect(response.status).toBe(200);
    }

    // Older applications, dated in the data layer around the edges of the twelve weeks.
    const weeks = weekStarts(new Date().toISOString());
    const oldest = weeks[0]?.getTime() ?? 0;
    const current = weeks[11]?.getTime() ?? 0;
    const dated: [string, string, number][] = [
      ['India', 'interviewed', current - WEEK_MS + 2 * DAY_MS], // last week
      ['Uzbekistan', 'rejected', oldest], // the first instant of the oldest week
      ['United Kingdom', 'pending', oldest - 1], // a millisecond before it: not in perWeek
      ['India', 'pending', current - 13 * WEEK_MS + 3 * DAY_MS], // 13 weeks old: not in perWeek
    ];
    for (const [index, [country, status, time]] of dated.entries()) {
      const created = await createApplication(db, {
        ...APPLICANT,
        country,
        cvUrl: `/api/applications/cv/dated-${index}.pdf`,
      });
      await db
        .updateTable('applications')
        .set({ status, createdAt: new Date(time).toISOString() })
        .where('id', '=', created._id)
        .execute();
    }

    // Enquiries: three sent, one of them handled.
    const enquiryIds: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await call(server, 'POST', '/contact', { json: ENQUIRY });
      enquiryIds.push(response.body.data.enquiry._id);
    }
    expect(
      (await call(server, 'PATCH', `/contact/${enquiryIds[1]}`, { token, json: { handled: true } })).status,
    ).toBe(200);

    const figures = await stats();
    expect(figures.jobs).toEqual({
      total: 6,
      active: 4,
      byCountry: [
        { country: 'United Kingdom', total: 3, active: 2 },
        { country: 'India', total: 1, active: 0 },
        { country: 'Uzbekistan', total: 1, active: 1 },
        { country: 'Kazakhstan', total: 1, active: 1 },
      ],
    });
    expect(figures.applications.total).toBe(8);
    expect(figures.applications.byCountry).toEqual([
      { country: 'United Kingdom', count: 3 },
      { country: 'India', count: 3 },
      { country: 'Uzbekistan', count: 2 },
    ]);
    expect(figures.applications.byStatus).toEqual([
      { status: 'pending', count: 4 },
      { status: 'reviewed', count: 1 },
      { status: 'interviewed', count: 1 },
      { status: 'rejected', count: 1 },
      { status: 'hired', count: 1 },
    ]);
    expect(figures.applications.perWeek).toEqual(
      weekStarts(figures.generatedAt).map((start, index) => ({
        weekStart: utcDay(start),
        count: index === 11 ? 4 : index === 10 ? 1 : index === 0 ? 1 : 0,
      })),
    );
    expect(figures.enquiries).toEqual({ total: 3, open: 2 });
  });

  it('counts 100,000 more applications exactly', { timeout: 180_000 }, async () => {
    const before = await stats();
    const byCountry: Counts = Object.fromEntries(
      before.applications.byCountry.map((r) => [r.country, r.count]),
    );
    const byStatus: Counts = Object.fromEntries(before.applications.byStatus.map((r) => [r.status, r.count]));
    const perWeek = before.applications.perWeek.map((week) => week.count);
    const weeks = weekStarts(new Date().toISOString());
    const oldest = weeks[0]?.getTime() ?? 0;
    const countries = [...COUNTRIES, 'Germany'];

    const now = Date.now();
    const rows = Array.from({ length: 100_000 }, (_, index) => {
      const country = countries[index % countries.length] ?? 'India';
      const status = APPLICATION_STATUSES[index % APPLICATION_STATUSES.length] ?? 'pending';
      // Spread over 17 weeks back from now, so some fall before the twelve.
      const time = now - (index % 119) * DAY_MS - (index % 23) * 60 * 60 * 1000;
      byCountry[country] = (byCountry[country] ?? 0) + 1;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const week = Math.floor((time - oldest) / WEEK_MS);
      if (week >= 0 && week < 12) perWeek[week] = (perWeek[week] ?? 0) + 1;
      const createdAt = new Date(time).toISOString();
      return {
        id: newId(),
        firstName: 'Bulk',
        lastName: `Applicant ${index}`,
        email: `bulk${index}@example.com`,
        emailKey: emailKey(`bulk${index}@example.com`),
        nameKey: nameKey('Bulk', `Applicant ${index}`),
        phone: '+44 20 7946 0000',
        country,
        position: 'Design Engineer',
        linkedin: null,
        comments: null,
        cvUrl: `/api/applications/cv/bulk-${index}.pdf`,
        status,
        createdAt,
        updatedAt: createdAt,
      };
    });
    // One transaction, 1,000 rows a statement (15,000 parameters: within both databases' limits).
    await server.services.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 1000) {
        await trx
          .insertInto('applications')
          .values(rows.slice(start, start + 1000))
          .execute();
      }
    });
    // node:sqlite runs in this process's event loop, so a long insert holds up the server too; an
    // idle keep-alive connection that timed out meanwhile is closed only now. Let that happen
    // before asking again, so the next request does not go out on the closing connection.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const after = await stats();
    expect(after.applications.total).toBe(before.applications.total + 100_000);
    expect(after.applications.byCountry).toEqual([
      ...COUNTRIES.map((country) => ({ country, count: byCountry[country] })),
      { country: 'Germany', count: 25_000 },
    ]);
    expect(after.applications.byStatus).toEqual(
      APPLICATION_STATUSES.map((status) => ({ status, count: byStatus[status] })),
    );
    expect(after.applications.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(
      after.applications.total,
    );
    expect(after.applications.perWeek.map((week) => week.count)).toEqual(perWeek);
    expect(after.jobs).toEqual(before.jobs);
    expect(after.enquiries).toEqual(before.enquiries);
  });
});
