import { z } from 'zod';
import { EMAIL_PATTERN, requiredText, TEXT_MAX, within } from './form-fields.ts';
import { MESSAGES } from './messages.ts';
import { passkeyAssertionSchema } from './passkeys.ts';

const m = MESSAGES.login;

// admin.md §5 Login: "email (email type, required), password (required)"; also the body of
// POST /auth/login. The password is never trimmed: spaces in it are the user's choice.
export const loginCredentialsSchema = z.object({
  email: requiredText(m.emailRequired, within(TEXT_MAX.email, 'Email')).regex(EMAIL_PATTERN, m.emailInvalid),
  // No staff password is longer than 200 characters (domain/staff.ts); a longer one is not hashed.
  password: z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired, abort: true })
    .max(200, MESSAGES.staff.passwordTooLong),
  // Decision 027: the browser's device token from an earlier sign-in, if it has one.
  deviceToken: z.string().max(200).optional(),
});

export const loginSchema = loginCredentialsSchema.extend({
  // Decision 027: the second step of a sign-in with a second factor. `code` is an authenticator
  // code or a recovery code; `passkey` a WebAuthn assertion for the challenge it names.
  code: z.string().trim().max(40, MESSAGES.twoFactor.codeTooLong).optional(),
  passkey: passkeyAssertionSchema.optional(),
  rememberDevice: z.boolean().optional(),
  // The token this browser was given at an earlier sign-in (decision 027: devices).
  deviceToken: z.string().max(200).optional(),
});

export type Login = z.infer<typeof loginSchema>;
