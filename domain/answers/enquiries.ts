import { z } from 'zod';
import type { ContactEnquiry } from '../entities.ts';
import { pageFields, successAnswer, timestamp } from './common.ts';

// POST /contact (data.enquiry, the public form), GET /contact (data.enquiries, paged like the
// applications, with the count of open enquiries for the dashboard's badge), GET and
// PATCH /contact/{id} (data.enquiry). handledAt and handledByName are absent while it is open.

export const enquirySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: timestamp,
  handledAt: timestamp.optional(),
  handledByName: z.string().optional(),
}) satisfies z.ZodType<ContactEnquiry>;

export const enquiryListAnswer = successAnswer(
  { enquiries: z.array(enquirySchema) },
  { ...pageFields, openCount: z.number().int().min(0) },
);
export const enquiryAnswer = successAnswer({ enquiry: enquirySchema });
