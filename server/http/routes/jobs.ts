import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Job } from '../../../domain/entities.ts';
import { jobListQuerySchema, jobViewQuerySchema } from '../../../domain/job.ts';
import { ukDateOn } from '../../../domain/job-closing.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { createJob, deleteJob, getJob, type JobFilter, listJobs } from '../../db/jobs.ts';
import { inTransaction } from '../../db/transaction.ts';
import { JOB_TYPE } from '../../publishing/content-types.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { forgetPublishing, saveWrite, settleCreated } from '../../publishing/publish.ts';
import { withPublishingState } from '../../publishing/record-state.ts';
import { mayUse, requireStaff, signedInStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readQuery } from '../request-body.ts';
import { readJobBody } from './jobs-body.ts';
import {
  actorOf,
  filesInUseBy,
  publishingRoutes,
  recordOutcome,
  staffRecord,
  staffWorkingCopy,
} from './publishing.ts';

// admin.md §7 and public-site.md §7: GET /jobs, GET /jobs/{id}, POST /jobs, PUT /jobs/{id},
// DELETE /jobs/{id}; the list a page at a time (decision 019); drafts, versions and schedules
// (decision 024, routes/publishing.ts). DESIGN.md deviation: anonymous callers see active jobs only, and of those only
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
 * Whether the caller is a signed-in administrator. `?view=all` (the dashboard) insists on it: a
 * missing or ended session is a 401, never the public answer in disguise.
 */
async function isStaff(c: Context<AppEnv>, view: 'all' | 'draft' | undefined): Promise<boolean> {
  if (view !== undefined) {
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
        // Anonymous callers see the published jobs open today, whatever they ask (DESIGN.md
        // deviations, decision 024); administrators see every job with its state, filtered as
        // they ask.
        const isStaffReader = await isStaff(c, query.view);
        const filter: JobFilter = isStaffReader
          ? { ...country, ...(query.active === undefined ? {} : { isActive: query.active }) }
          : { ...country, openOn: ukDateOn(new Date()) };
        const { page, limit } = query;
        const { db } = c.var.services;
        const { items, total } = await listJobs(db, filter, { page, limit });
        const jobs = isStaffReader ? await withPublishingState(db, JOB_TYPE, items) : items;
        return c.json({ success: true, data: { jobs }, ...pageInfo(total, page, limit) });
      })
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        const { view } = readQuery(c, jobViewQuerySchema);
        if (!isWellFormedId(id)) throw notFound();
        if (await isStaff(c, view)) {
          if (view === 'draft')
            return c.json({ success: true, data: { job: await staffWorkingCopy(c, JOB_TYPE, id) } });
          const job = await getJob(c.var.services.db, id);
          if (!job) throw notFound();
          return c.json({ success: true, data: { job: await staffRecord(c, JOB_TYPE, job) } });
        }
        // A draft, inactive or closed job is not found for anonymous callers, as in the list.
        const job = await getJob(c.var.services.db, id, { openOn: ukDateOn(new Date()) });
        if (!job) throw notFound();
        return c.json({ success: true, data: { job } });
      })
      .post('/', requireStaff('recruitment'), async (c) => {
        const { job: form, publishing } = await readJobBody(c);
        const outcome = await inTransaction(c.var.services.db, async (trx) =>
          settleCreated(trx, JOB_TYPE, await createJob(trx, form), publishing, actorOf(c)),
        );
        await recordOutcome(c, JOB_TYPE, outcome.record._id, outcome);
        return c.json(
          { success: true, data: { job: await staffWorkingCopy(c, JOB_TYPE, outcome.record._id) } },
          201,
        );
      })
      // admin.md §4: PUT replaces the whole job; the status toggle sends it with isActive flipped.
      // Decision 024: with status draft on a published job it saves the job's draft.
      .put('/:id', requireStaff('recruitment'), async (c) => {
        const id = c.req.param('id');
        const { job: form, publishing } = await readJobBody(c);
        await findJob(c, id);
        const before = await filesInUseBy(c, JOB_TYPE, id);
        const saved = await saveWrite(c.var.services.db, JOB_TYPE, id, form, publishing, actorOf(c));
        if (!saved) throw notFound();
        await recordOutcome(c, JOB_TYPE, id, saved);
        await releaseFiles(c.var.services, before);
        return c.json({ success: true, data: { job: await staffWorkingCopy(c, JOB_TYPE, id) } });
      })
      .delete('/:id', requireStaff('recruitment'), async (c) => {
        const id = c.req.param('id');
        await findJob(c, id);
        const before = await filesInUseBy(c, JOB_TYPE, id);
        const forgotten = await inTransaction(c.var.services.db, async (trx) =>
          (await deleteJob(trx, id)) ? forgetPublishing(trx, JOB_TYPE, id) : undefined,
        );
        if (!forgotten) throw notFound();
        await releaseFiles(c.var.services, [...before, ...forgotten]);
        return c.json({ success: true, message: 'Job deleted' });
      })
      .route('/', publishingRoutes(JOB_TYPE))
  );
}
