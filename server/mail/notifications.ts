import { site } from '../../content/site.ts';
import { type ApplicationCreate, applicationNotification } from '../../domain/application.ts';
import { type ContactForm, enquiryNotification } from '../../domain/contact.ts';
import type { Application } from '../../domain/entities.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { enqueueEmail } from '../db/email-outbox.ts';
import { withdrawalTokenFor } from '../personal-data/withdraw-application.ts';
import { headerText } from './mailbox.ts';

// The messages an enquiry and an application send (public-site.md §3, decision 013), queued in
// the caller's transaction beside the record they tell of: the notification to the company (or
// HR) with the spec's template fields, and a short confirmation to the person who wrote. The
// confirmation carries nothing the visitor typed (an address typed by a stranger must not turn
// the form into a relay for their text), except a position that names a published job.

export async function queueEnquiryMail(trx: Db, form: ContactForm, config: Config): Promise<void> {
  const receivedAt = new Date().toISOString();
  await enqueueEmail(trx, {
    kind: 'enquiry',
    toEmail: config.mail.contactTo,
    subject: headerText(`Website enquiry from ${form.firstName} ${form.lastName}`),
    payload: { ...enquiryNotification(form, config.mail.contactTo), received_at: receivedAt },
    about: { email: form.email },
  });
  await enqueueEmail(trx, {
    kind: 'enquiry-confirmation',
    toEmail: form.email,
    subject: `We have received your enquiry | ${site.brand}`,
    payload: { to_email: form.email },
    about: { email: form.email },
  });
}

/**
 * `withdrawalKey` signs the link in the applicant's confirmation (decision 017); the caller reads
 * it before opening the transaction (db/site-secrets.ts).
 */
export async function queueApplicationMail(
  trx: Db,
  form: ApplicationCreate,
  application: Application,
  config: Config,
  withdrawalKey: Uint8Array,
): Promise<void> {
  const receivedAt = new Date().toISOString();
  await enqueueEmail(trx, {
    kind: 'application',
    toEmail: config.mail.hrTo,
    subject: headerText(`New job application: ${form.position} (${form.country})`),
    payload: {
      ...applicationNotification(form, config.mail.hrTo),
      // The CV is private: the link opens the application in the dashboard, behind sign-in.
      cv_url: `${config.publicUrl}/dashboard/applications?open=${encodeURIComponent(application._id)}`,
      received_at: receivedAt,
      // Not shown; the message's application_id column is what a withdrawal finds it by.
      application_id: application._id,
    },
    about: { email: form.email, applicationId: application._id },
  });
  const isPublishedJob = await trx
    .selectFrom('jobs')
    .select('id')
    .where('title', '=', form.position)
    .limit(1)
    .executeTakeFirst();
  await enqueueEmail(trx, {
    kind: 'application-confirmation',
    toEmail: form.email,
    subject: `Your application has been received | ${site.brand}`,
    payload: {
      to_email: form.email,
      ...(isPublishedJob ? { position: headerText(form.position, 120) } : {}),
      application_id: application._id,
      // The link is built when the message is rendered, from the site's address then; the token
      // and its lifetime are fixed now (decision 017).
      withdraw_token: withdrawalTokenFor(withdrawalKey, application._id, config.withdrawalLinkDays),
      withdraw_days: String(config.withdrawalLinkDays),
    },
    about: { email: form.email, applicationId: application._id },
  });
}
