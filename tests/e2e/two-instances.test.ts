import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, galleryImageForm, pdfBytes } from '../support/api-client.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { createEmptyDatabase } from '../support/test-databases.ts';

// DESIGN.md scale-out: two server processes behind a load balancer, on one PostgreSQL database
// and one S3-compatible bucket, must act as one site. They start at the same moment on an empty
// schema (migrations under an advisory lock, the first administrator and the sample content made
// once), and then every request below goes to one or the other as a balancer would send it.

const ADMIN = { email: 'ops-admin@voltline.example', password: 'two-instances-test-password' };
const BUCKET = 'voltline-two-instances';
const CLIENT = '198.51.100.20';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one bucket', () => {
  let s3: TestS3;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let sites: [SiteProcess, SiteProcess];

  beforeAll(async () => {
    s3 = await startTestS3();
    await s3.createBucket(BUCKET);
    database = await createEmptyDatabase('postgres');
    if (database.options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const env = {
      DATABASE_URL: database.options.url,
      DATABASE_SCHEMA: database.options.schema ?? '',
      ...s3.env(BUCKET),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SAMPLE_CONTENT: 'on',
      // Behind the balancer: the caller's address arrives in X-Forwarded-For.
      TRUST_PROXY: 'on',
      // Both schedulers tick every half second, so a change scheduled a few seconds ahead is
      // raced for by both many times over (decision 024).
      PUBLISHING_TICK_SECONDS: '0.5',
    };
    sites = (await Promise.all([startSiteProcess({ env }), startSiteProcess({ env })])) as [
      SiteProcess,
      SiteProcess,
    ];
  });
  afterAll(async () => {
    await Promise.all((sites ?? []).map((site) => site.stop()));
    await database?.drop();
    await s3?.stop();
  });

  async function request(
    site: SiteProcess,
    method: string,
    route: string,
    options: { token?: string; json?: unknown; form?: FormData; from?: string } = {},
  ) {
    const headers: Record<string, string> = { 'X-Forwarded-For': options.from ?? CLIENT };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.form;
    const response = await fetch(`${site.url}${route}`, { method, headers, body });
    const text = await response.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  async function signIn(site: SiteProcess): Promise<string> {
    const answer = await request(site, 'POST', '/api/auth/login', { json: ADMIN });
    expect(answer.status).toBe(200);
    return answer.json.token;
  }

  it('started together: both healthy on the same database and bucket, the seeding done once', async () => {
    for (const site of sites) {
      const health = await request(site, 'GET', '/api/health');
      expect(health.json.data).toEqual({
        status: 'ok',
        database: 'up',
        databaseKind: 'postgres',
        files: 'up',
        filesKind: 's3',
      });
    }
    const [one, other] = sites;
    const jobs = (await request(one, 'GET', '/api/jobs')).json.data.jobs as { title: string }[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((job) => job.title)).size).toBe(jobs.length);
    expect((await request(other, 'GET', '/api/jobs')).json.data.jobs).toHaveLength(jobs.length);
  });

  it('keeps a session made on one valid on the other, and a logout on either ends it on both', async () => {
    const [one, other] = sites;
    const token = await signIn(one);
    expect((await request(other, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await request(other, 'GET', '/api/auth/logout', { token })).status).toBe(200);
    expect((await request(one, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await request(other, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('stores a CV uploaded through one in the bucket, refuses it to strangers and serves it to an administrator through the other', async () => {
    const [one, other] = sites;
    const cv = pdfBytes(600 * 1024);
    const upload = await request(one, 'POST', '/api/applications/upload-cv', {
      form: fileForm('file', cv, 'cv.pdf', 'application/pdf'),
    });
    expect(upload.status).toBe(201);
    const url: string = upload.json.fileUrl;
    expect(await s3.read(BUCKET, `private/cv/${path.basename(url)}`)).toEqual(cv);
    for (const site of sites) expect(await readdir(site.dataDir)).not.toContain('uploads');

    expect((await request(other, 'GET', url)).status).toBe(401);
    const token = await signIn(other);
    const download = await fetch(`${other.url}${url}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(cv);
  });

  it('serves a gallery image uploaded through one from the other', async () => {
    const [one, other] = sites;
    const token = await signIn(one);
    const created = await request(one, 'POST', '/api/gallery', { token, form: await galleryImageForm(1000) });
    expect(created.status).toBe(201);
    const url: string = created.json.data.image.url;
    const served = await fetch(`${other.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('shows a job published through one on the other’s careers page at the next request', async () => {
    const [one, other] = sites;
    const title = 'Earthing Design Engineer (BS EN 50522)';
    const openings = '/careers?country=United%20Kingdom';
    expect((await request(other, 'GET', openings)).text).not.toContain(title);
    const token = await signIn(one);
    const created = await request(one, 'POST', '/api/jobs', { token, json: { ...JOB_FIELDS, title } });
    expect(created.status).toBe(201);
    expect((await request(other, 'GET', openings)).text).toContain(title);
  });

  it('publishes a job scheduled a few seconds ahead by itself, once, and unpublishes one the same way', async () => {
    const [one, other] = sites;
    const token = await signIn(one);
    const openings = '/careers?country=United%20Kingdom';
    const soon = () => new Date(Date.now() + 3_000).toISOString();
    const coming = 'Protection Settings Engineer (IEC 60255)';
    const going = 'Cable Rating Engineer (IEC 60287)';
    const scheduled = await request(one, 'POST', '/api/jobs', {
      token,
      json: { ...JOB_FIELDS, title: coming, status: 'draft', publishAt: soon() },
    });
    expect(scheduled.status).toBe(201);
    const leaving = await request(one, 'POST', '/api/jobs', {
      token,
      json: { ...JOB_FIELDS, title: going, unpublishAt: soon() },
    });
    expect(leaving.status).toBe(201);
    const comingId: string = scheduled.json.data.job._id;
    const goingId: string = leaving.json.data.job._id;

    // Before its time: a draft to the public on both instances, the other one still listed.
    for (const site of sites) {
      const page = (await request(site, 'GET', openings)).text;
      expect(page).not.toContain(coming);
      expect(page).toContain(going);
      expect((await request(site, 'GET', `/api/jobs/${comingId}`)).status).toBe(404);
    }

    // Nobody touches anything: both careers pages follow the schedule by themselves.
    await expect
      .poll(async () => (await request(other, 'GET', openings)).text, { timeout: 15_000, interval: 250 })
      .toContain(coming);
    await expect
      .poll(async () => (await request(one, 'GET', openings)).text, { timeout: 15_000, interval: 250 })
      .not.toContain(going);
    expect((await request(one, 'GET', openings)).text).toContain(coming);
    expect((await request(other, 'GET', openings)).text).not.toContain(going);
    expect((await request(other, 'GET', `/api/jobs/${goingId}`)).status).toBe(404);

    // Once: one version kept and one publish in the log, though two schedulers raced for it.
    const versions = await request(other, 'GET', `/api/jobs/${comingId}/versions`, { token });
    expect(versions.status).toBe(200);
    expect(versions.json.data.versions).toHaveLength(1);
    expect(versions.json.data.versions[0]).toMatchObject({ actorEmail: 'schedule', status: 'published' });
    const log = await request(one, 'GET', `/api/audit?action=publish&entityId=${comingId}`, { token });
    expect(log.status).toBe(200);
    expect(log.json.data.entries).toHaveLength(1);
    expect(log.json.data.entries[0]).toMatchObject({ actorEmail: 'schedule', entity: 'job' });
  });

  it('holds the per-address limit over eight enquiries from one address spread over both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = await request(sites[i % 2] as SiteProcess, 'POST', '/api/contact', {
        from: '198.51.100.77',
        json: {
          firstName: 'Priya',
          lastName: 'Sharma',
          email: 'priya.sharma@client.example',
          phone: '0123456789',
          message: `Enquiry ${i + 1} about a G99 application for a 5 MW battery site.`,
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('locks the account after five failed sign-ins spread over both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // From five addresses, as a spread-out guesser would: the account lock, not the per-address
      // slow-down, is what must hold. The fifth failure is answered with the lock itself.
      const failed = await request(sites[i % 2] as SiteProcess, 'POST', '/api/auth/login', {
        from: `203.0.113.${10 + i}`,
        json: { email: ADMIN.email, password: `wrong-password-${i}` },
      });
      statuses.push(failed.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    for (const site of sites) {
      const locked = await request(site, 'POST', '/api/auth/login', { from: '203.0.113.99', json: ADMIN });
      expect(locked.status).toBe(429);
      expect(locked.json.message).toMatch(
        /^Sign-in for this e-mail address is paused after 5 failed attempts/,
      );
    }
  });
});
