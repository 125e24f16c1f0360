import { deleteApplication } from '../db/applications.ts';
import { deleteEmailsAboutApplications } from '../db/email-outbox-removal.ts';
import { siteSecret } from '../db/site-secrets.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUpload } from '../uploads/stored-upload.ts';
import { signWithdrawalToken, verifyWithdrawalToken } from './withdrawal-token.ts';

// The applicant withdraws their application with the link from their confirmation e-mail
// (decision 017, UK GDPR article 7(3): withdrawing must be as easy as giving). It goes as a
// staff delete or an erasure takes it: the row with its notes and status history (foreign keys
// on delete cascade), the e-mails about it, then the CV on disk or in the bucket.

const DAY_MS = 24 * 60 * 60 * 1000;

export type WithdrawalOutcome =
  | { outcome: 'withdrawn'; applicationId: string; emails: number }
  | { outcome: 'invalid' | 'expired' | 'gone' };

/** The key every instance signs withdrawal links with (made on first use, in the database). */
export function withdrawalKey(services: Pick<AppServices, 'db'>): Promise<Buffer> {
  return siteSecret(services.db, 'application-withdrawal');
}

/** A link token for `applicationId`, working for the configured number of days from `now`. */
export function withdrawalTokenFor(
  key: Uint8Array,
  applicationId: string,
  days: number,
  now: Date = new Date(),
): string {
  return signWithdrawalToken(key, applicationId, new Date(now.getTime() + days * DAY_MS));
}

export async function withdrawApplication(
  services: AppServices,
  token: string,
  now: Date = new Date(),
): Promise<WithdrawalOutcome> {
  const check = verifyWithdrawalToken(await withdrawalKey(services), token, now);
  if (!check.isValid) return { outcome: check.reason };
  const { applicationId } = check;
  const removed = await inTransaction(services.db, async (trx) => {
    const application = await deleteApplication(trx, applicationId);
    if (!application) return undefined;
    return { cvUrl: application.cvUrl, emails: await deleteEmailsAboutApplications(trx, [applicationId]) };
  });
  // Used before, or deleted by HR, an erasure or the retention sweep: a link works once.
  if (!removed) return { outcome: 'gone' };
  try {
    await deleteStoredUpload(services, removed.cvUrl);
  } catch (error) {
    // The application is gone and cannot come back for a retry. The file's record stays, so the
    // orphan-CV sweep (uploads/orphan-cvs.ts) deletes it within a day; logged for an operator.
    services.logger.error({ err: error, cvUrl: removed.cvUrl }, 'could not delete a withdrawn CV file');
  }
  return { outcome: 'withdrawn', applicationId, emails: removed.emails };
}
