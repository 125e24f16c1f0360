import { z } from 'zod';
import { APPLICATIONS_PAGE_SIZE, CONTACT_PHONE_DIGITS } from './constants.ts';
import { EMAIL_PATTERN, enumFilter, integerOr, requiredText, TEXT_MAX, within } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

const m = MESSAGES.contact;

// public-site.md §5 contact form: "exactly 10 digits" (§9), with the spec's message. A UK
// company's visitors write their numbers as they are printed, so the rule is read on the digits
// alone: spaces, hyphens, brackets and dots are ignored, and a number is also valid when it has
// exactly 10 digits after a leading country code of the UK (+44, 0044) or India (+91, 0091) and
// then a UK trunk 0: "07700 900123", "+44 (0)1206 000000", "+91 98100 00000". The number is
// stored as typed, so staff see it as the visitor wrote it.
const PHONE_SEPARATORS = /[\s\-().]/g;
const COUNTRY_CODES = /^(?:\+|00)(?:44|91)/;

export function isContactPhone(text: string): boolean {
  const compact = text.replace(PHONE_SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  if (/^\d+$/.test(compact) && compact.length === CONTACT_PHONE_DIGITS) return true;
  const national = compact.replace(COUNTRY_CODES, '');
  if (national.startsWith('+')) return false;
  if (national.length === CONTACT_PHONE_DIGITS) return true;
  return national.startsWith('0') && national.length === CONTACT_PHONE_DIGITS + 1;
}

// public-site.md §5 contact table; also the body of POST /api/contact (DESIGN.md: the server
// stores the enquiry and sends the notification).
export const contactFormSchema = z.object({
  firstName: requiredText(m.firstNameRequired, within(TEXT_MAX.name, 'First Name')),
  lastName: requiredText(m.lastNameRequired, within(TEXT_MAX.name, 'Last Name')),
  email: requiredText(m.emailRequired, within(TEXT_MAX.email, 'Email')).regex(EMAIL_PATTERN, m.emailInvalid),
  phone: requiredText(m.phoneRequired, { max: 40, message: m.phoneDigits }).refine(
    isContactPhone,
    m.phoneDigits,
  ),
  message: requiredText(m.messageRequired, within(TEXT_MAX.text, 'Message')),
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

// ours: the dashboard's enquiry list (GET /contact). An enquiry is open until staff mark it handled.
export const ENQUIRY_STATES = ['open', 'handled'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

// ours: a search box's worth of text; longer is refused rather than cut, so a result never
// silently answers a different question than the one asked.
export const ENQUIRY_SEARCH_MAX = 200;

// GET /contact?q=&state=&page=&limit=, paged like the applications list (admin.md §7: page,
// limit=10); bad page and limit values take the defaults, an unknown state is a 400 listing
// the allowed ones, and a blank search means no search.
export const enquiryListQuerySchema = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(ENQUIRY_SEARCH_MAX, { error: MESSAGES.enquiries.searchTooLong }).optional(),
  ),
  state: enumFilter(ENQUIRY_STATES, 'state'),
  page: integerOr(1, z.number().int()).transform((page) => Math.min(100_000, Math.max(1, page))),
  limit: integerOr(APPLICATIONS_PAGE_SIZE, z.number().int()).transform((limit) =>
    Math.min(100, Math.max(1, limit)),
  ),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

// PATCH /contact/{id}: mark the enquiry handled (by the signed-in administrator) or open again.
export const enquiryHandledSchema = z.object({
  handled: z.boolean({ error: MESSAGES.form.flagInvalid }),
});
