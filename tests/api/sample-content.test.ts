import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { DatabaseOptions } from '../../server/db/connection.ts';
import { createLogger } from '../../server/logger.ts';
import { SAMPLE_CONTENT } from '../../server/sample-content.ts';
import { type RunningServer, startServer } from '../../server/server.ts';
import { call, signIn } from '../support/api-client.ts';
import type { ApiServer } from '../support/api-server.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// SAMPLE_CONTENT=on: a fresh installation starts with sample jobs, case studies, products and
// gallery photos, created once per database. Each test restarts the server on the same database
// (and data directory) to see what a restart does.

const root = path.resolve(import.meta.dirname, '..', '..');

type Counts = { jobs: number; caseStudies: number; products: number; images: number };

const SAMPLE_COUNTS: Counts = {
  jobs: SAMPLE_CONTENT.jobs.length,
  caseStudies: SAMPLE_CONTENT.caseStudies.length,
  products: SAMPLE_CONTENT.products.length,
  images: SAMPLE_CONTENT.galleryImages.length,
};

describe.each(testDatabaseKinds())('sample content on %s', (kind) => {
  let database: { options: DatabaseOptions; drop: () => Promise<void> };
  let dataDir: string;
  let running: RunningServer | undefined;

  async function start(sampleContent: 'on' | 'off'): Promise<ApiServer> {
    await running?.close();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      SAMPLE_CONTENT: sampleContent,
    });
    running = await startServer(
      { ...config, database: database.options },
      { logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') },
    );
    return { ...running, dataDir, stop: () => running?.close() ?? Promise.resolve() };
  }

  async function counts(server: ApiServer): Promise<Counts> {
    const [jobs, caseStudies, products, images] = await Promise.all([
      call(server, 'GET', '/jobs'),
      call(server, 'GET', '/case-studies'),
      call(server, 'GET', '/products'),
      call(server, 'GET', '/gallery'),
    ]);
    return {
      jobs: jobs.body.data.jobs.length,
      caseStudies: caseStudies.body.data.caseStudies.length,
      products: products.body.data.products.length,
      images: images.body.data.images.length,
    };
  }

  beforeEach(async () => {
    database = await createEmptyDatabase(kind);
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-api-sample-'));
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a fresh start creates exactly the sample content; a second start adds nothing', async () => {
    let server = await start('on');
    expect(await counts(server)).toEqual(SAMPLE_COUNTS);
    expect(SAMPLE_COUNTS).toEqual({ jobs: 6, caseStudies: 4, products: 6, images: 13 });

    const jobs = (await call(server, 'GET', '/jobs')).body.data.jobs;
    expect(jobs.every((job: { isActive: boolean }) => job.isActive)).toBe(true);
    const byCountry = Object.groupBy(jobs, (job: { country: string }) => job.country);
    expect(
      Object.fromEntries(Object.entries(byCountry).map(([country, list]) => [country, list?.length])),
    ).toEqual({ 'United Kingdom': 2, India: 3, Uzbekistan: 1 });
    const caseStudies = (await call(server, 'GET', '/case-studies')).body.data.caseStudies;
    expect(caseStudies.map((caseStudy: { link: string }) => caseStudy.link)).toEqual([
      'design&supply',
      'earthingsystemdesign',
      'powersystemstudies',
      'loadtestcasestudy',
    ]);
    const photos = (await call(server, 'GET', '/gallery?category=training')).body.data.images;
    expect(photos.length).toBeGreaterThanOrEqual(4);

    server = await start('on');
    expect(await counts(server)).toEqual(SAMPLE_COUNTS);
  });

  it('a sample record an administrator deletes stays deleted after a restart, and /media files stay', async () => {
    let server = await start('on');
    const token = await signIn(server);
    const [product] = (await call(server, 'GET', '/products')).body.data.products;
    const [image] = (await call(server, 'GET', '/gallery')).body.data.images;
    const [caseStudy] = (await call(server, 'GET', '/case-studies')).body.data.caseStudies;

    expect((await call(server, 'DELETE', `/products/${product._id}`, { token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/gallery/${image._id}`, { token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/case-studies/${caseStudy._id}`, { token })).status).toBe(200);
    // The sample records point at the site's own imagery, which a delete must never remove.
    for (const url of [product.thumbnail, image.url, caseStudy.cardImage, caseStudy.headerImage]) {
      expect(url).toMatch(/^\/media\//);
      await expect(access(path.join(root, 'public', url))).resolves.toBeUndefined();
    }

    server = await start('on');
    expect(await counts(server)).toEqual({
      ...SAMPLE_COUNTS,
      products: SAMPLE_COUNTS.products - 1,
      images: SAMPLE_COUNTS.images - 1,
      caseStudies: SAMPLE_COUNTS.caseStudies - 1,
    });
    const products = (await call(server, 'GET', '/products')).body.data.products;
    expect(products.map((entry: { id: string }) => entry.id)).not.toContain(product.id);
  });

  it('SAMPLE_CONTENT=off creates nothing, and a later start with it on still can', async () => {
    let server = await start('off');
    expect(await counts(server)).toEqual({ jobs: 0, caseStudies: 0, products: 0, images: 0 });
    server = await start('off');
    expect(await counts(server)).toEqual({ jobs: 0, caseStudies: 0, products: 0, images: 0 });
    server = await start('on');
    expect(await counts(server)).toEqual(SAMPLE_COUNTS);
  });

  it('a database that already holds content gets no sample content', async () => {
    let server = await start('off');
    const token = await signIn(server);
    const created = await call(server, 'POST', '/jobs', {
      token,
      json: {
        title: 'Protection Engineer',
        country: 'United Kingdom',
        place: 'Colchester',
        type: 'DESIGN AND ENGINEERING',
        qualifications: 'Degree in Electrical Engineering',
        experience: '2-3 years',
        responsibilities: 'Relay setting calculations and protection coordination studies for 33kV networks',
      },
    });
    expect(created.status).toBe(201);
    server = await start('on');
    expect(await counts(server)).toEqual({ jobs: 1, caseStudies: 0, products: 0, images: 0 });
  });
});
