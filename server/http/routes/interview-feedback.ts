import { Hono } from 'hono';
import { z } from 'zod';
import { SCORECARD_MESSAGES } from '../../../domain/scorecards.ts';
import type { Db } from '../../db/connection.ts';
import { interviewFeedback } from '../../hiring/interview-feedback.ts';
import {
  cvPathOf,
  isInterviewerTokenShaped,
  type OpenedLink,
  openInterviewerLink,
} from '../../hiring/interviewer-link.ts';
import { linkViewer } from '../../hiring/scorecards-view.ts';
import { submitInterviewScorecard } from '../../hiring/submit-scorecard.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson } from '../request-body.ts';
import { cvResponse } from './applications-cv.ts';

// Decision 026: the interviewer's no-account link, public and gated by its token alone:
// GET /interview-feedback/{token} (what the feedback page shows), GET …/{token}/cv (the CV,
// inline) and POST …/{token}/scorecard. A token that is not ours is 404; one past its date, or
// whose interview was cancelled or whose interviewer was taken off it, is 410. Every answer is
// about one person's application: never cached, never kept by the render cache.

const m = SCORECARD_MESSAGES;
const TEN_MINUTES = 10 * 60 * 1000;
/** How the activity log names a link's user: the interviewer, and how they came. */
const VIA_LINK = 'through the interviewer link';

async function openLink(db: Db, token: string): Promise<Extract<OpenedLink, { status: 'open' }>> {
  if (!isInterviewerTokenShaped(token)) throw new AppError('NOT_FOUND', m.linkInvalid);
  const opened = await openInterviewerLink(db, token);
  if (opened.status === 'open') return opened;
  if (opened.status === 'expired') throw new AppError('GONE', m.linkExpired);
  if (opened.status === 'withdrawn') throw new AppError('GONE', m.linkWithdrawn);
  throw new AppError('NOT_FOUND', m.linkInvalid);
}

export function interviewFeedbackRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // An anonymous read, but never one the render cache may keep or a browser store.
      c.set('isPublic', false);
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
    })
    .get('/:token', rateLimit({ name: 'interview-feedback', max: 120, windowMs: TEN_MINUTES }), async (c) => {
      const token = c.req.param('token');
      const { db } = c.var.services;
      const { interview, interviewer, expiresAt } = await openLink(db, token);
      const feedback = await interviewFeedback(db, {
        interview,
        interviewer,
        viewer: linkViewer(interviewer.userId),
        cvUrl: cvPathOf(token),
      });
      return c.json({
        success: true,
        data: { feedback: { ...feedback, expiresAt: expiresAt.toISOString() } },
      });
    })
    .get(
      '/:token/cv',
      rateLimit({ name: 'interview-feedback-cv', max: 30, windowMs: TEN_MINUTES }),
      async (c) => {
        const { interview, interviewer } = await openLink(c.var.services.db, c.req.param('token'));
        return cvResponse(c, interview.cvUrl, {
          disposition: 'inline',
          actor: { id: interviewer.userId, email: interviewer.email },
          detail: `interview ${interview.id}, ${VIA_LINK}`,
        });
      },
    )
    .post(
      '/:token/scorecard',
      rateLimit({ name: 'interview-feedback-submit', max: 20, windowMs: TEN_MINUTES }),
      async (c) => {
        const input = await readJson(c, z.record(z.string(), z.unknown()));
        const { db } = c.var.services;
        const { interview, interviewer } = await openLink(db, c.req.param('token'));
        const scorecard = await submitInterviewScorecard(db, interview, interviewer, input);
        await audit(c, {
          actor: { id: interviewer.userId, email: interviewer.email },
          action: 'create',
          entity: 'scorecard',
          entityId: scorecard._id,
          detail: `interview ${interview.id}, ${VIA_LINK}`,
        });
        return c.json({ success: true, data: { scorecard } }, 201);
      },
    );
}
