import { button, fieldList, heading, paragraph } from './blocks.ts';
import { formatUkTime } from './format-uk-time.ts';
import { type EmailContent, renderDocument } from './layout.ts';

// Decision 006: after repeated failed sign-ins the account's owner is told that sign-in was
// paused, until when, and from which address the attempts came, so they can tell a typo from an
// attack. Every value comes from our own records, not from the person who tried.

export type AccountLockedEmail = {
  toName: string;
  failedAttempts: string;
  lockedUntil: Date;
  fromAddress: string;
};

export function renderAccountLocked(notice: AccountLockedEmail, publicUrl: string): EmailContent {
  return renderDocument({
    title: 'Sign-in to the website dashboard has been paused',
    preheader: `Sign-in was paused after ${notice.failedAttempts} failed attempts.`,
    body: [
      heading('Sign-in has been paused'),
      paragraph(
        `Hello ${notice.toName}, there were ${notice.failedAttempts} failed attempts to sign in to the website dashboard with your account, so sign-in has been paused for a while.`,
      ),
      fieldList([
        { label: 'Paused until', value: formatUkTime(notice.lockedUntil) },
        { label: 'Attempts from', value: notice.fromAddress },
      ]),
      paragraph(
        'If this was you, wait until then and sign in again. If it was not, your password is still safe, but tell your administrator and consider changing it once you are signed in.',
      ),
      button('Go to the sign-in page', `${publicUrl}/login`),
    ],
    footer: [`Sent automatically by the website at ${publicUrl}`],
  });
}
