import { z } from 'zod';
import { EMAIL_PATTERN, requiredText } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

const m = MESSAGES.contact;

// public-site.md §5 contact form: digits only, exactly 10 of them (§9 "Contact phone: exactly 10 digits").
export const CONTACT_PHONE_PATTERN = /^\d{10}$/;

// public-site.md §5 contact table; also the body of POST /api/contact (DESIGN.md: the server
// stores the enquiry and sends the notification).
export const contactFormSchema = z.object({
  firstName: requiredText(m.firstNameRequired),
  lastName: requiredText(m.lastNameRequired),
  email: requiredText(m.emailRequired).regex(EMAIL_PATTERN, m.emailInvalid),
  phone: requiredText(m.phoneRequired).regex(CONTACT_PHONE_PATTERN, m.phoneDigits),
  message: requiredText(m.messageRequired),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

// public-site.md §3: the notification to the company for an enquiry; from_name is first plus
// last name, to_email the company contact address.
export function enquiryNotification(form: ContactForm, toEmail: string) {
  return {
    from_name: `${form.firstName} ${form.lastName}`,
    from_email: form.email,
    phone_number: form.phone,
    message: form.message,
    to_email: toEmail,
  };
}
