import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import type { Application } from '../entities.ts';
import { pageFields, successAnswer, timestamp } from './common.ts';

// admin.md §3 Application; §7 GET /applications (data.applications and totalPages),
// PATCH /applications/{id}/status, POST /applications/upload-cv (fileUrl).

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
  status: z.enum(APPLICATION_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
}) satisfies z.ZodType<Application>;

export const applicationListAnswer = successAnswer({ applications: z.array(applicationSchema) }, pageFields);
export const applicationAnswer = successAnswer({ application: applicationSchema });
export const uploadAnswer = z.object({ success: z.literal(true), fileUrl: z.string().min(1) });
