import { button, fieldList, heading, paragraph } from './blocks.ts';
import { formatUkTime } from './format-uk-time.ts';
import { type EmailContent, renderDocument } from './layout.ts';

// Decision 027: a sign-in from a browser the account had not used before. The person is told the
// device, the network and the time, and what to do if it was not them. Every value comes from our
// own records (the device label and network are made by the server, not typed by anyone).

export type NewSignInEmail = {
  toName: string;
  device: string;
  network: string;
  signedInAt: Date;
};

export const NEW_SIGN_IN_SUBJECT = 'New sign-in to your account';

export function renderNewSignIn(notice: NewSignInEmail, publicUrl: string): EmailContent {
  return renderDocument({
    title: NEW_SIGN_IN_SUBJECT,
    preheader: `Your account was signed in to from ${notice.device}.`,
    body: [
      heading('New sign-in to your account'),
      paragraph(
        `Hello ${notice.toName}, your account on the website dashboard was just signed in to from a browser it had not been used from before.`,
      ),
      fieldList([
        { label: 'Device', value: notice.device },
        { label: 'Network', value: notice.network },
        { label: 'Time', value: formatUkTime(notice.signedInAt) },
      ]),
      paragraph('If this was you, there is nothing to do.'),
      paragraph(
        'If it was not you: change your password at once, then on Your Account choose "Sign out everywhere else" to end every other session, and tell an administrator.',
      ),
      button('Go to Your Account', `${publicUrl}/dashboard/account`),
    ],
    footer: [`Sent automatically by the website at ${publicUrl}`],
  });
}
