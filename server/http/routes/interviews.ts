import { Hono } from 'hono';
import {
  INTERVIEW_MESSAGES,
  interviewWriteSchema,
  upcomingInterviewsQuerySchema,
} from '../../../domain/interviews.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { getApplication } from '../../db/applications.ts';
import {
  CancelledInterviewError,
  cancelInterview,
  createInterview,
  listInterviewerOptions,
  listInterviewsOfInterviewer,
  listUpcomingInterviews,
  UnknownInterviewerError,
  updateInterview,
} from '../../db/interviews.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  queueInterviewCancellation,
  queueInterviewChange,
  queueInterviewInvitations,
} from '../../hiring/interview-mail.ts';
import { interviewerLinkKey } from '../../hiring/interviewer-link.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson, readQuery } from '../request-body.ts';

// Decision 026: interviews with calendar invitations. HR and administrators schedule, move and
// cancel them (editors 403); any signed-in member of staff reads the interviews they sit on.
// Each write queues its e-mails in the same transaction and wakes the sender after commit; the
// activity log records the write through the API's middleware (server/http/audit.ts).

const m = INTERVIEW_MESSAGES;

function interviewNotFound(): AppError {
  return new AppError('NOT_FOUND', m.notFound);
}

function applicationNotFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.applications.notFound);
}

/** Turns the data layer's refusals into answers: an unknown interviewer 400, a cancelled one 409. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownInterviewerError) {
      const message = m.interviewerUnknown(error.staffId);
      throw new AppError('VALIDATION', message, { errors: { interviewerIds: message } });
    }
    if (error instanceof CancelledInterviewError) throw new AppError('CONFLICT', m.cancelled);
    throw error;
  }
}

/** POST /applications/{id}/interviews, mounted beside the application routes. */
export function applicationInterviewRoutes() {
  return new Hono<AppEnv>().post('/:id/interviews', requireStaff('recruitment'), async (c) => {
    const id = c.req.param('id');
    if (!isWellFormedId(id)) throw applicationNotFound();
    const form = await readJson(c, interviewWriteSchema);
    const { db, config, mail } = c.var.services;
    const { admin } = c.var;
    // Read before the transaction: a key first made inside one that rolled back would be lost.
    const linkKey = await interviewerLinkKey(db);
    const interview = await refusing(() =>
      inTransaction(db, async (trx) => {
        const created = await createInterview(trx, {
          applicationId: id,
          interview: form,
          createdBy: { _id: admin._id, name: admin.name },
        });
        const application = created ? await getApplication(trx, id) : undefined;
        if (!created || !application) throw applicationNotFound();
        await queueInterviewInvitations({ trx, config, application, linkKey }, created);
        return created;
      }),
    );
    mail.wake();
    return c.json({ success: true, data: { interview } }, 201);
  });
}

export function interviewRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/upcoming', requireStaff('recruitment'), async (c) => {
        const { limit } = readQuery(c, upcomingInterviewsQuerySchema);
        const interviews = await listUpcomingInterviews(c.var.services.db, {
          now: new Date().toISOString(),
          limit,
        });
        return c.json({ success: true, data: { interviews } });
      })
      // Any role may be asked to interview (an engineer who edits case studies, say).
      .get('/mine', requireStaff('anyone'), async (c) => {
        const interviews = await listInterviewsOfInterviewer(
          c.var.services.db,
          c.var.admin._id,
          new Date().toISOString(),
        );
        return c.json({ success: true, data: { interviews } });
      })
      // HR may not list staff accounts (GET /users is for administrators): the names of those
      // who can be asked to interview, and nothing else about them.
      .get('/interviewer-options', requireStaff('recruitment'), async (c) => {
        const interviewers = await listInterviewerOptions(c.var.services.db);
        return c.json({ success: true, data: { interviewers } });
      })
      .put('/:id', requireStaff('recruitment'), async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw interviewNotFound();
        const form = await readJson(c, interviewWriteSchema);
        const { db, config, mail } = c.var.services;
        const linkKey = await interviewerLinkKey(db);
        const { interview, sent } = await refusing(() =>
          inTransaction(db, async (trx) => {
            const change = await updateInterview(trx, id, form);
            if (!change) throw interviewNotFound();
            const application = await getApplication(trx, change.after.applicationId);
            if (!application) throw interviewNotFound();
            const count = await queueInterviewChange({ trx, config, application, linkKey }, change);
            return { interview: change.after, sent: count };
          }),
        );
        if (sent > 0) mail.wake();
        return c.json({
          success: true,
          data: { interview },
          ...(sent === 0 ? { message: m.unchanged } : {}),
        });
      })
      // Cancels rather than deletes: the interview stays on the application's timeline.
      .delete('/:id', requireStaff('recruitment'), async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw interviewNotFound();
        const { db, config, mail } = c.var.services;
        const linkKey = await interviewerLinkKey(db);
        const interview = await refusing(() =>
          inTransaction(db, async (trx) => {
            const cancelled = await cancelInterview(trx, id);
            if (!cancelled) throw interviewNotFound();
            const application = await getApplication(trx, cancelled.applicationId);
            if (!application) throw interviewNotFound();
            await queueInterviewCancellation({ trx, config, application, linkKey }, cancelled);
            return cancelled;
          }),
        );
        mail.wake();
        return c.json({ success: true, data: { interview } });
      })
  );
}
