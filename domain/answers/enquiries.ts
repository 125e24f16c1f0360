import { z } from 'zod';
import type { ContactEnquiry } from '../entities.ts';
import { pageFields, successAnswer, timestamp } from './common.ts';

// GET /contact (data.enquiries, paged like the applications) and GET /contact/{id}.

export const enquirySchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: timestamp,
}) satisfies z.ZodType<ContactEnquiry>;

export const enquiryListAnswer = successAnswer({ enquiries: z.array(enquirySchema) }, pageFields);
export const enquiryAnswer = successAnswer({ enquiry: enquirySchema });
