import { site } from '../../../content/site.ts';
import { heading, linkParagraph, paragraph, subheading } from './blocks.ts';
import { companyContacts } from './company-contacts.ts';
import { type EmailContent, renderDocument } from './layout.ts';

// The acknowledgements to the person who wrote. Anyone can type any address into a public form,
// so these carry nothing the visitor typed: a name or message would let a stranger send their own
// words from our domain to anyone (a spam relay). The one exception is the position, which the
// server passes only when it is the title of a job we publish.

/** The company's phone and e-mail printed in a confirmation (the head office's, decision 025). */
export type CompanyContact = { phone: string; email: string };

const SITE_CONTACT: CompanyContact = { phone: site.contact.phoneDisplay, email: site.contact.email };

export function renderEnquiryConfirmation(
  publicUrl: string,
  company: CompanyContact = SITE_CONTACT,
): EmailContent {
  return renderDocument({
    title: 'We have received your enquiry',
    preheader: 'Thank you for contacting us. An engineer will reply within two working days.',
    body: [
      heading('Thank you for your enquiry'),
      paragraph(
        `Thank you for contacting ${site.brand}. We have received your enquiry, and one of our engineers will reply within two working days (Monday to Friday, UK office hours).`,
      ),
      paragraph(`If your enquiry is urgent, please call us on ${company.phone}.`),
      subheading('Contact us'),
      companyContacts(company.email, company.phone),
      linkParagraph(
        'To find out how we handle your personal data, read our ',
        'privacy policy',
        `${publicUrl}/privacy-policy`,
      ),
      paragraph('If you did not contact us, you can ignore this e-mail.', 'small'),
    ],
    footer: [`Sent automatically by the contact form at ${publicUrl}`],
  });
}

/** The applicant's withdrawal link (decision 017) and how many days it works for. */
export type WithdrawalLink = { url: string; days: number };

/**
 * `position` is a published job title or empty; never free text from the form. `withdrawal` is
 * absent for messages queued before the link existed.
 */
export function renderApplicationConfirmation(
  position: string,
  publicUrl: string,
  withdrawal?: WithdrawalLink,
  phone: string = site.contact.phoneDisplay,
): EmailContent {
  const applied = position ? `applying for the ${position} role at` : 'applying to';
  return renderDocument({
    title: 'We have received your application',
    preheader: 'Thank you for applying. Our HR team reviews every application.',
    body: [
      heading('Thank you for your application'),
      paragraph(`Thank you for ${applied} ${site.brand}. We have received your application and CV.`),
      paragraph(
        'Our HR team reviews every application. If you are shortlisted, we will be in touch, usually within three weeks, to arrange the next steps.',
      ),
      ...(withdrawal
        ? [
            linkParagraph(
              'If you change your mind, you can ',
              'withdraw your application and have your CV deleted',
              withdrawal.url,
              `. The link works for ${withdrawal.days} ${withdrawal.days === 1 ? 'day' : 'days'}.`,
            ),
          ]
        : []),
      subheading('Contact us'),
      companyContacts(site.contact.careersEmail, phone),
      linkParagraph(
        'To find out how long we keep your CV and what your rights are, read our ',
        'privacy policy',
        `${publicUrl}/privacy-policy`,
      ),
      paragraph(
        `If you did not apply, please tell us at ${site.contact.careersEmail} and we will delete the application.`,
        'small',
      ),
    ],
    footer: [`Sent automatically by the application form at ${publicUrl}`],
  });
}
