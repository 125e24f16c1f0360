import { sampleJobs } from '../content/careers.ts';
import { SITE_CONTENT_KEYS } from '../domain/site-content.ts';
import { type CaseStudyInput, createCaseStudy } from './db/case-studies.ts';
import type { Db } from './db/connection.ts';
import { createImage, type GalleryImageInput } from './db/gallery-images.ts';
import { nowIso } from './db/ids.ts';
import { createJob, type JobInput } from './db/jobs.ts';
import { createProduct, type ProductInput } from './db/products.ts';
import { inTransaction } from './db/transaction.ts';
import { isUniqueViolation } from './db/unique-violation.ts';
import { sampleCaseStudies } from './sample-content/case-studies.ts';
import { sampleGalleryImages } from './sample-content/gallery.ts';
import { sampleProducts } from './sample-content/products.ts';
import { ensureSiteContentRows } from './site-content/rows.ts';

// A fresh installation should look finished, not empty (SAMPLE_CONTENT=on): the company's six
// standard openings, cards for the four written case studies, a few products and gallery photos,
// and the site's changing copy as it reads today (decision 025: team, testimonials, figures,
// offices, the privacy policy, and an unpublished banner).
// It runs once per database and records that it ran (seed_runs), so sample records an
// administrator deletes never come back. A database that already holds content (an existing
// site upgraded to this version) is left as it is: sample records must never appear beside
// real ones.

export const SAMPLE_CONTENT_RUN = 'sample-content';

export type SampleContentCounts = {
  jobs: number;
  caseStudies: number;
  products: number;
  galleryImages: number;
  siteContentSections: number;
};

export type SampleContentOutcome =
  | { status: 'created'; counts: SampleContentCounts }
  | { status: 'already-ran' }
  | { status: 'kept-existing-content' };

export type SampleContent = {
  jobs: readonly JobInput[];
  caseStudies: readonly CaseStudyInput[];
  products: readonly ProductInput[];
  galleryImages: readonly GalleryImageInput[];
};

export const SAMPLE_CONTENT: SampleContent = {
  jobs: sampleJobs.map((job) => ({ ...job, isActive: true })),
  caseStudies: sampleCaseStudies,
  products: sampleProducts,
  galleryImages: sampleGalleryImages,
};

/** Another process recorded the run first; thrown to roll the transaction back. */
class AlreadyRanError extends Error {}

type TimestampedTable = 'jobs' | 'caseStudies' | 'products' | 'galleryImages';

async function hasRun(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('seedRuns')
    .select('name')
    .where('name', '=', SAMPLE_CONTENT_RUN)
    .executeTakeFirst();
  return row !== undefined;
}

async function holdsContent(db: Db): Promise<boolean> {
  const tables: TimestampedTable[] = ['jobs', 'caseStudies', 'products', 'galleryImages'];
  for (const table of tables) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/**
 * Lists show the newest first and rows made in one go can share a millisecond, so each list's
 * rows are dated a second apart in the order written: the first written is shown first.
 */
async function dateInOrder(db: Db, table: TimestampedTable, ids: readonly string[]): Promise<void> {
  const start = Date.now();
  for (const [index, id] of ids.entries()) {
    const at = new Date(start - index * 1000).toISOString();
    await db.updateTable(table).set({ createdAt: at, updatedAt: at }).where('id', '=', id).execute();
  }
}

async function createAll(trx: Db, content: SampleContent): Promise<SampleContentCounts> {
  const jobIds: string[] = [];
  for (const job of content.jobs) jobIds.push((await createJob(trx, job))._id);
  await dateInOrder(trx, 'jobs', jobIds);

  const caseStudyIds: string[] = [];
  for (const caseStudy of content.caseStudies) caseStudyIds.push((await createCaseStudy(trx, caseStudy))._id);
  await dateInOrder(trx, 'caseStudies', caseStudyIds);

  const productIds: string[] = [];
  for (const product of content.products) productIds.push((await createProduct(trx, product))._id);
  await dateInOrder(trx, 'products', productIds);

  // The gallery orders by the date each photo was taken, so upload times need no adjusting.
  for (const image of content.galleryImages) await createImage(trx, image);

  // Today's copy, each section as a row (a section someone stored meanwhile is kept).
  await ensureSiteContentRows(trx);

  return {
    jobs: jobIds.length,
    caseStudies: caseStudyIds.length,
    products: productIds.length,
    galleryImages: content.galleryImages.length,
    siteContentSections: SITE_CONTENT_KEYS.length,
  };
}

/**
 * Creates the sample content in one transaction, together with the record that it ran: either
 * all of it is there afterwards or none of it (and the next start tries again).
 */
export async function createSampleContent(
  db: Db,
  content: SampleContent = SAMPLE_CONTENT,
): Promise<SampleContentOutcome> {
  if (await hasRun(db)) return { status: 'already-ran' };
  try {
    return await inTransaction(db, async (trx): Promise<SampleContentOutcome> => {
      // Written first: a second process starting at the same moment fails on the primary key
      // here and creates nothing.
      try {
        await trx.insertInto('seedRuns').values({ name: SAMPLE_CONTENT_RUN, ranAt: nowIso() }).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AlreadyRanError();
        throw error;
      }
      if (await holdsContent(trx)) return { status: 'kept-existing-content' };
      return { status: 'created', counts: await createAll(trx, content) };
    });
  } catch (error) {
    if (error instanceof AlreadyRanError) return { status: 'already-ran' };
    throw error;
  }
}
