import { site } from '../../content/site.ts';
import { type ApplicationCreate, applicationNotification } from '../../domain/application.ts';
import { type ContactForm, enquiryNotification } from '../../domain/contact.ts';
import type { Application } from '../../domain/entities.ts';
import type { Office } from '../../domain/site-content.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { enqueueEmail } from '../db/email-outbox.ts';
import { withdrawalTokenFor } from '../personal-data/withdraw-application.ts';
import { publishedOffices } from '../site-content/published.ts';
import { headerText } from './mailbox.ts';

// The messages an enquiry and an application send (public-site.md §3, decision 013), queued in
// the caller's transaction beside the record they tell of: the notification to the company (or
// HR) with the spec's template fields, and a short confirmation to the person who wrote. The
// confirmation carries nothing the visitor typed (an address typed by a stranger must not turn
// the form into a relay for their text), except a position that names a published job.
//
// Decision 025: who receives them, and the company's phone and e-mail the confirmations print,
// follow the published offices (site content), read when the message is queued: enquiries go
// to the head office's (the first office's) enquiry mailbox, applications to the application
// mailbox of the office in the job's country, else the head office's; an empty mailbox means
// CONTACT_TO_EMAIL / HR_TO_EMAIL.

/** The mailbox for an enquiry: the head office's, else CONTACT_TO_EMAIL. */
export function enquiryMailbox(offices: readonly Office[], config: Config): string {
  return offices[0]?.enquiryMailbox || config.mail.contactTo;
}

/** The mailbox for an application to a job in `country`. */
export function applicationMailbox(offices: readonly Office[], country: string, config: Config): string {
  const local = offices.find((office) => office.country === country);
  return local?.applicationMailbox || offices[0]?.applicationMailbox || config.mail.hrTo;
}

/** The head office's phone and e-mail as the confirmations print them (content/site.ts if unset). */
function companyContact(offices: readonly Office[]): { company_phone: string; company_email: string } {
  const head = offices[0];
  return {
    company_phone: head?.phone || site.contact.phoneDisplay,
    company_email: head?.email || site.contact.email,
  };
}

export async function queueEnquiryMail(trx: Db, form: ContactForm, config: Config): Promise<void> {
  const receivedAt = new Date().toISOString();
  const offices = await publishedOffices(trx);
  const toEmail = enquiryMailbox(offices, config);
  await enqueueEmail(trx, {
    kind: 'enquiry',
    toEmail,
    subject: headerText(`Website enquiry from ${form.firstName} ${form.lastName}`),
    payload: { ...enquiryNotification(form, toEmail), received_at: receivedAt },
    about: { email: form.email },
  });
  await enqueueEmail(trx, {
    kind: 'enquiry-confirmation',
    toEmail: form.email,
    subject: `We have received your enquiry | ${site.brand}`,
    payload: { to_email: form.email, ...companyContact(offices) },
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
  const offices = await publishedOffices(trx);
  const toEmail = applicationMailbox(offices, form.country, config);
  await enqueueEmail(trx, {
    kind: 'application',
    toEmail,
    subject: headerText(`New job application: ${form.position} (${form.country})`),
    payload: {
      ...applicationNotification(form, toEmail),
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
      company_phone: companyContact(offices).company_phone,
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
