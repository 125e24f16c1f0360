import { Hono } from 'hono';
import { z } from 'zod';
import { interviewerLinkRequestSchema, SCORECARD_MESSAGES } from '../../../domain/scorecards.ts';
import type { Db } from '../../db/connection.ts';
import { findFeedbackInterview, findInterviewer } from '../../db/scorecard-interviews.ts';
import { interviewFeedback } from '../../hiring/interview-feedback.ts';
import { interviewerCvUrl, interviewerLinkFor, type LinkRefusal } from '../../hiring/interviewer-link.ts';
import { staffViewer } from '../../hiring/scorecards-view.ts';
import { submitInterviewScorecard } from '../../hiring/submit-scorecard.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Decision 026, the scorecard side of an interview (the interview itself is scheduled by its own
// routes, mounted under /interviews too):
// - POST /interviews/{id}/links (HR, admin): an interviewer's no-account link, `data.link`;
// - POST /interviews/{id}/scorecards (any signed-in staff on the interview, for themselves);
// - GET /interviews/{id}/feedback (an interviewer on it, or HR/admin): what the feedback page shows.

const m = SCORECARD_MESSAGES;

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.interviewNotFound);
}

function linkRefused(reason: LinkRefusal): AppError {
  if (reason === 'not-found') return notFound();
  if (reason === 'cancelled') return new AppError('CONFLICT', m.interviewCancelled);
  if (reason === 'past') return new AppError('CONFLICT', m.linkPastExpiry);
  return new AppError('VALIDATION', m.interviewerNotOnInterview, {
    errors: { interviewerId: m.interviewerNotOnInterview },
  });
}

/** The interview `id` names, cancelled or not; 404 for an id no interview has. */
async function interviewOf(db: Db, id: string) {
  const interview = isWellFormedId(id) ? await findFeedbackInterview(db, id) : undefined;
  if (!interview) throw notFound();
  return interview;
}

export function interviewScorecardRoutes() {
  return new Hono<AppEnv>()
    .post('/:id/links', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      const { interviewerId } = await readJson(c, interviewerLinkRequestSchema);
      if (!isWellFormedId(id)) throw notFound();
      const { db, config } = c.var.services;
      const made = await interviewerLinkFor(db, {
        interviewId: id,
        interviewerId,
        publicUrl: config.publicUrl,
      });
      if (!made.isMade) throw linkRefused(made.reason);
      // A link opens a CV without an account: on the record who gave it to whom. Nothing public
      // changed, so the render cache stays.
      c.set('isPublicContentUnchanged', true);
      await audit(c, {
        action: 'create',
        entity: 'interviewer-link',
        entityId: id,
        detail: `for ${interviewerId}`,
      });
      return c.json({ success: true, data: { link: made.link } }, 201);
    })
    .post('/:id/scorecards', requireStaff('anyone'), async (c) => {
      const input = await readJson(c, z.record(z.string(), z.unknown()));
      const interview = await interviewOf(c.var.services.db, c.req.param('id'));
      const { db } = c.var.services;
      const interviewer = await findInterviewer(db, interview.id, c.var.admin._id);
      if (!interviewer) throw new AppError('FORBIDDEN', m.notAnInterviewer);
      if (interview.status !== 'scheduled') throw new AppError('CONFLICT', m.interviewCancelled);
      const scorecard = await submitInterviewScorecard(db, interview, interviewer, input);
      c.set('isPublicContentUnchanged', true);
      await audit(c, {
        action: 'create',
        entity: 'scorecard',
        entityId: scorecard._id,
        detail: `interview ${interview.id}`,
      });
      return c.json({ success: true, data: { scorecard } }, 201);
    })
    .get('/:id/feedback', requireStaff('anyone'), async (c) => {
      const interview = await interviewOf(c.var.services.db, c.req.param('id'));
      const { db } = c.var.services;
      const viewer = staffViewer(c.var.admin);
      const interviewer = await findInterviewer(db, interview.id, c.var.admin._id);
      // HR and administrators may read any interview's feedback; others only their own.
      if (!interviewer && !viewer.canSeeAll) throw new AppError('FORBIDDEN', m.notAnInterviewer);
      const feedback = await interviewFeedback(db, {
        interview,
        interviewer: interviewer ?? { userId: c.var.admin._id, name: c.var.admin.name },
        viewer,
        cvUrl:
          interviewer && interview.status === 'scheduled'
            ? await interviewerCvUrl(db, interview, interviewer.userId)
            : null,
      });
      return c.json({
        success: true,
        data: {
          feedback: { ...feedback, isInterviewer: interviewer !== undefined, status: interview.status },
        },
      });
    });
}
