import { button, fieldList, heading, messageBox, paragraph } from './blocks.ts';
import { formatUkTime } from './format-uk-time.ts';
import { type EmailContent, renderDocument } from './layout.ts';

// public-site.md §3: the notification to the company for a contact-form enquiry. The sender sets
// Reply-To to the visitor, so answering is one click; the dashboard link is for marking it handled.

export type EnquiryEmail = {
  fromName: string;
  fromEmail: string;
  phoneNumber: string;
  message: string;
  toEmail: string;
  receivedAt: Date;
};

export function renderEnquiry(enquiry: EnquiryEmail, publicUrl: string): EmailContent {
  return renderDocument({
    title: `New enquiry from ${enquiry.fromName}`,
    preheader: `${enquiry.fromName}: ${excerpt(enquiry.message)}`,
    body: [
      heading('New enquiry from the website'),
      fieldList([
        { label: 'Name', value: enquiry.fromName },
        { label: 'E-mail', value: enquiry.fromEmail },
        { label: 'Phone', value: enquiry.phoneNumber },
        { label: 'Received', value: formatUkTime(enquiry.receivedAt) },
      ]),
      messageBox('Message', enquiry.message),
      paragraph(`Reply to this e-mail to answer ${enquiry.fromName} directly.`),
      button('Open enquiries in the dashboard', `${publicUrl}/dashboard/enquiries`),
    ],
    footer: [`Sent to ${enquiry.toEmail} by the contact form at ${publicUrl}`],
  });
}

/** The start of the message on one line, for the inbox preview; cut by code point, not by half an emoji. */
function excerpt(message: string): string {
  const characters = Array.from(message.replace(/\s+/g, ' ').trim());
  return characters.length > 110 ? `${characters.slice(0, 109).join('').trimEnd()}…` : characters.join('');
}
