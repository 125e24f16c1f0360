import { site } from '../../content/site.ts';
import { WITHDRAW_PAGE_PATH } from '../../domain/application-withdrawal.ts';
import type { OutboxKind } from '../../domain/outbox.ts';
import {
  isPasswordResetTokenShaped,
  PASSWORD_RESET_MINUTES,
  RESET_PAGE_PATH,
} from '../auth/password-reset-token.ts';
import { isWithdrawalTokenShaped } from '../personal-data/withdrawal-token.ts';
import { renderAccountLocked } from './templates/account-locked.ts';
import { renderApplication } from './templates/application.ts';
import { renderCandidate } from './templates/candidate.ts';
import {
  type CompanyContact,
  renderApplicationConfirmation,
  renderEnquiryConfirmation,
  type WithdrawalLink,
} from './templates/confirmations.ts';
import { renderEnquiry } from './templates/enquiry.ts';
import { renderInterview } from './templates/interview.ts';
import type { EmailContent } from './templates/layout.ts';
import { renderNewSignIn } from './templates/new-sign-in.ts';
import { renderPasswordReset } from './templates/password-reset.ts';

// The outbox stores each message as its kind and template fields (public-site.md §3); this turns
// them into the text and HTML parts at send time, so a wording change reaches mail still queued.

export type { EmailContent } from './templates/layout.ts';

export type RenderContext = {
  /** The site's absolute address without a trailing slash, e.g. https://www.example.com. */
  publicUrl: string;
};

/**
 * A payload the templates cannot fill. Not an AppError: it never becomes an HTTP answer, and a
 * retry cannot mend it, so the sender should fail the message at once.
 */
export class UnrenderableEmailError extends Error {
  override name = 'UnrenderableEmailError';
}

export function renderEmail(
  kind: OutboxKind,
  payload: Record<string, string>,
  context: RenderContext,
): EmailContent {
  const publicUrl = context.publicUrl.replace(/\/+$/, '');
  const field = (name: string) => oneLine(required(payload, name));
  switch (kind) {
    case 'enquiry':
      return renderEnquiry(
        {
          fromName: field('from_name'),
          fromEmail: field('from_email'),
          phoneNumber: field('phone_number'),
          message: multiLine(required(payload, 'message')),
          toEmail: field('to_email'),
          receivedAt: timestamp(payload, 'received_at'),
        },
        publicUrl,
      );
    case 'application':
      return renderApplication(
        {
          fromName: field('from_name'),
          fromEmail: field('from_email'),
          phoneNumber: field('phone_number'),
          country: field('country'),
          position: field('position'),
          linkedinUrl: oneLine(payload.linkedin_url ?? ''),
          cvUrl: field('cv_url'),
          message: multiLine(payload.message ?? ''),
          toEmail: field('to_email'),
          receivedAt: timestamp(payload, 'received_at'),
        },
        publicUrl,
      );
    case 'enquiry-confirmation':
      // to_email is checked, not shown: the visitor typed it (see templates/confirmations.ts).
      field('to_email');
      return renderEnquiryConfirmation(publicUrl, companyContact(payload));
    case 'application-confirmation':
      field('to_email');
      return renderApplicationConfirmation(
        oneLine(payload.position ?? ''),
        publicUrl,
        withdrawalLink(payload, publicUrl),
        companyContact(payload).phone,
      );
    case 'account-locked':
      field('to_email');
      return renderAccountLocked(
        {
          toName: field('to_name'),
          failedAttempts: field('failed_attempts'),
          lockedUntil: timestamp(payload, 'locked_until'),
          fromAddress: field('from_address'),
        },
        publicUrl,
      );
    case 'new-sign-in':
      field('to_email');
      return renderNewSignIn(
        {
          toName: field('to_name'),
          device: field('device'),
          network: field('network'),
          signedInAt: timestamp(payload, 'signed_in_at'),
        },
        publicUrl,
      );
    case 'password-reset': {
      field('to_email');
      // Only a token of the shape we sign goes into the link (as the withdrawal link does).
      const token = field('reset_token');
      if (!isPasswordResetTokenShaped(token)) {
        throw new UnrenderableEmailError("The e-mail payload's reset link is not one the site made.");
      }
      return renderPasswordReset(
        {
          toName: field('to_name'),
          resetUrl: `${publicUrl}${RESET_PAGE_PATH}?token=${token}`,
          minutes: PASSWORD_RESET_MINUTES,
        },
        publicUrl,
      );
    }
    case 'interview':
      return renderInterview(
        {
          heading: field('heading'),
          body: multiLine(required(payload, 'body')),
          meetingUrl: oneLine(payload.meeting_url ?? '') || undefined,
          scorecardUrl: oneLine(payload.scorecard_url ?? '') || undefined,
          toEmail: field('to_email'),
        },
        publicUrl,
      );
    case 'candidate':
      // Decision 026: merged when queued (subject and body as the preview showed them).
      field('to_email');
      return renderCandidate(
        { subject: field('subject'), body: multiLine(required(payload, 'body')) },
        publicUrl,
      );
  }
}

/**
 * The applicant's withdrawal link (decision 017), absent for messages queued before it existed.
 * The token must have the shape we sign, so a payload cannot carry other text into the URL.
 */
function withdrawalLink(payload: Record<string, string>, publicUrl: string): WithdrawalLink | undefined {
  const token = payload.withdraw_token;
  if (token === undefined) return undefined;
  const days = Number(payload.withdraw_days);
  if (!isWithdrawalTokenShaped(token) || !Number.isInteger(days) || days < 1) {
    throw new UnrenderableEmailError("The e-mail payload's withdrawal link is not one the site made.");
  }
  return { url: `${publicUrl}${WITHDRAW_PAGE_PATH}?token=${token}`, days };
}

/**
 * The head office's phone and e-mail as published when the message was queued (decision 025);
 * content/site.ts's for a message queued before that, or where the office has none.
 */
function companyContact(payload: Record<string, string>): CompanyContact {
  const phone = oneLine(payload.company_phone ?? '');
  const email = oneLine(payload.company_email ?? '');
  return { phone: phone || site.contact.phoneDisplay, email: email || site.contact.email };
}

function required(payload: Record<string, string>, name: string): string {
  const value = Object.hasOwn(payload, name) ? payload[name] : undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UnrenderableEmailError(`The e-mail payload has no ${name}.`);
  }
  return value;
}

function timestamp(payload: Record<string, string>, name: string): Date {
  const date = new Date(required(payload, name));
  if (Number.isNaN(date.getTime())) {
    throw new UnrenderableEmailError(`The e-mail payload's ${name} is not a timestamp.`);
  }
  return date;
}

/** Names, addresses and titles are one line: a line break typed into one cannot fake a new row. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** A message keeps its line breaks, whichever convention the browser sent. */
function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}
