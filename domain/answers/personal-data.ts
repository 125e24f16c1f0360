import { z } from 'zod';
import { successAnswer, timestamp } from './common.ts';

// GET /personal-data/export?email= (data.export: everything held for the address, a subject
// access request's answer) and POST /personal-data/erase (data.erased: how much went). The
// records of an export are kept whole (loose objects): the file saved for the person must hold
// every field the server sent, not only the ones this client knows.

const heldRecord = z.looseObject({});

export const personalDataExportSchema = z.looseObject({
  emailAddress: z.string(),
  exportedAt: timestamp,
  /** Each with its notes and status history. */
  applications: z.array(heldRecord),
  enquiries: z.array(heldRecord),
  /** E-mails sent to the address, and the company's notices about its owner. */
  emails: z.array(heldRecord),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const personalDataExportAnswer = successAnswer({ export: personalDataExportSchema });

export const erasedCountsSchema = z.object({
  applications: z.number().int().min(0),
  cvs: z.number().int().min(0),
  enquiries: z.number().int().min(0),
  emails: z.number().int().min(0),
});
export type ErasedCounts = z.infer<typeof erasedCountsSchema>;

export const personalDataEraseAnswer = successAnswer(
  { erased: erasedCountsSchema },
  { message: z.string().optional() },
);
