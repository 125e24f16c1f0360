import type { Kysely, Selectable } from 'kysely';
import type { Job } from '../../domain/entities.ts';
import { newId, nowIso } from './ids.ts';
import { normalisePage, type PageOf, type PageRequest } from './pagination.ts';
import type { Database, JobTable } from './schema.ts';

export type JobInput = {
  title: string;
  type: string;
  place: string;
  country: string;
  isActive: boolean;
  qualifications: string;
  experience: string;
  responsibilities: string;
  pdfUrl?: string;
  closingDate?: string;
};

export type JobFilter = {
  country?: string;
  isActive?: boolean;
  /**
   * Only the jobs open to the public on this UK date ('YYYY-MM-DD', domain/job-closing.ts): active,
   * and closing on that day or later, or never. Implies `publishedOnly`.
   */
  openOn?: string;
  /** Only the jobs the public may see (decision 024: status published). */
  publishedOnly?: boolean;
};

export function toJob(row: Selectable<JobTable>): Job {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    place: row.place,
    country: row.country,
    isActive: row.isActive === 1,
    qualifications: row.qualifications,
    experience: row.experience,
    responsibilities: row.responsibilities,
    ...(row.pdfUrl ? { pdfUrl: row.pdfUrl } : {}),
    ...(row.closingDate ? { closingDate: row.closingDate } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toColumns(input: JobInput) {
  return {
    title: input.title,
    type: input.type,
    place: input.place,
    country: input.country,
    isActive: input.isActive ? 1 : 0,
    qualifications: input.qualifications,
    experience: input.experience,
    responsibilities: input.responsibilities,
    pdfUrl: input.pdfUrl ?? null,
    closingDate: input.closingDate ?? null,
  };
}

function filtered(db: Kysely<Database>, filter: JobFilter) {
  let query = db.selectFrom('jobs');
  if (filter.country !== undefined) query = query.where('country', '=', filter.country);
  if (filter.isActive !== undefined) query = query.where('isActive', '=', filter.isActive ? 1 : 0);
  // A draft is never the public's, whichever other filter asks (decision 024).
  if (filter.publishedOnly || filter.openOn !== undefined) query = query.where('status', '=', 'published');
  if (filter.openOn !== undefined) {
    const today = filter.openOn;
    // Dates are 'YYYY-MM-DD' text, so comparing them as text compares them as dates.
    query = query
      .where('isActive', '=', 1)
      .where((eb) => eb.or([eb('closingDate', 'is', null), eb('closingDate', '>=', today)]));
  }
  return query;
}

/** One page, newest first (the indexes jobs_order, jobs_country_order and jobs_active_order). */
export async function listJobs(
  db: Kysely<Database>,
  filter: JobFilter,
  window: PageRequest,
): Promise<PageOf<Job>> {
  const { offset, limit } = normalisePage(window);
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countJobs(db, filter),
  ]);
  return { items: rows.map(toJob), total };
}

/** How many jobs match `filter` in each country (public-site.md §2 Careers: the three counts). */
export async function countJobsByCountry(
  db: Kysely<Database>,
  filter: JobFilter,
): Promise<Map<string, number>> {
  const rows = await filtered(db, filter)
    .select((eb) => ['country', eb.fn.countAll().as('count')])
    .groupBy('country')
    .execute();
  return new Map(rows.map((row) => [row.country, Number(row.count)]));
}

/** Whether any job links to `pdfUrl` (a job PDF is removed once none does). */
export async function isPdfLinked(db: Kysely<Database>, pdfUrl: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('pdfUrl', '=', pdfUrl)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One job by id, whatever its status; with `openOn`, only while it is open to the public on that
 * UK date (and published).
 */
export async function getJob(
  db: Kysely<Database>,
  id: string,
  filter: Pick<JobFilter, 'openOn' | 'publishedOnly'> = {},
): Promise<Job | undefined> {
  const row = await filtered(db, filter).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toJob(row) : undefined;
}

export async function createJob(db: Kysely<Database>, input: JobInput): Promise<Job> {
  const now = nowIso();
  const row = await db
    .insertInto('jobs')
    .values({ id: newId(), ...toColumns(input), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toJob(row);
}

/**
 * Replaces every field: PUT /jobs/{id} sends the whole job (admin.md §4, the status toggle sends it
 * with isActive flipped), so a missing pdfUrl means the job no longer has a PDF.
 */
export async function updateJob(db: Kysely<Database>, id: string, input: JobInput): Promise<Job | undefined> {
  const row = await db
    .updateTable('jobs')
    .set({ ...toColumns(input), updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toJob(row) : undefined;
}

export async function deleteJob(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('jobs').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countJobs(db: Kysely<Database>, filter: JobFilter = {}): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
