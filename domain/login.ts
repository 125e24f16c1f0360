import { z } from 'zod';
import { EMAIL_PATTERN, requiredText } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

const m = MESSAGES.login;

// admin.md §5 Login: "email (email type, required), password (required)"; also the body of
// POST /auth/login. The password is never trimmed: spaces in it are the user's choice.
export const loginSchema = z.object({
  email: requiredText(m.emailRequired).regex(EMAIL_PATTERN, m.emailInvalid),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
});

export type Login = z.infer<typeof loginSchema>;
