import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// The reads of interviews and their interviewers that scorecards need (decision 026). Interviews
// are scheduled elsewhere (their own module); these read the two tables directly so scorecards
// depend only on the schema.

export type FeedbackInterview = {
  id: string;
  applicationId: string;
  startsAt: string;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  /** 'scheduled' or 'cancelled'. */
  status: string;
  firstName: string;
  lastName: string;
  position: string;
  cvUrl: string;
};

export type InterviewerRow = { interviewId: string; userId: string; name: string; email: string };

function interviewsWithApplication(db: Kysely<Database>) {
  return db
    .selectFrom('interviews')
    .innerJoin('applications', 'applications.id', 'interviews.applicationId')
    .select([
      'interviews.id',
      'interviews.applicationId',
      'interviews.startsAt',
      'interviews.durationMinutes',
      'interviews.location',
      'interviews.meetingUrl',
      'interviews.status',
      'applications.firstName',
      'applications.lastName',
      'applications.position',
      'applications.cvUrl',
    ]);
}

/** One interview with what the feedback page shows of its application, whatever its status. */
export async function findFeedbackInterview(
  db: Kysely<Database>,
  interviewId: string,
): Promise<FeedbackInterview | undefined> {
  return interviewsWithApplication(db).where('interviews.id', '=', interviewId).executeTakeFirst();
}

/** The interviewers of these interviews, by name. */
export async function listInterviewers(
  db: Kysely<Database>,
  interviewIds: readonly string[],
): Promise<InterviewerRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('interviewInterviewers')
    .select(['interviewId', 'userId', 'name', 'email'])
    .where('interviewId', 'in', [...interviewIds])
    .orderBy('name')
    .orderBy('userId')
    .execute();
}

/** The interviewer `userId` on `interviewId`, if they are on it. */
export async function findInterviewer(
  db: Kysely<Database>,
  interviewId: string,
  userId: string,
): Promise<InterviewerRow | undefined> {
  return db
    .selectFrom('interviewInterviewers')
    .select(['interviewId', 'userId', 'name', 'email'])
    .where('interviewId', '=', interviewId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

// A person interviews a few times a week at most; a year of them is far below this.
const MINE_LIMIT = 200;

/** The scheduled interviews `userId` is an interviewer on, newest start first. */
export async function listInterviewsOfInterviewer(
  db: Kysely<Database>,
  userId: string,
): Promise<FeedbackInterview[]> {
  return interviewsWithApplication(db)
    .innerJoin('interviewInterviewers', 'interviewInterviewers.interviewId', 'interviews.id')
    .where('interviewInterviewers.userId', '=', userId)
    .where('interviews.status', '=', 'scheduled')
    .orderBy('interviews.startsAt', 'desc')
    .orderBy('interviews.id', 'desc')
    .limit(MINE_LIMIT)
    .execute();
}
