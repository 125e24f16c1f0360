import type { Competency, InterviewerProgress, Scorecard } from '../../domain/scorecards.ts';
import type { Db } from '../db/connection.ts';
import { hiringSettingsForPosition } from '../db/job-hiring.ts';
import type { FeedbackInterview, InterviewerRow } from '../db/scorecard-interviews.ts';
import { type ScorecardViewer, scorecardsForInterviews } from './scorecards-view.ts';

// Decision 026: what the feedback page shows an interviewer — only the candidate's name, the
// position, the interview's time, the CV and the scorecard form — and, once their own scorecard
// is in, the other interviewers' (HR and administrators see them all).

export type InterviewFeedback = {
  interview: { _id: string; startsAt: string; durationMinutes: number };
  candidate: { firstName: string; lastName: string };
  position: string;
  /** The API path that streams the CV to this interviewer (null once their link has expired). */
  cvUrl: string | null;
  competencies: Competency[];
  interviewer: { _id: string; name: string };
  hasSubmitted: boolean;
  /** This interviewer's own scorecard, once submitted. */
  scorecard: Scorecard | null;
  interviewers: InterviewerProgress[];
  /** The other interviewers' scorecards this viewer may read. */
  otherScorecards: Scorecard[];
};

export async function interviewFeedback(
  db: Db,
  options: {
    interview: FeedbackInterview;
    interviewer: Pick<InterviewerRow, 'userId' | 'name'>;
    viewer: ScorecardViewer;
    cvUrl: string | null;
  },
): Promise<InterviewFeedback> {
  const { interview, interviewer, viewer } = options;
  const [settings, views] = await Promise.all([
    hiringSettingsForPosition(db, interview.position),
    scorecardsForInterviews(db, [interview.id], viewer),
  ]);
  const view = views.get(interview.id) ?? { interviewers: [], scorecards: [] };
  const own = view.scorecards.find((card) => card.interviewerId === interviewer.userId) ?? null;
  const hasSubmitted = view.interviewers.some((item) => item._id === interviewer.userId && item.hasSubmitted);
  return {
    interview: {
      _id: interview.id,
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
    },
    candidate: { firstName: interview.firstName, lastName: interview.lastName },
    position: interview.position,
    cvUrl: options.cvUrl,
    competencies: settings.competencies,
    interviewer: { _id: interviewer.userId, name: interviewer.name },
    hasSubmitted,
    scorecard: own,
    interviewers: view.interviewers,
    otherScorecards: view.scorecards.filter((card) => card.interviewerId !== interviewer.userId),
  };
}
