import { button, type Field, fieldList, heading, messageBox, paragraph } from './blocks.ts';
import { formatUkTime } from './format-uk-time.ts';
import { type EmailContent, renderDocument } from './layout.ts';

// public-site.md §3: the notification for a job application, sent to the HR mailbox. The CV is
// personal data behind sign-in (UK GDPR security principle), so the mail carries a link to the
// application in the dashboard, never the file.

export type ApplicationEmail = {
  fromName: string;
  fromEmail: string;
  phoneNumber: string;
  country: string;
  position: string;
  /** Empty when the applicant gave none; then the row is left out. */
  linkedinUrl: string;
  /** Absolute link to the application in the staff dashboard. */
  cvUrl: string;
  /** The applicant's comments; empty when none. */
  message: string;
  toEmail: string;
  receivedAt: Date;
};

export function renderApplication(application: ApplicationEmail, publicUrl: string): EmailContent {
  const fields: Field[] = [
    { label: 'Name', value: application.fromName },
    { label: 'E-mail', value: application.fromEmail },
    { label: 'Phone', value: application.phoneNumber },
    { label: 'Position', value: application.position },
    { label: 'Country', value: application.country },
    ...(application.linkedinUrl
      ? [{ label: 'LinkedIn', value: application.linkedinUrl, href: application.linkedinUrl }]
      : []),
    { label: 'Received', value: formatUkTime(application.receivedAt) },
  ];
  return renderDocument({
    title: `Job application: ${application.position}`,
    preheader: `${application.fromName} applied for ${application.position} (${application.country}).`,
    body: [
      heading('New job application'),
      fieldList(fields),
      ...(application.message ? [messageBox('Comments from the applicant', application.message)] : []),
      button('Open the application and CV in the dashboard', application.cvUrl),
      paragraph('The CV is kept private: you will be asked to sign in to the dashboard to see it.', 'small'),
    ],
    footer: [`Sent to ${application.toEmail} by the application form at ${publicUrl}`],
  });
}
