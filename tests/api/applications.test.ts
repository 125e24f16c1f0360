import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../content/site.ts';
import { applicationListAnswer } from '../../domain/answers/applications.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// public-site.md §5 wizard table, §7 and admin.md §7: CV upload, applications and their
// management. DESIGN.md: CVs are private and cvUrl must name a CV this server stored.

const m = MESSAGES.application;
const MB10 = 10 * 1024 * 1024;
const UNKNOWN_ID = '0123456789abcdef01234567';
const CV_URL = /^\/api\/applications\/cv\/[a-f0-9]{32}\.pdf$/;

const APPLICANT = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  phone: '+44 (0)20 7946-0958',
  country: 'United Kingdom',
  position: 'Senior Protection Engineer',
  linkedin: 'https://www.linkedin.com/in/priya-sharma',
  comments: 'Available from March.',
};

describe.each(testDatabaseKinds())('applications API on %s', (kind) => {
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

  function uploadCv(
    bytes: Uint8Array = pdfBytes(4096),
    options: { token?: string; name?: string; isJobPdf?: boolean } = {},
  ) {
    const query = options.isJobPdf ? '?purpose=job-description' : '';
    return call(server, 'POST', `/applications/upload-cv${query}`, {
      ...(options.token ? { token: options.token } : {}),
      form: fileForm('file', bytes, options.name ?? 'my cv.pdf', 'application/pdf'),
    });
  }

  async function newCvUrl(): Promise<string> {
    const response = await uploadCv();
    expect(response.status).toBe(201);
    return response.body.fileUrl;
  }

  async function apply(overrides: Record<string, unknown> = {}) {
    return call(server, 'POST', '/applications', {
      json: { ...APPLICANT, cvUrl: await newCvUrl(), ...overrides },
    });
  }

  async function applied(overrides: Record<string, unknown> = {}) {
    const response = await apply(overrides);
    expect(response.status).toBe(201);
    return response.body.data.application;
  }

  function cvFile(cvUrl: string): string {
    return path.join(server.dataDir, 'uploads', 'private', 'cv', path.basename(cvUrl));
  }

  describe('POST /api/applications/upload-cv', () => {
    it('stores a visitor CV privately and answers 201 with a top-level fileUrl', async () => {
      const response = await uploadCv();
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ success: true, fileUrl: expect.stringMatching(CV_URL) });
      expect(existsSync(cvFile(response.body.fileUrl))).toBe(true);
    });

    it('accepts a PDF of exactly 10MB', async () => {
      expect((await uploadCv(pdfBytes(MB10))).status).toBe(201);
    });

    it('rejects an 11 MB PDF (10MB + 1 byte) with 413 "File size should not exceed 10MB"', async () => {
      const response = await uploadCv(pdfBytes(MB10 + 1));
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ success: false, message: 'File size should not exceed 10MB' });
    });

    it('rejects a PNG renamed to cv.pdf and sent as application/pdf with 415 "Only PDF files are allowed"', async () => {
      const png = await sharp({
        create: { width: 40, height: 40, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      const response = await uploadCv(new Uint8Array(png), { name: 'cv.pdf' });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ success: false, message: 'Only PDF files are allowed' });
    });

    it('answers 400 errors.file "CV PDF is required" without a file', async () => {
      const form = new FormData();
      form.append('other', 'value');
      const response = await call(server, 'POST', '/applications/upload-cv', { form });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'CV PDF is required',
        errors: { file: 'CV PDF is required' },
      });
    });

    it('answers a body that is not multipart with 415, and a broken one with 400', async () => {
      const json = await call(server, 'POST', '/applications/upload-cv', { json: { file: 'x' } });
      expect(json.status).toBe(415);
      const broken = await call(server, 'POST', '/applications/upload-cv', {
        raw: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      expect(broken.status).toBe(400);
    });

    it('stores an administrator upload as a public job PDF that anyone can GET', async () => {
      const response = await uploadCv(pdfBytes(2048), { isJobPdf: true, token });
      expect(response.status).toBe(201);
      expect(response.body.fileUrl).toMatch(/^\/uploads\/job-pdf\/[a-f0-9]{32}\.pdf$/);
      const download = await fetch(`${server.url}${response.body.fileUrl}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes(2048));
    });

    it('answers an administrator with the job-PDF messages (admin.md §5)', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const wrongType = await uploadCv(new Uint8Array(png), { isJobPdf: true, token, name: 'job.pdf' });
      expect(wrongType.status).toBe(415);
      expect(wrongType.body.message).toBe('Only PDF files are allowed!');
      const tooLarge = await uploadCv(pdfBytes(MB10 + 1), { isJobPdf: true, token });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('File size should not exceed 10MB!');
    });

    it('treats a revoked token as a visitor: the file is a private CV', async () => {
      const response = await uploadCv(pdfBytes(), { token: revokedToken });
      expect(response.status).toBe(201);
      expect(response.body.fileUrl).toMatch(CV_URL);
    });

    it('keeps an administrator upload private unless a job PDF is asked for', async () => {
      const response = await uploadCv(pdfBytes(), { token });
      expect(response.status).toBe(201);
      expect(response.body.fileUrl).toMatch(CV_URL);
    });

    it('answers 401 to a job PDF asked for without a valid session', async () => {
      for (const options of [{}, { token: revokedToken }]) {
        const response = await uploadCv(pdfBytes(), { ...options, isJobPdf: true });
        expect(response.status).toBe(401);
        expect(response.body.message).toBe(MESSAGES.session.authRequired);
      }
    });
  });

  describe('GET /api/applications/cv/:file', () => {
    it('streams the CV to an administrator as a private attachment with the same bytes', async () => {
      const bytes = pdfBytes(5000);
      const upload = await uploadCv(bytes, { name: 'Priya/Sharma;CV (2025).pdf' });
      const response = await fetch(`${server.url}${upload.body.fileUrl}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="Priya_Sharma_CV (2025).pdf"',
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    });

    it('answers 401 without a token and with a revoked token', async () => {
      const cvUrl = await newCvUrl();
      const anonymous: Record<string, string> = {};
      for (const headers of [anonymous, { Authorization: `Bearer ${revokedToken}` }]) {
        const response = await fetch(`${server.url}${cvUrl}`, { headers });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ success: false, message: 'Authentication required' });
      }
    });

    it('answers 404 for a made-up or malformed name, path tricks included', async () => {
      for (const name of [
        '0123456789abcdef0123456789abcdef.pdf',
        'nope.pdf',
        '..%2F..%2Fsite.db',
        '..%2F..%2F..%2Fsite.db',
        '%2e%2e%2fsite.db',
        '%00',
      ]) {
        const response = await call(server, 'GET', `/applications/cv/${name}`, { token });
        expect(response.status).toBe(404);
        expect(response.body.success).toBe(false);
      }
    });

    it('does not serve a public job PDF as a CV', async () => {
      const upload = await uploadCv(pdfBytes(), { isJobPdf: true, token });
      const name = path.basename(upload.body.fileUrl);
      expect((await call(server, 'GET', `/applications/cv/${name}`, { token })).status).toBe(404);
    });
  });

  describe('POST /api/applications', () => {
    it('refuses an application sent as text/plain (no CORS preflight) with 415, and stores nothing', async () => {
      const cvUrl = await newCvUrl();
      const response = await call(server, 'POST', '/applications', {
        headers: { 'Content-Type': 'text/plain' },
        raw: JSON.stringify({ ...APPLICANT, cvUrl }),
      });
      expect(response.status).toBe(415);
      const stored = await server.services.db
        .selectFrom('applications')
        .select('id')
        .where('cvUrl', '=', cvUrl)
        .execute();
      expect(stored).toEqual([]);
    });

    it('saves the application as pending and answers 201 with data.application', async () => {
      const cvUrl = await newCvUrl();
      const response = await call(server, 'POST', '/applications', { json: { ...APPLICANT, cvUrl } });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: {
          application: {
            _id: expect.stringMatching(/^[a-f0-9]{24}$/),
            ...APPLICANT,
            cvUrl,
            status: 'pending',
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        },
      });
    });

    it('queues the HR e-mail with the template fields and a cv_url into the dashboard (public-site.md §3)', async () => {
      const application = await applied({ position: 'Queued Position', linkedin: '', comments: '' });
      const rows = await server.services.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('subject', '=', 'New job application: Queued Position (United Kingdom)')
        .execute();
      expect(rows).toHaveLength(1);
      const { config } = server.services;
      expect(rows[0]).toMatchObject({ kind: 'application', toEmail: config.mail.hrTo, status: 'queued' });
      expect(JSON.parse(rows[0]?.payload ?? '{}')).toEqual({
        from_name: 'Priya Sharma',
        from_email: APPLICANT.email,
        phone_number: APPLICANT.phone,
        country: 'United Kingdom',
        position: 'Queued Position',
        linkedin_url: '',
        // The CV stays private: the link opens the application behind the dashboard's sign-in.
        cv_url: `${config.publicUrl}/dashboard/applications?open=${application._id}`,
        message: '',
        to_email: config.mail.hrTo,
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        application_id: application._id,
      });
      const confirmation = await server.services.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('kind', '=', 'application-confirmation')
        .where('toEmail', '=', APPLICANT.email)
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow();
      // Nothing the applicant typed: 'Queued Position' is no published job. The withdrawal link's
      // token and lifetime are the server's own (decision 017).
      expect(JSON.parse(confirmation.payload)).toEqual({
        to_email: APPLICANT.email,
        company_phone: site.contact.phoneDisplay,
        application_id: application._id,
        withdraw_token: expect.stringMatching(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/),
        withdraw_days: '30',
      });
      expect('linkedin' in application).toBe(false);
    });

    it('accepts names of 2 and 49 characters and a LinkedIn company page', async () => {
      const application = await applied({
        firstName: 'Al',
        lastName: 'l'.repeat(49),
        linkedin: 'https://linkedin.com/company/voltline',
      });
      expect(application.lastName).toHaveLength(49);
    });

    it.each([
      ['firstName', '', m.firstNameRequired],
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['firstName', 'f'.repeat(50), 'First name must be less than 50 characters'],
      ['lastName', '', m.lastNameRequired],
      ['lastName', 'S', 'Last name must be at least 2 characters'],
      ['lastName', 'l'.repeat(50), 'Last name must be less than 50 characters'],
      ['email', '', m.emailRequired],
      ['email', 'priya@', 'Please enter a valid email address'],
      ['phone', '', m.phoneRequired],
      ['phone', '12345', 'Please enter a valid phone number'],
      ['phone', '0207946095x', 'Please enter a valid phone number'],
      ['country', '', m.countryRequired],
      ['country', 'France', 'Please select a country'],
      ['position', '', 'Please select a position'],
      ['linkedin', 'https://example.com/in/priya', m.linkedinInvalid],
      ['linkedin', 'https://www.linkedin.com/feed/', m.linkedinInvalid],
      ['cvUrl', '', 'CV PDF is required'],
    ])('rejects %s %j with 400 "%s"', async (field, value, message) => {
      const response = await apply({ [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message, errors: { [field]: message } });
    });

    it.each([
      ['a foreign URL', 'https://evil.example/cv.pdf'],
      ['a made-up CV name', '/api/applications/cv/0123456789abcdef0123456789abcdef.pdf'],
      ['a path trick', '/api/applications/cv/../../site.db'],
    ])('rejects a cvUrl naming %s with 400 errors.cvUrl', async (_label, cvUrl) => {
      const response = await call(server, 'POST', '/applications', { json: { ...APPLICANT, cvUrl } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: MESSAGES.applications.cvUrlUnknown,
        errors: { cvUrl: MESSAGES.applications.cvUrlUnknown },
      });
    });

    it('rejects a public job PDF as cvUrl', async () => {
      const cvUrl = (await uploadCv(pdfBytes(), { isJobPdf: true, token })).body.fileUrl;
      const response = await call(server, 'POST', '/applications', { json: { ...APPLICANT, cvUrl } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ cvUrl: MESSAGES.applications.cvUrlUnknown });
    });

    it('rejects a CV that another application already uses, and queues no second e-mail', async () => {
      const first = await applied({ position: 'Reused CV' });
      const again = await call(server, 'POST', '/applications', {
        json: { ...APPLICANT, position: 'Reused CV', cvUrl: first.cvUrl },
      });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual({ cvUrl: MESSAGES.applications.cvUrlUnknown });
      const mails = await server.services.db
        .selectFrom('emailOutbox')
        .select('id')
        .where('subject', '=', 'New job application: Reused CV (United Kingdom)')
        .execute();
      expect(mails).toHaveLength(1);
    });

    it('answers malformed bodies with 4xx, never 5xx', async () => {
      const invalidJson = await call(server, 'POST', '/applications', {
        raw: '{"firstName": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(invalidJson.status).toBe(400);
      expect((await call(server, 'POST', '/applications', { json: [APPLICANT] })).status).toBe(400);
      const numbers = await apply({ firstName: 12, phone: 1234567890 });
      expect(numbers.status).toBe(400);
      expect(numbers.body.errors).toEqual({ firstName: m.firstNameRequired, phone: m.phoneRequired });
      expect((await apply({ comments: 'a\u0000b' })).status).toBe(400);
      const huge = await call(server, 'POST', '/applications', {
        json: { ...APPLICANT, comments: 'x'.repeat(300 * 1024) },
        headers: { Connection: 'close' },
      });
      expect(huge.status).toBe(413);
    });
  });

  describe('administration', () => {
    it('lists applications with totalPages beside data.applications (12 at limit 10 -> 2 pages)', async () => {
      const before = await call(server, 'GET', '/applications', { token });
      expect(before.status).toBe(200);
      // Filtered to one position, so the earlier tests' applications do not count.
      for (let index = 0; index < 12; index += 1) await applied({ position: 'Paged Role' });
      const first = await call(server, 'GET', '/applications?position=Paged%20Role', { token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        data: { applications: expect.any(Array) },
        totalPages: 2,
        total: 12,
        isTotalExact: true,
        page: 1,
      });
      expect(first.body.data.applications).toHaveLength(10);
      const second = await call(server, 'GET', '/applications?position=Paged%20Role&page=2&limit=10', {
        token,
      });
      expect(second.body).toMatchObject({ totalPages: 2, total: 12, page: 2 });
      expect(second.body.data.applications).toHaveLength(2);
      const everyId = [...first.body.data.applications, ...second.body.data.applications].map(
        (application: { _id: string }) => application._id,
      );
      expect(new Set(everyId).size).toBe(12);
      const all = await call(server, 'GET', '/applications', { token });
      expect(all.body.total).toBe(before.body.total + 12);
    });

    it('filters by status and country, and survives absurd paging values', async () => {
      const application = await applied({ country: 'Uzbekistan', position: 'Filtered Role' });
      await call(server, 'PATCH', `/applications/${application._id}/status`, {
        token,
        json: { status: 'hired' },
      });
      const hired = await call(server, 'GET', '/applications?status=hired&country=Uzbekistan', { token });
      expect(hired.body.data.applications.map((a: { _id: string }) => a._id)).toEqual([application._id]);
      for (const query of ['page=9007199254740991', 'page=-3&limit=0', 'limit=abc']) {
        const response = await call(server, 'GET', `/applications?${query}`, { token });
        expect(response.status).toBe(200);
      }
      // The one rule for text (domain/field-errors.ts) holds in queries too.
      const nul = await call(server, 'GET', '/applications?position=%00', { token });
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe('Text may not contain NUL characters');
      // Past the safe-integer range the domain schema refuses the page: a 400, never a 500.
      const absurd = await call(server, 'GET', '/applications?page=99999999999999999999', { token });
      expect(absurd.status).toBe(400);
    });

    describe('search (q)', () => {
      // Each search is narrowed to one position, so the other tests' applications do not count.
      const position = 'Searched Role';
      async function names(query: string): Promise<string[]> {
        const response = await call(
          server,
          'GET',
          `/applications?position=${encodeURIComponent(position)}&${query}`,
          {
            token,
          },
        );
        expect(response.status).toBe(200);
        return response.body.data.applications
          .map((a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`)
          .sort();
      }

      beforeAll(async () => {
        await applied({
          position,
          firstName: 'Priya',
          lastName: 'Sharma',
          email: 'priya.sharma@example.com',
        });
        await applied({ position, firstName: 'Rahul', lastName: 'Sharma', email: 'r.sharma@example.in' });
        await applied({ position, firstName: 'Zoë', lastName: "O'Brien", email: 'Zoe.OBrien@Example.org' });
        await applied({ position, firstName: 'Ann', lastName: 'Lee', email: 'ann_lee@example.com' });
        await applied({ position, firstName: 'Annx', lastName: 'Lee', email: 'annxlee@example.com' });
        await applied({ position, firstName: 'Fifty', lastName: 'Off', email: 'fifty%off@example.com' });
      });

      it('finds part of a first or last name, in any case', async () => {
        expect(await names('q=SHAR')).toEqual(['Priya Sharma', 'Rahul Sharma']);
        expect(await names('q=priy')).toEqual(['Priya Sharma']);
      });

      it('finds the full name "first last", with the spaces typed any way', async () => {
        expect(await names('q=Priya%20Sharma')).toEqual(['Priya Sharma']);
        expect(await names('q=%20%20priya%20%20%20sharma%20')).toEqual(['Priya Sharma']);
      });

      it('finds the e-mail address in any case, and a name without its accents', async () => {
        expect(await names('q=PRIYA.SHARMA%40EXAMPLE.COM')).toEqual(['Priya Sharma']);
        expect(await names('q=zoe.obrien%40example')).toEqual(["Zoë O'Brien"]);
        expect(await names('q=zoe%20o')).toEqual(["Zoë O'Brien"]);
      });

      it('takes % and _ literally', async () => {
        expect(await names('q=%25')).toEqual(['Fifty Off']);
        expect(await names('q=ann_lee')).toEqual(['Ann Lee']);
      });

      it('combines with the other filters and the paging, and a blank q is no filter', async () => {
        expect(await names('q=sharma&country=India')).toEqual([]);
        expect(await names('q=sharma&country=United%20Kingdom')).toEqual(['Priya Sharma', 'Rahul Sharma']);
        expect(await names('q=%20')).toHaveLength(6);
        const paged = await call(
          server,
          'GET',
          `/applications?position=${encodeURIComponent(position)}&q=sharma&limit=1&page=2`,
          {
            token,
          },
        );
        expect(paged.body).toMatchObject({ total: 2, totalPages: 2, page: 2 });
        expect(paged.body.data.applications).toHaveLength(1);
      });

      it('refuses a search over 200 characters with 400, and takes one of 200', async () => {
        const tooLong = await call(server, 'GET', `/applications?q=${'a'.repeat(201)}`, { token });
        expect(tooLong.status).toBe(400);
        expect(tooLong.body).toEqual({
          success: false,
          message: 'Search must be 200 characters or fewer',
          errors: { q: 'Search must be 200 characters or fewer' },
        });
        expect(await names(`q=${'a'.repeat(200)}`)).toEqual([]);
        expect(await names(`q=${encodeURIComponent(` ${'a'.repeat(200)} `)}`)).toEqual([]);
      });
    });

    it('counts for each application the earlier ones with the same e-mail, in any case', async () => {
      const position = 'Returning Applicant';
      const first = await applied({ position, email: 'Returning@Example.com' });
      const second = await applied({ position, email: 'returning@example.com' });
      const third = await applied({ position, email: 'RETURNING@EXAMPLE.COM' });
      const stranger = await applied({ position, email: 'first.time@example.com' });
      const list = await call(server, 'GET', `/applications?position=${encodeURIComponent(position)}`, {
        token,
      });
      expect(list.body.data.applications.map((a: any) => [a._id, a.earlierApplications])).toEqual([
        [stranger._id, 0],
        [third._id, 2],
        [second._id, 1],
        [first._id, 0],
      ]);
      // The answer is what the dashboard's client parses it with.
      expect(applicationListAnswer.safeParse(list.body).success).toBe(true);
      const detail = await call(server, 'GET', `/applications/${second._id}`, { token });
      expect(detail.body.data.application.earlierApplications).toBe(1);
      expect(detail.body.data.related).toEqual(
        [third, first].map(({ _id, position, country, status, createdAt }) => ({
          _id,
          position,
          country,
          status,
          createdAt,
        })),
      );
    });

    it('answers one application as data.application with its notes, history and related, 404 for an unknown or malformed id', async () => {
      const application = await applied({ email: 'only.once@example.com' });
      const response = await call(server, 'GET', `/applications/${application._id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          application: { ...application, earlierApplications: 0 },
          notes: [],
          history: [],
          related: [],
          // Decision 026: its interviews, the competencies its scorecards would rate (the defaults:
          // no job has its title), its tags and its e-mails.
          interviews: [],
          competencies: [
            expect.objectContaining({ key: 'technical' }),
            expect.objectContaining({ key: 'communication' }),
            expect.objectContaining({ key: 'safety' }),
          ],
          tags: [],
          // Decision 026: the e-mails about it, newest first: here the two its arrival queued.
          emails: [
            expect.objectContaining({ kind: 'application-confirmation', toEmail: 'only.once@example.com' }),
            expect.objectContaining({ kind: 'application', status: 'queued' }),
          ],
        },
      });
      for (const id of [UNKNOWN_ID, 'nope', '%00']) {
        const missing = await call(server, 'GET', `/applications/${id}`, { token });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ success: false, message: 'Application not found' });
      }
    });

    it('sets any of the five statuses from any other (admin.md §4)', async () => {
      const application = await applied();
      for (const status of ['hired', 'pending', 'interviewed', 'rejected', 'reviewed', 'pending']) {
        const response = await call(server, 'PATCH', `/applications/${application._id}/status`, {
          token,
          json: { status },
        });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          success: true,
          data: {
            application: {
              ...application,
              status,
              updatedAt: expect.any(String),
              earlierApplications: expect.any(Number),
            },
          },
        });
      }
    });

    it('refuses a status outside the lifecycle with 400, and an unknown id with 404', async () => {
      const application = await applied();
      for (const status of ['archived', '', 5, null]) {
        const response = await call(server, 'PATCH', `/applications/${application._id}/status`, {
          token,
          json: { status },
        });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ status: MESSAGES.applications.statusInvalid });
      }
      const missing = await call(server, 'PATCH', `/applications/${UNKNOWN_ID}/status`, {
        token,
        json: { status: 'hired' },
      });
      expect(missing.status).toBe(404);
    });

    it('deletes the application and its CV file from disk', async () => {
      const application = await applied();
      expect(existsSync(cvFile(application.cvUrl))).toBe(true);
      const response = await call(server, 'DELETE', `/applications/${application._id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Application deleted' });
      expect(existsSync(cvFile(application.cvUrl))).toBe(false);
      const download = await fetch(`${server.url}${application.cvUrl}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(404);
      const again = await call(server, 'DELETE', `/applications/${application._id}`, { token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ success: false, message: 'Application not found' });
    });

    it('answers 401 on every protected route without a token and with a revoked token', async () => {
      const application = await applied();
      const routes: [string, string, unknown][] = [
        ['GET', '/applications', undefined],
        ['GET', `/applications/${application._id}`, undefined],
        ['PATCH', `/applications/${application._id}/status`, { status: 'hired' }],
        ['DELETE', `/applications/${application._id}`, undefined],
        ['GET', application.cvUrl.replace(/^\/api/, ''), undefined],
        ['GET', '/applications/export.csv', undefined],
        ['POST', `/applications/${application._id}/notes`, { text: 'A note' }],
        ['DELETE', `/applications/${application._id}/notes/${UNKNOWN_ID}`, undefined],
      ];
      for (const [method, routePath, json] of routes) {
        for (const options of [{}, { token: revokedToken }]) {
          const response = await call(server, method, routePath, { ...options, json });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: 'Authentication required' });
        }
      }
      const unchanged = await call(server, 'GET', `/applications/${application._id}`, { token });
      expect(unchanged.body.data.application).toEqual({
        ...application,
        earlierApplications: expect.any(Number),
      });
      expect(unchanged.body.data.notes).toEqual([]);
      expect(unchanged.body.data.history).toEqual([]);
    });
  });
});

describe('application throttling per address', () => {
  it('answers the eleventh CV upload within 10 minutes with 429, but never limits job PDFs', async () => {
    const server = await startApiServer('sqlite');
    try {
      const upload = (token?: string) =>
        call(server, 'POST', `/applications/upload-cv${token ? '?purpose=job-description' : ''}`, {
          ...(token ? { token } : {}),
          form: fileForm('file', pdfBytes(), 'cv.pdf', 'application/pdf'),
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await upload()).status);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      expect((await upload(await signIn(server))).status).toBe(201);
    } finally {
      await server.stop();
    }
  });
});
