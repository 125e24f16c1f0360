import type { AdminUser } from '../../domain/entities.ts';
import type { InterviewerProgress, Scorecard } from '../../domain/scorecards.ts';
import { canUse } from '../../domain/staff.ts';
import type { Db } from '../db/connection.ts';
import { listInterviewers } from '../db/scorecard-interviews.ts';
import { listScorecardsForInterviews } from '../db/scorecards.ts';

// Decision 026: who sees which scorecards. HR and administrators see every scorecard; an
// interviewer sees the others' only once their own is in, so nobody's view is shaped by a
// colleague's before they have written their own; anyone else sees none. Everyone sees who is on
// the interview and whose scorecard is in.

export type ScorecardViewer = {
  /** The staff account (or, through a link, the interviewer) asking. */
  userId: string;
  /** HR and administrators (the recruitment area): every scorecard. */
  canSeeAll: boolean;
};

export type InterviewScorecards = { interviewers: InterviewerProgress[]; scorecards: Scorecard[] };

/** The viewer a signed-in member of staff is. */
export function staffViewer(admin: Pick<AdminUser, '_id' | 'role'>): ScorecardViewer {
  return { userId: admin._id, canSeeAll: canUse(admin.role, 'recruitment') };
}

/** The viewer an interviewer's no-account link makes: never more than an interviewer sees. */
export function linkViewer(interviewerId: string): ScorecardViewer {
  return { userId: interviewerId, canSeeAll: false };
}

/**
 * Per interview (every id asked for, even one with no interviewers): its interviewers with
 * `hasSubmitted`, and the scorecards `viewer` may read.
 */
export async function scorecardsForInterviews(
  db: Db,
  interviewIds: readonly string[],
  viewer: ScorecardViewer,
): Promise<Map<string, InterviewScorecards>> {
  const [interviewers, scorecards] = await Promise.all([
    listInterviewers(db, interviewIds),
    listScorecardsForInterviews(db, interviewIds),
  ]);
  const byInterview = new Map<string, InterviewScorecards>(
    interviewIds.map((id) => [id, { interviewers: [], scorecards: [] }]),
  );
  const submitted = new Set(scorecards.map((card) => `${card.interviewId} ${card.interviewerId}`));
  for (const row of interviewers) {
    byInterview.get(row.interviewId)?.interviewers.push({
      _id: row.userId,
      name: row.name,
      hasSubmitted: submitted.has(`${row.interviewId} ${row.userId}`),
    });
  }
  for (const card of scorecards) {
    const mayRead = viewer.canSeeAll || submitted.has(`${card.interviewId} ${viewer.userId}`);
    if (mayRead) byInterview.get(card.interviewId)?.scorecards.push(card);
  }
  return byInterview;
}
