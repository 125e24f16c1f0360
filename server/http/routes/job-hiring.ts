import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { hiringSettingsSchema } from '../../../domain/scorecards.ts';
import { readJobHiring, writeJobHiring } from '../../db/job-hiring.ts';
import { getJob } from '../../db/jobs.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Decision 026: GET and PUT /jobs/{id}/hiring, HR and administrators: the competencies the job's
// scorecards rate and the days after which the board marks an applicant as waiting too long.
// Mounted under /jobs beside the job routes themselves.

export function jobHiringRoutes() {
  return new Hono<AppEnv>()
    .get('/:id/hiring', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      const { db } = c.var.services;
      if (!isWellFormedId(id) || !(await getJob(db, id)))
        throw new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
      return c.json({ success: true, data: { hiring: await readJobHiring(db, id) } });
    })
    .put('/:id/hiring', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      const settings = await readJson(c, hiringSettingsSchema);
      const { db } = c.var.services;
      if (!isWellFormedId(id) || !(await getJob(db, id)))
        throw new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
      return c.json({ success: true, data: { hiring: await writeJobHiring(db, id, settings) } });
    });
}
