import { z } from 'zod';
import { EMAIL_PATTERN, requiredText, TEXT_MAX, within } from './form-fields.ts';
import { MESSAGES } from './messages.ts';
import { staffPassword } from './staff.ts';

// Decision 027: "Forgot password?". POST /auth/forgot-password takes an e-mail address and always
// answers the same; POST /auth/reset-password takes the link's token and the new password (the
// staff password rules of domain/staff.ts). The reset page asks for it twice.

const m = MESSAGES.signInRecovery;

export const forgotPasswordSchema = z.object({
  email: requiredText(MESSAGES.login.emailRequired, within(TEXT_MAX.email, 'Email')).regex(
    EMAIL_PATTERN,
    MESSAGES.login.emailInvalid,
  ),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

const resetToken = z
  .string({ error: m.resetTokenRequired })
  .min(1, { error: m.resetTokenRequired, abort: true })
  .max(300, m.resetLinkInvalid);

export const resetPasswordSchema = z.object({ token: resetToken, password: staffPassword });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the same rules, the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({
    password: staffPassword,
    confirmPassword: z
      .string({ error: MESSAGES.staff.confirmPasswordRequired })
      .min(1, { error: MESSAGES.staff.confirmPasswordRequired, abort: true })
      .max(200, MESSAGES.staff.passwordsDiffer),
  })
  .refine((form) => form.confirmPassword === form.password, {
    message: MESSAGES.staff.passwordsDiffer,
    path: ['confirmPassword'],
  });
