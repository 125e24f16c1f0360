import { SCORECARD_MESSAGES, type Scorecard, scorecardBodySchema } from '../../domain/scorecards.ts';
import type { Db } from '../db/connection.ts';
import { hiringSettingsForPosition } from '../db/job-hiring.ts';
import type { FeedbackInterview, InterviewerRow } from '../db/scorecard-interviews.ts';
import { hasSubmittedScorecard, submitScorecard } from '../db/scorecards.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/app-error.ts';
import { parseBody } from '../http/request-body.ts';

// Decision 026: an interviewer's scorecard, from the dashboard or the no-account link. The
// ratings must rate exactly the competencies of the interview's job (read now: a job's list may
// change between interviews); a second scorecard from the same interviewer is refused (409).

export async function submitInterviewScorecard(
  db: Db,
  interview: FeedbackInterview,
  interviewer: Pick<InterviewerRow, 'userId' | 'name'>,
  input: unknown,
): Promise<Scorecard> {
  const alreadySubmitted = () => new AppError('CONFLICT', SCORECARD_MESSAGES.alreadySubmitted);
  // Said first: whatever a second attempt holds, what matters is that one is in already.
  if (await hasSubmittedScorecard(db, interview.id, interviewer.userId)) throw alreadySubmitted();
  const { competencies } = await hiringSettingsForPosition(db, interview.position);
  const body = parseBody(scorecardBodySchema(competencies), input);
  try {
    return await submitScorecard(db, {
      interviewId: interview.id,
      interviewerId: interviewer.userId,
      interviewerName: interviewer.name,
      body,
    });
  } catch (error) {
    // Two submissions at the same moment: the unique constraint keeps the first.
    if (isUniqueViolation(error)) throw alreadySubmitted();
    throw error;
  }
}
