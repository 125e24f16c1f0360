import { z } from 'zod';
import { EMAIL_PATTERN, requiredText, TEXT_MAX, within } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

// Subject access and erasure requests (UK GDPR articles 15 and 17), made by an administrator for
// one e-mail address: POST /personal-data/erase, GET /personal-data/export?email=.
export const personalDataRequestSchema = z.object({
  email: requiredText(MESSAGES.login.emailRequired, within(TEXT_MAX.email, 'Email')).regex(
    EMAIL_PATTERN,
    MESSAGES.login.emailInvalid,
  ),
});

/** How long the site keeps what people send it unless asked sooner (also in the privacy policy). */
export const DEFAULT_RETENTION_DAYS = { applications: 365, enquiries: 730 } as const;

/** How long the withdrawal link in an applicant's confirmation e-mail works (decision 017). */
export const DEFAULT_WITHDRAW_DAYS = 30;
