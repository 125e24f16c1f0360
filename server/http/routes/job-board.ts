import { Hono } from 'hono';
import type { JobBoard } from '../../../domain/job-board.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { readBoardColumns } from '../../db/job-board.ts';
import { readJobHiring } from '../../db/job-hiring.ts';
import { getJob } from '../../db/jobs.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';

// Decision 026: GET /jobs/{id}/board, HR and administrators. The job's applications (matched by
// its title) in a column per status with exact counts, each column's longest-waiting first.
// A card moves through the same PATCH /applications/{id}/status as anywhere else.

export function jobBoardRoutes() {
  return new Hono<AppEnv>().get('/jobs/:id/board', requireStaff('recruitment'), async (c) => {
    const id = c.req.param('id');
    const { db } = c.var.services;
    const job = isWellFormedId(id) ? await getJob(db, id) : undefined;
    if (!job) throw new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
    // The job's hiring settings, or their defaults: one reader for the board and the scorecards.
    const { staleAfterDays: stale } = await readJobHiring(db, job._id);
    const board: JobBoard = {
      job: { _id: job._id, title: job.title },
      staleAfterDays: stale,
      columns: await readBoardColumns(db, job.title, stale),
    };
    return c.json({ success: true, data: board });
  });
}
