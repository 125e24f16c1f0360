import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Job } from '../../../domain/entities.ts';
import { jobListQuerySchema, jobViewQuerySchema } from '../../../domain/job.ts';
import { ukDateOn } from '../../../domain/job-closing.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  createJob,
  deleteJob,
  getJob,
  isPdfLinked,
  type JobFilter,
  listJobs,
  updateJob,
} from '../../db/jobs.ts';
import { deleteStoredUpload, keyForUrl } from '../../uploads/stored-upload.ts';
import { mayUse, requireStaff, signedInStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readQuery } from '../request-body.ts';
import { readJobBody } from './jobs-body.ts';

// admin.md §7 and public-site.md §7: GET /jobs, GET /jobs/{id}, POST /jobs, PUT /jobs/{id},
// DELETE /jobs/{id}; the list a page at a time (decision 019). DESIGN.md deviation: anonymous callers see active jobs only, and of those only
// the ones not past their closing date in the UK (docs/decisions/009-job-closing-dates.md).

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
}

async function findJob(c: Context<AppEnv>, id: string): Promise<Job> {
  const job = isWellFormedId(id) ? await getJob(c.var.services.db, id) : undefined;
  if (!job) throw notFound();
  return job;
}

/**
 * Removes a job's uploaded description PDF once no job links to it any more. Only job PDFs are
 * touched: an admin may have pasted another stored file's URL (a gallery image) as pdfUrl.
 */
async function releaseJobPdf(c: Context<AppEnv>, pdfUrl: string | undefined): Promise<void> {
  if (!pdfUrl || !keyForUrl(pdfUrl)?.startsWith('public/job-pdf/')) return;
  const { services } = c.var;
  if (await isPdfLinked(services.db, pdfUrl)) return;
  try {
    await deleteStoredUpload(services, pdfUrl);
  } catch (error) {
    // The job change has happened; a leftover public file is only untidy.
    services.logger.error({ err: error, pdfUrl }, 'could not delete a job PDF');
  }
}

/**
 * Whether the caller is a signed-in administrator. `?view=all` (the dashboard) insists on it: a
 * missing or ended session is a 401, never the public answer in disguise.
 */
async function isStaff(c: Context<AppEnv>, view: 'all' | undefined): Promise<boolean> {
  if (view === 'all') {
    await signedInStaff(c, 'recruitment');
    return true;
  }
  return mayUse(c, 'recruitment');
}

export function jobRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const query = readQuery(c, jobListQuerySchema);
        const country: JobFilter = query.country ? { country: query.country } : {};
        // Anonymous callers see the jobs open today, whatever they ask (DESIGN.md deviations);
        // administrators see every job, filtered as they ask.
        const filter: JobFilter = (await isStaff(c, query.view))
          ? { ...country, ...(query.active === undefined ? {} : { isActive: query.active }) }
          : { ...country, openOn: ukDateOn(new Date()) };
        const { page, limit } = query;
        const { items, total } = await listJobs(c.var.services.db, filter, { page, limit });
        return c.json({ success: true, data: { jobs: items }, ...pageInfo(total, page, limit) });
      })
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        const { view } = readQuery(c, jobViewQuerySchema);
        if (!isWellFormedId(id)) throw notFound();
        // An inactive or closed job is not found for anonymous callers, as in the list.
        const openOn = (await isStaff(c, view)) ? undefined : ukDateOn(new Date());
        const job = await getJob(c.var.services.db, id, openOn === undefined ? {} : { openOn });
        if (!job) throw notFound();
        return c.json({ success: true, data: { job } });
      })
      .post('/', requireStaff('recruitment'), async (c) => {
        const form = await readJobBody(c);
        const job = await createJob(c.var.services.db, form);
        return c.json({ success: true, data: { job } }, 201);
      })
      // admin.md §4: PUT replaces the whole job; the status toggle sends it with isActive flipped.
      .put('/:id', requireStaff('recruitment'), async (c) => {
        const id = c.req.param('id');
        const form = await readJobBody(c);
        const before = await findJob(c, id);
        const job = await updateJob(c.var.services.db, id, form);
        if (!job) throw notFound();
        if (before.pdfUrl !== job.pdfUrl) await releaseJobPdf(c, before.pdfUrl);
        return c.json({ success: true, data: { job } });
      })
      .delete('/:id', requireStaff('recruitment'), async (c) => {
        const id = c.req.param('id');
        const job = await findJob(c, id);
        if (!(await deleteJob(c.var.services.db, id))) throw notFound();
        await releaseJobPdf(c, job.pdfUrl);
        return c.json({ success: true, message: 'Job deleted' });
      })
  );
}
