import { button, heading, paragraph } from './blocks.ts';
import { type EmailContent, renderDocument } from './layout.ts';

// Decision 027: the link that sets a new password after "Forgot password?". It works once and
// for a short while; someone who did not ask for it can ignore it (nothing changes until the link
// is used, and the second factor stays).

export type PasswordResetEmail = {
  toName: string;
  resetUrl: string;
  minutes: number;
};

export const PASSWORD_RESET_SUBJECT = 'Reset your password';

export function renderPasswordReset(reset: PasswordResetEmail, publicUrl: string): EmailContent {
  return renderDocument({
    title: PASSWORD_RESET_SUBJECT,
    preheader: `A link to choose a new password, valid for ${reset.minutes} minutes.`,
    body: [
      heading('Reset your password'),
      paragraph(
        `Hello ${reset.toName}, someone asked to reset the password of your account on the website dashboard. To choose a new password, open this link within ${reset.minutes} minutes. It works once.`,
      ),
      button('Choose a new password', reset.resetUrl),
      paragraph(
        'If you did not ask for this, ignore this e-mail: your password stays as it is. If it keeps happening, tell an administrator.',
      ),
    ],
    footer: [`Sent automatically by the website at ${publicUrl}`],
  });
}
