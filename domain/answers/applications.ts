import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import type {
  Application,
  ApplicationListItem,
  ApplicationNote,
  RelatedApplication,
  StatusChange,
} from '../entities.ts';
import { applicationEmailSchema } from './candidate-emails.ts';
import { pageFields, successAnswer, timestamp } from './common.ts';
import { interviewSchema } from './interviews.ts';
import { competencyShape, scorecardShape } from './scorecards.ts';

// admin.md §3 Application; §7 GET /applications (data.applications and totalPages),
// PATCH /applications/{id}/status, POST /applications/upload-cv (fileUrl). Ours, for the staff
// screen: the detail with notes, status history and the same person's other applications.

const status = z.enum(APPLICATION_STATUSES);

/** An application as POST /applications answers it to the applicant. */
export const applicationSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  position: z.string(),
  linkedin: z.string().optional(),
  comments: z.string().optional(),
  cvUrl: z.string(),
  status,
  createdAt: timestamp,
  updatedAt: timestamp,
}) satisfies z.ZodType<Application>;

/** An application as the staff list, the detail and a status change answer it. */
export const applicationListItemSchema = applicationSchema.extend({
  earlierApplications: z.number().int().min(0),
  tags: z.array(z.string()).optional(),
}) satisfies z.ZodType<ApplicationListItem>;

export const applicationNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: timestamp,
}) satisfies z.ZodType<ApplicationNote>;

export const statusChangeSchema = z.object({
  _id: z.string(),
  from: status,
  to: status,
  changedByName: z.string(),
  changedAt: timestamp,
}) satisfies z.ZodType<StatusChange>;

export const relatedApplicationSchema = z.object({
  _id: z.string(),
  position: z.string(),
  country: z.string(),
  status,
  createdAt: timestamp,
}) satisfies z.ZodType<RelatedApplication>;

/** GET /applications: a page of applications, totalPages beside data (admin.md §7). */
export const applicationListAnswer = successAnswer(
  { applications: z.array(applicationListItemSchema) },
  pageFields,
);
/** POST /applications: the stored application. */
export const applicationAnswer = successAnswer({ application: applicationSchema });
/** PATCH /applications/{id}/status: the application as it now is. */
export const applicationStatusAnswer = successAnswer({ application: applicationListItemSchema });
/** An interview as the application's detail answers it. */
export const applicationInterviewSchema = interviewSchema.extend({
  interviewers: z.array(
    z.object({ _id: z.string(), name: z.string(), email: z.string(), hasSubmitted: z.boolean() }),
  ),
  scorecards: z.array(scorecardShape),
});

/** GET /applications/{id}: notes and history oldest first, related newest first. */
export const applicationDetailAnswer = successAnswer({
  application: applicationListItemSchema,
  notes: z.array(applicationNoteSchema),
  history: z.array(statusChangeSchema),
  related: z.array(relatedApplicationSchema),
  // Decision 026: its interviews, cancelled ones included, soonest first, each with whose
  // scorecard is in and the scorecards the reader may see (HR and admin: all of them); and the
  // competencies its job's scorecards rate, to name the ratings (stored by key).
  interviews: z.array(applicationInterviewSchema),
  competencies: z.array(competencyShape),
  // Decision 026: its tags, alphabetically (absent from servers before it).
  tags: z.array(z.string()).optional(),
  // Decision 026: its e-mails, newest first (at most 50).
  emails: z.array(applicationEmailSchema),
});
export type ApplicationInterview = z.infer<typeof applicationInterviewSchema>;
/** POST /applications/{id}/notes: the note as stored. */
export const noteAnswer = successAnswer({ note: applicationNoteSchema });
export const uploadAnswer = z.object({ success: z.literal(true), fileUrl: z.string().min(1) });
