import { z } from 'zod';
import { SECTION_TYPES } from '../constants.ts';
import type { CaseStudy, CaseStudySection } from '../entities.ts';
import { timestamp } from './common.ts';

// admin.md §3 Case study and Section. The dashboard reads the answers of /case-studies with these
// and their publishing state (staff-records.ts).

export const captionedImageSchema = z.object({ url: z.string(), caption: z.string().optional() });

export const caseStudySectionAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(SECTION_TYPES),
  listItems: z.array(z.string()),
  images: z.array(captionedImageSchema),
  order: z.number().int(),
}) satisfies z.ZodType<CaseStudySection>;

export const caseStudySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  link: z.string(),
  cardImage: z.string(),
  headerImage: z.string().optional(),
  sections: z.array(caseStudySectionAnswerSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
}) satisfies z.ZodType<CaseStudy>;
