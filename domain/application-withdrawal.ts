import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// Decision 017: the applicant withdraws an application with the signed link from their
// confirmation e-mail. The page only shows what will happen; the deletion is the POST, so a mail
// scanner that follows the link deletes nothing.

/** The public page the e-mailed link opens (`?token=`); never cached, never indexed. */
export const WITHDRAW_PAGE_PATH = '/withdraw-application';

// A real token is about 120 characters (withdrawal-token.ts); anything far longer is no token.
export const applicationWithdrawSchema = z.object({
  token: z
    .string({ error: MESSAGES.withdrawal.linkInvalid })
    .trim()
    .min(1, { error: MESSAGES.withdrawal.linkInvalid })
    .max(300, { error: MESSAGES.withdrawal.linkInvalid }),
});
export type ApplicationWithdraw = z.infer<typeof applicationWithdrawSchema>;

/** POST /applications/withdraw answers only that it worked, and nothing of the application. */
export const applicationWithdrawAnswer = z.object({ success: z.literal(true), message: z.string() });
