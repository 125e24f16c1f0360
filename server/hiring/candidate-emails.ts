import { type CandidateEmailInput, EMAIL_MESSAGES } from '../../domain/email-templates.ts';
import type { ApplicationListItem } from '../../domain/entities.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { enqueueEmail, type OutboxEmail } from '../db/email-outbox.ts';
import { getEmailTemplate } from '../db/email-templates.ts';
import { AppError } from '../http/app-error.ts';
import { headerText } from '../mail/mailbox.ts';
import { applicationMailbox } from '../mail/notifications.ts';
import { publishedOffices } from '../site-content/published.ts';
import { type MergedEmail, mergeEmail } from './merge-fields.ts';

// Decision 026: HR's e-mail to an applicant. The text is a template's or typed; it is merged when
// queued (what the preview showed is what is sent) and queued as one outbox row of kind
// 'candidate', about the application, so it is shown on its timeline and removed with it.

/** The subject and body to merge: the named template's, or those given. 404 for an unknown template. */
export async function emailText(
  db: Db,
  input: Pick<CandidateEmailInput, 'templateId' | 'subject' | 'body'>,
): Promise<{ subject: string; body: string }> {
  if (input.templateId !== undefined) {
    const template = await getEmailTemplate(db, input.templateId);
    if (!template) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.templateNotFound);
    return { subject: template.subject, body: template.body };
  }
  return { subject: input.subject ?? '', body: input.body ?? '' };
}

export function mergeForApplication(
  db: Db,
  application: ApplicationListItem,
  text: { subject: string; body: string },
): Promise<MergedEmail> {
  return mergeEmail(
    db,
    {
      id: application._id,
      firstName: application.firstName,
      lastName: application.lastName,
      position: application.position,
      country: application.country,
    },
    text,
  );
}

/** Queues the merged e-mail (in the caller's transaction); refuses one with a field left empty. */
export async function queueCandidateEmail(
  trx: Db,
  application: ApplicationListItem,
  merged: MergedEmail,
  config: Config,
): Promise<OutboxEmail> {
  if (merged.missing.length > 0) {
    throw new AppError('VALIDATION', EMAIL_MESSAGES.missingValues(merged.missing), {
      errors: { body: EMAIL_MESSAGES.missingValues(merged.missing) },
    });
  }
  const offices = await publishedOffices(trx);
  const subject = headerText(merged.subject);
  return enqueueEmail(trx, {
    kind: 'candidate',
    toEmail: application.email,
    subject,
    payload: {
      to_email: application.email,
      subject,
      body: merged.body,
      application_id: application._id,
      // Fixed now, like the HR notification's recipient (decision 025).
      reply_to: applicationMailbox(offices, application.country, config),
    },
    about: { email: application.email, applicationId: application._id },
  });
}
