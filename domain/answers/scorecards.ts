import { z } from 'zod';
import { RECOMMENDATIONS } from '../scorecards.ts';
import { successAnswer, timestamp } from './common.ts';

// Decision 026: the answers of the scorecard routes, as the browser parses them.

export const competencyShape = z.object({ key: z.string(), label: z.string() });

export const scorecardShape = z.object({
  _id: z.string(),
  interviewId: z.string(),
  interviewerId: z.string(),
  interviewerName: z.string(),
  ratings: z.record(z.string(), z.number()),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string(),
  submittedAt: timestamp,
});
export type ScorecardShape = z.infer<typeof scorecardShape>;

export const feedbackShape = z.object({
  interview: z.object({ _id: z.string(), startsAt: timestamp, durationMinutes: z.number() }),
  candidate: z.object({ firstName: z.string(), lastName: z.string() }),
  position: z.string(),
  cvUrl: z.string().nullable(),
  competencies: z.array(competencyShape),
  interviewer: z.object({ _id: z.string(), name: z.string() }),
  hasSubmitted: z.boolean(),
  scorecard: scorecardShape.nullable(),
  interviewers: z.array(z.object({ _id: z.string(), name: z.string(), hasSubmitted: z.boolean() })),
  otherScorecards: z.array(scorecardShape),
});
export type Feedback = z.infer<typeof feedbackShape>;

export const feedbackAnswer = successAnswer({ feedback: feedbackShape });
export const scorecardAnswer = successAnswer({ scorecard: scorecardShape });

/** POST /interviews/{id}/links: an interviewer's no-account link. */
export const interviewerLinkAnswer = successAnswer({
  link: z.object({ url: z.string(), expiresAt: timestamp }),
});

export const hiringAnswer = successAnswer({
  hiring: z.object({ competencies: z.array(competencyShape), staleAfterDays: z.number() }),
});

export const myInterviewsAnswer = successAnswer({
  interviews: z.array(
    z.object({
      _id: z.string(),
      startsAt: timestamp,
      durationMinutes: z.number(),
      location: z.string().nullable(),
      meetingUrl: z.string().nullable(),
      candidate: z.object({ firstName: z.string(), lastName: z.string() }),
      position: z.string(),
      hasSubmitted: z.boolean(),
    }),
  ),
});
export type MyInterview = z.infer<typeof myInterviewsAnswer>['data']['interviews'][number];
