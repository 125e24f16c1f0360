import { z } from 'zod';
import type { Job } from '../entities.ts';
import { listPageFields, successAnswer, timestamp } from './common.ts';

// admin.md §3 Job; §7 GET /jobs (data.jobs), GET /jobs/{id}, POST and PUT /jobs (data.job).

export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  place: z.string(),
  country: z.string(),
  isActive: z.boolean(),
  qualifications: z.string(),
  experience: z.string(),
  responsibilities: z.string(),
  pdfUrl: z.string().optional(),
  closingDate: z.string().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
}) satisfies z.ZodType<Job>;

export const jobListAnswer = successAnswer({ jobs: z.array(jobSchema) }, listPageFields);
