import { z } from 'zod';
import {
  INTERVIEW_STATUSES,
  type Interview,
  type InterviewerOption,
  type InterviewListItem,
  type MyInterview,
} from '../interviews.ts';
import { successAnswer, timestamp } from './common.ts';

// Decision 026: what the interview routes answer, parsed by the dashboard as it is sent.

export const interviewSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  startsAt: timestamp,
  durationMinutes: z.number().int(),
  location: z.string().optional(),
  meetingUrl: z.string().optional(),
  status: z.enum(INTERVIEW_STATUSES),
  sequence: z.number().int().min(0),
  interviewers: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  createdByName: z.string(),
  createdAt: timestamp,
}) satisfies z.ZodType<Interview>;

export const interviewListItemSchema = interviewSchema.extend({
  application: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    country: z.string(),
  }),
}) satisfies z.ZodType<InterviewListItem>;

export const myInterviewSchema = interviewListItemSchema.extend({
  hasSubmittedScorecard: z.boolean(),
}) satisfies z.ZodType<MyInterview>;

/** POST /applications/{id}/interviews, PUT and DELETE /interviews/{id}. */
export const interviewAnswer = successAnswer({ interview: interviewSchema });
/** GET /interviews/upcoming. */
export const upcomingInterviewsAnswer = successAnswer({ interviews: z.array(interviewListItemSchema) });
/** GET /interviews/mine. */
export const myInterviewsAnswer = successAnswer({ interviews: z.array(myInterviewSchema) });
/** GET /interviews/interviewer-options: active staff who can be asked to interview. */
export const interviewerOptionsAnswer = successAnswer({
  interviewers: z.array(
    z.object({ _id: z.string(), name: z.string() }) satisfies z.ZodType<InterviewerOption>,
  ),
});
