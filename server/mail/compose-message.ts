import type { MailConfig } from '../config.ts';
import type { OutboxEmail } from '../db/email-outbox.ts';
import { headerAddress, headerText, type Mailbox } from './mailbox.ts';
import { renderEmail } from './render-email.ts';

// An outbox row becomes the message handed to nodemailer: both parts rendered from the kind and
// its template fields, every header value checked (mailbox.ts), and a Message-ID made from the
// row's id, so every try of one message carries the same one and a receiver can tell a repeat.

/** The message cannot be built (a bad address, a missing field): trying again will not help. */
export class UnsendableEmailError extends Error {
  override name = 'UnsendableEmailError';
}

export type ComposedMessage = {
  from: Mailbox;
  to: string;
  replyTo?: Mailbox;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Decision 026: an interview's calendar, shown by mail programs with Accept / Decline. */
  icalEvent?: { method: CalendarMethod; filename: string; content: string };
  /** The same calendar as a file, for programs that show only attachments. */
  attachments?: { filename: string; content: string; contentType: string }[];
};

const CALENDAR_METHODS = ['REQUEST', 'CANCEL'] as const;
type CalendarMethod = (typeof CALENDAR_METHODS)[number];

/**
 * The calendar an interview message carries (decision 026), or nothing for other kinds. Made
 * when the message was queued; a payload without a whole calendar cannot be sent as meant.
 */
function calendarParts(email: OutboxEmail): Pick<ComposedMessage, 'icalEvent' | 'attachments'> {
  if (email.kind !== 'interview') return {};
  const content = email.payload.ics ?? '';
  const method = CALENDAR_METHODS.find((candidate) => candidate === email.payload.ics_method);
  if (!method || !content.startsWith('BEGIN:VCALENDAR') || !content.includes(`METHOD:${method}`)) {
    throw new UnsendableEmailError('The interview e-mail has no calendar, or not the one it names');
  }
  return {
    icalEvent: { method, filename: 'invite.ics', content },
    attachments: [
      {
        filename: 'invite.ics',
        content,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

export function messageIdFor(emailId: string, from: Mailbox): string {
  return `<${emailId}.outbox@${from.address.split('@')[1]}>`;
}

function replyToFor(email: OutboxEmail, mail: MailConfig): Mailbox | undefined {
  switch (email.kind) {
    // The company answers the visitor by replying to the notification.
    case 'enquiry':
    case 'application': {
      const address = headerAddress(email.payload.from_email ?? '');
      if (!address) throw new UnsendableEmailError('The sender address is not a valid e-mail address');
      const name = headerText(email.payload.from_name ?? '', 100);
      return name ? { name, address } : { address };
    }
    // A visitor who answers the confirmation reaches the people who handle their message.
    case 'enquiry-confirmation':
      return { address: mail.contactTo };
    case 'application-confirmation':
      return { address: mail.hrTo };
    case 'account-locked':
    case 'new-sign-in':
    case 'password-reset':
      return undefined;
    // Decision 026: an answer to a candidate e-mail or an interview message reaches the
    // application mailbox of the applicant's office, fixed when the message was queued
    // (server/mail/notifications.ts applicationMailbox).
    case 'candidate':
    case 'interview': {
      const address = headerAddress(email.payload.reply_to ?? '');
      return { address: address ?? mail.hrTo };
    }
  }
}

export function composeMessage(email: OutboxEmail, mail: MailConfig, publicUrl: string): ComposedMessage {
  const to = headerAddress(email.toEmail);
  if (!to) throw new UnsendableEmailError('The recipient is not a valid e-mail address');
  let content: { text: string; html: string };
  try {
    content = renderEmail(email.kind, email.payload, { publicUrl });
  } catch (error) {
    throw new UnsendableEmailError(error instanceof Error ? error.message : String(error));
  }
  const replyTo = replyToFor(email, mail);
  const calendar = calendarParts(email);
  return {
    from: mail.from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: headerText(email.subject),
    messageId: messageIdFor(email.id, mail.from),
    ...content,
    // RFC 3834: written by a program, so auto-responders should not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...calendar,
  };
}
