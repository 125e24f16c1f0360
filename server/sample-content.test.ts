import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import routes from '../app/routes.ts';
import { DEFAULT_GALLERY_CATEGORIES, PRODUCT_CATEGORY_NAMES } from '../domain/constants.ts';
import { validate } from '../domain/field-errors.ts';
import { galleryImageFormSchema } from '../domain/gallery.ts';
import { jobFormSchema } from '../domain/job.ts';
import { productFormSchema } from '../domain/product.ts';
import { SITE_CONTENT_KEYS } from '../domain/site-content.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../tests/support/test-databases.ts';
import { createCaseStudy, listCaseStudies } from './db/case-studies.ts';
import { listImages } from './db/gallery-images.ts';
import { listJobs } from './db/jobs.ts';
import { listProducts } from './db/products.ts';
import { DuplicateKeyError } from './db/unique-violation.ts';
import { mediaImage, sampleGalleryImages } from './sample-content/gallery.ts';
import { sampleProducts } from './sample-content/products.ts';
import { createSampleContent, SAMPLE_CONTENT } from './sample-content.ts';
import { SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from './site-content/seed.ts';

/** Every row of a list the size of these tests' (decision 019: lists are read a page at a time). */
const ALL = { page: 1, limit: 100 };
const itemsOf = <T>(page: { items: T[] }): T[] => page.items;

const root = path.resolve(import.meta.dirname, '..');

/** The fixed case-study pages of app/routes.ts, by path segment ('design&supply', ...). */
function fixedCaseStudyLinks(): string[] {
  const layout = routes.find((entry) => entry.file === 'routes/site-layout.tsx');
  return (layout?.children ?? [])
    .map((child) => child.path ?? '')
    .filter((path) => path.startsWith('case-studies/') && !path.includes(':'))
    .map((path) => path.slice('case-studies/'.length));
}

describe('the sample content itself', () => {
  it('has five or six products across all five categories, each one the product form accepts', () => {
    expect(sampleProducts.length).toBeGreaterThanOrEqual(5);
    expect(sampleProducts.length).toBeLessThanOrEqual(6);
    expect(new Set(sampleProducts.map((product) => product.category.name))).toEqual(
      new Set(PRODUCT_CATEGORY_NAMES),
    );
    for (const product of sampleProducts) {
      const result = validate(productFormSchema, product);
      expect(result.ok, product.id).toBe(true);
      expect(product.thumbnail).toMatch(/^\/media\/[a-z0-9-]+-960\.webp$/);
      expect(product.features.length).toBeGreaterThan(0);
      expect(product.specifications.length).toBeGreaterThan(0);
      expect(product.applications.length).toBeGreaterThan(0);
    }
  });

  it('has four to six photos in each default gallery category, dated 2024-2025, with three widths', () => {
    for (const category of DEFAULT_GALLERY_CATEGORIES) {
      const inCategory = sampleGalleryImages.filter((image) => image.category === category.id);
      expect(inCategory.length, category.id).toBeGreaterThanOrEqual(4);
      expect(inCategory.length, category.id).toBeLessThanOrEqual(6);
    }
    for (const image of sampleGalleryImages) {
      expect(validate(galleryImageFormSchema, image).ok, image.title).toBe(true);
      expect(image.imageDate).toMatch(/^202[45]-\d\d-\d\d$/);
      expect(image.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    }
    expect(mediaImage('survey')).toEqual({
      url: '/media/survey-1600.webp',
      variants: [
        { url: '/media/survey-480.webp', width: 480, format: 'webp' },
        { url: '/media/survey-960.webp', width: 960, format: 'webp' },
        { url: '/media/survey-1600.webp', width: 1600, format: 'webp' },
      ],
    });
  });

  it('points only at files that exist in public/media', () => {
    const urls = [
      ...SAMPLE_CONTENT.caseStudies.flatMap((study) => [study.cardImage, study.headerImage ?? '']),
      ...SAMPLE_CONTENT.products.map((product) => product.thumbnail ?? ''),
      ...SAMPLE_CONTENT.galleryImages.flatMap((image) => [image.url, ...image.variants.map((v) => v.url)]),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[a-z0-9-]+-(480|960|1600)\.webp$/);
      expect(existsSync(path.join(root, 'public', url)), url).toBe(true);
    }
  });
});

describe.each(testDatabaseKinds())('createSampleContent on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it('fills an empty database once: six active jobs, four case-study cards, products and photos', async () => {
    const { db } = database;
    const outcome = await createSampleContent(db);
    expect(outcome).toEqual({
      status: 'created',
      counts: {
        jobs: 6,
        caseStudies: 4,
        products: sampleProducts.length,
        galleryImages: sampleGalleryImages.length,
        siteContentSections: 6,
      },
    });

    // Decision 025: today's copy, the banner stored unpublished, the policy dated as it is today.
    const sections = await db
      .selectFrom('siteContent')
      .select(['id', 'value', 'status', 'updatedAt'])
      .orderBy('id')
      .execute();
    expect(sections.map((row) => [row.id, row.status, JSON.parse(row.value)])).toEqual(
      [...SITE_CONTENT_KEYS]
        .sort()
        .map((key) => [key, key === 'banner' ? 'draft' : 'published', SITE_CONTENT_SEED[key]]),
    );
    expect(sections.find((row) => row.id === 'privacy')?.updatedAt).toBe(SEED_PRIVACY_UPDATED_AT);

    const jobs = await listJobs(db, {}, ALL).then(itemsOf);
    expect(jobs).toHaveLength(6);
    expect(jobs.every((job) => job.isActive)).toBe(true);
    for (const job of jobs) expect(validate(jobFormSchema, job).ok, job.title).toBe(true);

    // Newest first, in the order written: the cards open the four fixed pages.
    const caseStudies = await listCaseStudies(db, ALL).then(itemsOf);
    expect(caseStudies.map((caseStudy) => caseStudy.link)).toEqual([
      'design&supply',
      'earthingsystemdesign',
      'powersystemstudies',
      'loadtestcasestudy',
    ]);
    expect(new Set(caseStudies.map((caseStudy) => caseStudy.link))).toEqual(new Set(fixedCaseStudyLinks()));
    expect(caseStudies.map((caseStudy) => caseStudy.cardImage)).toEqual([
      '/media/case-switchroom-960.webp',
      '/media/case-earthing-960.webp',
      '/media/case-power-system-960.webp',
      '/media/case-load-test-960.webp',
    ]);
    expect(caseStudies[0]?.name).toBe('Design and Supply of a 33kV Containerised Switchroom');
    expect(caseStudies[0]?.sections[0]?.listItems).toContain('Voltage: 33kV / 415V');

    const products = await listProducts(db, {}, ALL).then(itemsOf);
    expect(products.map((product) => product.id)).toEqual(sampleProducts.map((product) => product.id));
    expect(await listImages(db, {}, ALL).then(itemsOf)).toHaveLength(sampleGalleryImages.length);

    expect(await createSampleContent(db)).toEqual({ status: 'already-ran' });
    expect(await listJobs(db, {}, ALL).then(itemsOf)).toHaveLength(6);
    expect(await listProducts(db, {}, ALL).then(itemsOf)).toHaveLength(sampleProducts.length);
  });

  it('leaves a database that already holds content alone, and does not try again', async () => {
    const { db } = database;
    await createCaseStudy(db, {
      name: 'A real project',
      description: 'Written by the company',
      content: 'Introduction',
      link: 'a-real-project',
      cardImage: '/uploads/image/card.webp',
    });
    expect(await createSampleContent(db)).toEqual({ status: 'kept-existing-content' });
    expect(await listJobs(db, {}, ALL).then(itemsOf)).toEqual([]);
    expect(await listProducts(db, {}, ALL).then(itemsOf)).toEqual([]);
    expect((await listCaseStudies(db, ALL).then(itemsOf)).map((caseStudy) => caseStudy.link)).toEqual([
      'a-real-project',
    ]);

    await db.deleteFrom('caseStudies').execute();
    expect(await createSampleContent(db)).toEqual({ status: 'already-ran' });
    expect(await listCaseStudies(db, ALL).then(itemsOf)).toEqual([]);
  });

  it('creates all of it or none of it: a failure part-way leaves nothing, and the next start retries', async () => {
    const { db } = database;
    const [first] = SAMPLE_CONTENT.products;
    if (!first) throw new Error('no sample products');
    // Two products with one code: the products step fails after the jobs and case studies.
    const broken = { ...SAMPLE_CONTENT, products: [first, first] };
    await expect(createSampleContent(db, broken)).rejects.toThrow(DuplicateKeyError);
    expect(await listJobs(db, {}, ALL).then(itemsOf)).toEqual([]);
    expect(await listCaseStudies(db, ALL).then(itemsOf)).toEqual([]);
    expect(await db.selectFrom('seedRuns').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('siteContent').selectAll().execute()).toEqual([]);

    expect((await createSampleContent(db)).status).toBe('created');
    expect(await listJobs(db, {}, ALL).then(itemsOf)).toHaveLength(6);
  });
});
