import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { PDF_URL_INVALID } from '../../server/http/routes/jobs-body.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { PUBLISHED_STATE, publicView } from '../support/publishing.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { ukDateFromToday } from '../support/uk-dates.ts';

// admin.md §5 job form, §7 and public-site.md §7: the jobs API. DESIGN.md: anonymous callers
// see active jobs only, and not those past their closing date in the UK (decision 009).

const m = MESSAGES.jobs;

const JOB = {
  title: 'Senior Protection Engineer',
  country: 'United Kingdom',
  place: 'London',
  type: 'Engineering',
  qualifications: 'Degree in electrical engineering',
  experience: '5+ years',
  responsibilities: 'Lead protection studies\nReview designs for substations and grid connections',
  isActive: true,
};

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(testDatabaseKinds())('jobs API on %s', (kind) => {
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

  async function createJob(overrides: Record<string, unknown> = {}) {
    const response = await call(server, 'POST', '/jobs', { token, json: { ...JOB, ...overrides } });
    expect(response.status).toBe(201);
    return publicView(response.body.data.job);
  }

  describe('GET /api/jobs and /api/jobs/:id', () => {
    let active: { _id: string };
    let inactive: { _id: string };
    beforeAll(async () => {
      active = await createJob({ title: 'Active in India', country: 'India' });
      inactive = await createJob({ title: 'Inactive in India', country: 'India', isActive: false });
    });

    it('shows anonymous callers active jobs only, whatever they ask', async () => {
      for (const query of ['', '?active=false', '?active=true', '?country=India&active=false']) {
        for (const options of [{}, { token: revokedToken }, { token: 'made-up' }]) {
          const response = await call(server, 'GET', `/jobs${query}`, options);
          expect(response.status).toBe(200);
          const ids = response.body.data.jobs.map((job: { _id: string }) => job._id);
          expect(ids).toContain(active._id);
          expect(ids).not.toContain(inactive._id);
          expect(response.body.data.jobs.every((job: { isActive: boolean }) => job.isActive)).toBe(true);
        }
      }
    });

    it('shows an administrator every job, filtered by active when given', async () => {
      const all = await call(server, 'GET', '/jobs?country=India', { token });
      expect(all.body.data.jobs.map((job: { _id: string }) => job._id).sort()).toEqual(
        [active._id, inactive._id].sort(),
      );
      const onlyInactive = await call(server, 'GET', '/jobs?country=India&active=false', { token });
      expect(onlyInactive.body.data.jobs.map((job: { _id: string }) => job._id)).toEqual([inactive._id]);
      const onlyActive = await call(server, 'GET', '/jobs?country=India&active=true', { token });
      expect(onlyActive.body.data.jobs.map((job: { _id: string }) => job._id)).toEqual([active._id]);
    });

    it('answers ?view=all (the dashboard) only to a signed-in administrator, 401 otherwise', async () => {
      for (const options of [{}, { token: revokedToken }]) {
        for (const path of [
          '/jobs?view=all',
          `/jobs/${inactive._id}?view=all`,
          `/jobs/${active._id}?view=all`,
        ]) {
          const refused = await call(server, 'GET', path, options);
          expect(refused.status, path).toBe(401);
          expect(refused.body).toEqual({ success: false, message: 'Authentication required' });
        }
      }
      const all = await call(server, 'GET', '/jobs?view=all&country=India', { token });
      expect(all.body.data.jobs.map((job: { _id: string }) => job._id).sort()).toEqual(
        [active._id, inactive._id].sort(),
      );
      const one = await call(server, 'GET', `/jobs/${inactive._id}?view=all`, { token });
      expect(one.body.data.job._id).toBe(inactive._id);
      expect((await call(server, 'GET', '/jobs?view=everything')).status).toBe(400);
    });

    it('filters by country, and answers 400 naming the countries for an unknown one', async () => {
      const uzbekistan = await createJob({ title: 'Tashkent role', country: 'Uzbekistan' });
      const filtered = await call(server, 'GET', '/jobs?country=Uzbekistan');
      expect(filtered.body).toEqual({
        success: true,
        data: { jobs: [uzbekistan] },
        total: 1,
        page: 1,
        limit: 100,
        totalPages: 1,
        hasMore: false,
      });
      // Never every country's jobs: the wizard would offer positions from other countries.
      const unknown = await call(server, 'GET', '/jobs?country=Atlantis');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({
        success: false,
        message: 'Unknown country. Use one of: United Kingdom, India, Uzbekistan',
        errors: { country: 'Unknown country. Use one of: United Kingdom, India, Uzbekistan' },
      });
      const blank = await call(server, 'GET', '/jobs?country=');
      expect(blank.body.data.jobs.length).toBeGreaterThan(1);
    });

    it('answers one active job as data.job to anyone', async () => {
      const response = await call(server, 'GET', `/jobs/${active._id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { job: active } });
    });

    it('hides an inactive job from anonymous callers (404) but not from an administrator', async () => {
      for (const options of [{}, { token: revokedToken }]) {
        const hidden = await call(server, 'GET', `/jobs/${inactive._id}`, options);
        expect(hidden.status).toBe(404);
        expect(hidden.body).toEqual({ success: false, message: 'Job not found' });
      }
      const shown = await call(server, 'GET', `/jobs/${inactive._id}`, { token });
      expect(shown.status).toBe(200);
      expect(shown.body.data.job.isActive).toBe(false);
    });

    it('answers 404 "Job not found" for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '%00', '..%2F..%2Fsite.db', 'x'.repeat(500)]) {
        const response = await call(server, 'GET', `/jobs/${id}`, { token });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Job not found' });
      }
    });
  });

  describe('POST /api/jobs', () => {
    it('creates a job from JSON and answers 201 with data.job', async () => {
      const response = await call(server, 'POST', '/jobs', { token, json: JOB });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: {
          job: {
            _id: expect.stringMatching(/^[a-f0-9]{24}$/),
            ...JOB,
            ...PUBLISHED_STATE,
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        },
      });
      expect('pdfUrl' in response.body.data.job).toBe(false);
    });

    it('creates a job from multipart form data, flags written as text', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...JOB, isActive: 'false', pdfUrl: '' })) {
        form.append(name, String(value));
      }
      const response = await call(server, 'POST', '/jobs', { token, form });
      expect(response.status).toBe(201);
      expect(response.body.data.job).toMatchObject({ ...JOB, isActive: false });
      expect('pdfUrl' in response.body.data.job).toBe(false);
    });

    it('creates a job from URL-encoded form data; isActive defaults to true', async () => {
      const { isActive: _omitted, ...fields } = JOB;
      const response = await call(server, 'POST', '/jobs', {
        token,
        raw: new URLSearchParams({ ...fields, pdfUrl: '/media/jobs/engineer.pdf' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(201);
      expect(response.body.data.job).toMatchObject({ ...JOB, pdfUrl: '/media/jobs/engineer.pdf' });
    });

    it('accepts a title of exactly 100 characters and an optional blank type', async () => {
      const job = await createJob({ title: 't'.repeat(100), type: '' });
      expect(job.title).toHaveLength(100);
      expect(job.type).toBe('');
    });

    it.each([
      ['title', undefined, m.titleRequired],
      ['title', '  ', m.titleRequired],
      ['title', 't'.repeat(101), 'Job title must be less than 100 characters'],
      ['country', undefined, m.countryRequired],
      ['country', 'France', 'Country is required'],
      ['place', '', 'Location is required'],
      ['qualifications', '', m.qualificationsRequired],
      ['qualifications', 'q'.repeat(9), 'Please provide more detailed qualifications'],
      ['experience', '', 'Experience is required'],
      ['responsibilities', '', m.responsibilitiesRequired],
      ['responsibilities', 'r'.repeat(49), 'Please provide more detailed responsibilities'],
      ['isActive', 'maybe', MESSAGES.form.flagInvalid],
    ])('rejects %s %j with 400 "%s"', async (field, value, message) => {
      const response = await call(server, 'POST', '/jobs', { token, json: { ...JOB, [field]: value } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message, errors: { [field]: message } });
    });

    it('answers an empty form with every required message of admin.md §5', async () => {
      const response = await call(server, 'POST', '/jobs', { token, json: {} });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        title: 'Job title is required',
        country: 'Country is required',
        place: 'Location is required',
        qualifications: 'Qualifications are required',
        experience: 'Experience is required',
        responsibilities: 'Responsibilities are required',
      });
    });

    it.each([
      ['/uploads/job-pdf/0123456789abcdef0123456789abcdef.pdf'],
      ['https://cdn.example.com/jobs/engineer.pdf'],
      ['http://example.com/engineer.pdf'],
    ])('accepts pdfUrl %s', async (pdfUrl) => {
      expect((await createJob({ pdfUrl })).pdfUrl).toBe(pdfUrl);
    });

    it.each([
      ['javascript:alert(1)'],
      ['//evil.example/x.pdf'],
      ['ftp://example.com/x.pdf'],
      ['engineer.pdf'],
      ['/uploads/a b.pdf'],
    ])('rejects pdfUrl %s with 400 errors.pdfUrl', async (pdfUrl) => {
      const response = await call(server, 'POST', '/jobs', { token, json: { ...JOB, pdfUrl } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ pdfUrl: PDF_URL_INVALID });
    });

    it('answers malformed bodies with 4xx, never 5xx', async () => {
      const invalidJson = await call(server, 'POST', '/jobs', {
        token,
        raw: '{"title": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(invalidJson.status).toBe(400);
      expect((await call(server, 'POST', '/jobs', { token, json: [JOB] })).status).toBe(400);
      const numbers = await call(server, 'POST', '/jobs', { token, json: { ...JOB, title: 5, place: 7 } });
      expect(numbers.status).toBe(400);
      expect(numbers.body.errors).toEqual({ title: m.titleRequired, place: m.placeRequired });
      const nul = await call(server, 'POST', '/jobs', { token, json: { ...JOB, experience: 'a\u0000b' } });
      expect(nul.status).toBe(400);
      const huge = await call(server, 'POST', '/jobs', {
        token,
        json: { ...JOB, qualifications: 'q'.repeat(300 * 1024) },
        headers: { Connection: 'close' },
      });
      expect(huge.status).toBe(413);
      const brokenForm = await call(server, 'POST', '/jobs', {
        token,
        raw: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      expect(brokenForm.status).toBe(400);
    });
  });

  describe('PUT /api/jobs/:id', () => {
    it('replaces the whole job: the status toggle sends it back with isActive flipped', async () => {
      const job = await createJob({ pdfUrl: '/media/jobs/engineer.pdf' });
      const { _id, createdAt, updatedAt, ...fields } = job;
      const off = await call(server, 'PUT', `/jobs/${_id}`, { token, json: { ...fields, isActive: false } });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({
        success: true,
        data: { job: { ...job, ...PUBLISHED_STATE, isActive: false, updatedAt: expect.any(String) } },
      });
      expect((await call(server, 'GET', `/jobs/${_id}`)).status).toBe(404);
      const on = await call(server, 'PUT', `/jobs/${_id}`, { token, json: { ...fields, isActive: true } });
      expect(on.body.data.job.isActive).toBe(true);
      expect((await call(server, 'GET', `/jobs/${_id}`)).status).toBe(200);
    });

    it('drops the PDF when the whole job is sent without pdfUrl', async () => {
      const job = await createJob({ pdfUrl: '/media/jobs/engineer.pdf' });
      const response = await call(server, 'PUT', `/jobs/${job._id}`, {
        token,
        json: { ...JOB, title: 'Renamed' },
      });
      expect(response.status).toBe(200);
      expect(response.body.data.job.title).toBe('Renamed');
      expect('pdfUrl' in response.body.data.job).toBe(false);
    });

    it('validates with the job form messages', async () => {
      const job = await createJob();
      const response = await call(server, 'PUT', `/jobs/${job._id}`, {
        token,
        json: { ...JOB, responsibilities: 'r'.repeat(49) },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ responsibilities: m.responsibilitiesTooShort });
    });

    it('answers 404 "Job not found" for an unknown id', async () => {
      const response = await call(server, 'PUT', `/jobs/${UNKNOWN_ID}`, { token, json: JOB });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Job not found' });
    });
  });

  describe('closing date', () => {
    it('round-trips closingDate through POST, GET and PUT', async () => {
      const job = await createJob({ closingDate: '2099-12-12' });
      expect(job.closingDate).toBe('2099-12-12');
      expect((await call(server, 'GET', `/jobs/${job._id}`)).body.data.job).toEqual(job);
      const listed = (await call(server, 'GET', '/jobs')).body.data.jobs;
      expect(listed.find((entry: { _id: string }) => entry._id === job._id)).toEqual(job);
      const { _id, createdAt, updatedAt, ...fields } = job;
      const moved = await call(server, 'PUT', `/jobs/${_id}`, {
        token,
        json: { ...fields, closingDate: '2099-01-31' },
      });
      expect(moved.status).toBe(200);
      expect(publicView(moved.body.data.job)).toEqual({
        ...job,
        closingDate: '2099-01-31',
        updatedAt: expect.any(String),
      });
    });

    it('takes closingDate from multipart and URL-encoded form bodies', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...JOB, closingDate: '2099-03-01' })) {
        form.append(name, String(value));
      }
      const multipart = await call(server, 'POST', '/jobs', { token, form });
      expect(multipart.status).toBe(201);
      expect(multipart.body.data.job.closingDate).toBe('2099-03-01');
      const { isActive: _omitted, ...fields } = JOB;
      const encoded = await call(server, 'POST', '/jobs', {
        token,
        raw: new URLSearchParams({ ...fields, closingDate: '2099-03-02' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(encoded.status).toBe(201);
      expect(encoded.body.data.job.closingDate).toBe('2099-03-02');
    });

    it('clears the closing date when PUT sends it blank or leaves it out', async () => {
      const job = await createJob({ closingDate: '2099-12-12' });
      const { _id, createdAt, updatedAt, closingDate: _date, ...fields } = job;
      for (const json of [{ ...fields, closingDate: '' }, { ...fields, closingDate: null }, fields]) {
        await call(server, 'PUT', `/jobs/${_id}`, { token, json: { ...fields, closingDate: '2099-12-12' } });
        const cleared = await call(server, 'PUT', `/jobs/${_id}`, { token, json });
        expect(cleared.status).toBe(200);
        expect('closingDate' in cleared.body.data.job).toBe(false);
        expect('closingDate' in (await call(server, 'GET', `/jobs/${_id}`)).body.data.job).toBe(false);
      }
    });

    it.each([['2026-02-30'], ['2026-13-01'], ['12/12/2026'], ['tomorrow'], [20991212]])(
      'rejects closingDate %j with 400 "Closing date must be a valid date"',
      async (closingDate) => {
        const response = await call(server, 'POST', '/jobs', { token, json: { ...JOB, closingDate } });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          success: false,
          message: m.closingDateInvalid,
          errors: { closingDate: 'Closing date must be a valid date' },
        });
      },
    );

    it('hides a job closed yesterday (UK date) from anonymous callers but not from an administrator', async () => {
      const closed = await createJob({
        title: 'Closed yesterday',
        country: 'Uzbekistan',
        closingDate: ukDateFromToday(-1),
      });
      const today = await createJob({
        title: 'Closing today',
        country: 'Uzbekistan',
        closingDate: ukDateFromToday(0),
      });
      const ids = (response: { body: { data: { jobs: { _id: string }[] } } }) =>
        response.body.data.jobs.map((job) => job._id);

      for (const query of ['', '?country=Uzbekistan', '?active=true', '?country=Uzbekistan&active=false']) {
        for (const options of [{}, { token: revokedToken }]) {
          const listed = ids(await call(server, 'GET', `/jobs${query}`, options));
          expect(listed).not.toContain(closed._id);
          if (!query.includes('active=false')) expect(listed).toContain(today._id);
        }
      }
      for (const options of [{}, { token: revokedToken }]) {
        const hidden = await call(server, 'GET', `/jobs/${closed._id}`, options);
        expect(hidden.status).toBe(404);
        expect(hidden.body).toEqual({ success: false, message: 'Job not found' });
        const open = await call(server, 'GET', `/jobs/${today._id}`, options);
        expect(open.status).toBe(200);
        expect(open.body.data.job).toEqual(today);
      }

      // The administrator still sees it, active as it is, under the existing filters.
      expect(ids(await call(server, 'GET', '/jobs?country=Uzbekistan', { token }))).toEqual(
        expect.arrayContaining([closed._id, today._id]),
      );
      expect(ids(await call(server, 'GET', '/jobs?country=Uzbekistan&active=true', { token }))).toEqual(
        expect.arrayContaining([closed._id, today._id]),
      );
      const shown = await call(server, 'GET', `/jobs/${closed._id}`, { token });
      expect(shown.status).toBe(200);
      expect(shown.body.data.job).toEqual({ ...closed, ...PUBLISHED_STATE });
    });
  });

  describe('DELETE /api/jobs/:id', () => {
    it('deletes the job and its uploaded description PDF', async () => {
      const upload = await call(server, 'POST', '/applications/upload-cv?purpose=job-description', {
        token,
        form: fileForm('file', pdfBytes(2048), 'engineer.pdf', 'application/pdf'),
      });
      expect(upload.status).toBe(201);
      const pdfUrl: string = upload.body.fileUrl;
      expect(pdfUrl).toMatch(/^\/uploads\/job-pdf\/[a-f0-9]{32}\.pdf$/);
      const file = path.join(server.dataDir, 'uploads', 'public', 'job-pdf', path.basename(pdfUrl));
      expect(existsSync(file)).toBe(true);

      const job = await createJob({ pdfUrl });
      const response = await call(server, 'DELETE', `/jobs/${job._id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Job deleted' });
      expect((await call(server, 'GET', `/jobs/${job._id}`, { token })).status).toBe(404);
      expect(existsSync(file)).toBe(false);
      expect((await fetch(`${server.url}${pdfUrl}`)).status).toBe(404);
    });

    it('keeps a PDF that another job still links to', async () => {
      const upload = await call(server, 'POST', '/applications/upload-cv?purpose=job-description', {
        token,
        form: fileForm('file', pdfBytes(2048), 'shared.pdf', 'application/pdf'),
      });
      const pdfUrl: string = upload.body.fileUrl;
      const first = await createJob({ pdfUrl });
      await createJob({ pdfUrl });
      expect((await call(server, 'DELETE', `/jobs/${first._id}`, { token })).status).toBe(200);
      expect((await fetch(`${server.url}${pdfUrl}`)).status).toBe(200);
    });

    it('answers 404 "Job not found" for an unknown id', async () => {
      const response = await call(server, 'DELETE', `/jobs/${UNKNOWN_ID}`, { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Job not found' });
    });
  });

  describe('authentication', () => {
    it('answers 401 on every write without a token and with a revoked token', async () => {
      const job = await createJob();
      const writes: [string, string, unknown][] = [
        ['POST', '/jobs', JOB],
        ['PUT', `/jobs/${job._id}`, JOB],
        ['DELETE', `/jobs/${job._id}`, undefined],
      ];
      for (const [method, path, json] of writes) {
        for (const options of [{}, { token: revokedToken }]) {
          const response = await call(server, method, path, { ...options, json });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: 'Authentication required' });
        }
      }
      expect((await call(server, 'GET', `/jobs/${job._id}`)).body.data.job).toEqual(job);
    });
  });
});
