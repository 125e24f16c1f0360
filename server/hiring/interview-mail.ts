import { site } from '../../content/site.ts';
import type { Application } from '../../domain/entities.ts';
import {
  formatDuration,
  formatInterviewTime,
  type Interview,
  type InterviewPerson,
  joinNames,
} from '../../domain/interviews.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { enqueueEmail } from '../db/email-outbox.ts';
import type { InterviewChange } from '../db/interviews.ts';
import { headerText } from '../mail/mailbox.ts';
import { applicationMailbox } from '../mail/notifications.ts';
import { publishedOffices } from '../site-content/published.ts';
import { type CalendarMethod, interviewCalendar, interviewSummary } from './interview-calendar.ts';
import { interviewerLinkWithKey } from './interviewer-link.ts';

// Decision 026: scheduling, moving or cancelling an interview is the person's action, so it sends
// at once: one e-mail to the applicant and one to each interviewer, each with the calendar, all
// queued in the caller's transaction beside the interview's own write (the caller wakes the
// sender after commit). An edit that changes none of time, length, place or people sends nothing.
// The words are merged now, so the message is what HR scheduled even if it waits for a retry.

type Notice = 'invitation' | 'update' | 'cancellation' | 'removed';

type MailContext = {
  trx: Db;
  config: Config;
  application: Application;
  /** The interviewer-link key, read before the transaction (server/hiring/interviewer-link.ts). */
  linkKey: Uint8Array;
};

const HEADINGS: Readonly<Record<Notice, string>> = {
  invitation: 'Interview invitation',
  update: 'Interview updated',
  cancellation: 'Interview cancelled',
  removed: 'You are no longer on this interview',
};

const METHODS: Readonly<Record<Notice, CalendarMethod>> = {
  invitation: 'REQUEST',
  update: 'REQUEST',
  cancellation: 'CANCEL',
  removed: 'CANCEL',
};

/** An interviewer's no-account scorecard link (decision 026), valid until a week after the interview. */
function scorecardUrlFor(context: MailContext, interview: Interview, interviewer: InterviewPerson): string {
  return interviewerLinkWithKey(context.linkKey, context.config.publicUrl, {
    interviewId: interview._id,
    interviewerId: interviewer._id,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
  }).url;
}

function applicantName(application: Application): string {
  return `${application.firstName} ${application.lastName}`;
}

function placeLine(interview: Interview): string {
  if (interview.meetingUrl) return `Where: Online, at ${interview.meetingUrl}`;
  return `Where: In person, at ${interview.location ?? 'our office'}`;
}

function details(interview: Interview, application: Application): string {
  return [
    `When: ${formatInterviewTime(interview.startsAt, application.country)}`,
    `Length: ${formatDuration(interview.durationMinutes)}`,
    placeLine(interview),
    `Interviewers: ${joinNames(interview.interviewers.map((person) => person.name)) || 'to be confirmed'}`,
  ].join('\n');
}

function applicantBody(notice: Notice, interview: Interview, application: Application): string {
  const role = `the ${application.position} role at ${site.brand}`;
  const greeting = `Dear ${application.firstName},`;
  switch (notice) {
    // The applicant is never taken off an interview; it is cancelled for everyone.
    case 'invitation':
    case 'removed':
      return [
        greeting,
        `Thank you for your application for ${role}. We would like to invite you to an interview.`,
        details(interview, application),
        interview.meetingUrl
          ? 'The interview is a video call: please join from a quiet place a few minutes before the start.'
          : 'Please bring a form of photo identification and ask for us at reception when you arrive.',
        'If the time does not suit you, or you would like any adjustments for the interview, please reply to this e-mail and we will gladly help.',
      ].join('\n\n');
    case 'update':
      return [
        greeting,
        `The details of your interview for ${role} have changed. The new details below replace the earlier ones, and the attached invitation updates your calendar.`,
        details(interview, application),
        'If the new arrangements do not suit you, please reply to this e-mail and we will find another time.',
      ].join('\n\n');
    case 'cancellation':
      return [
        greeting,
        `We are sorry to let you know that your interview for ${role} on ${formatInterviewTime(interview.startsAt, application.country)} has been cancelled. The attached cancellation removes it from most calendars.`,
        'We will be in touch about the next steps. If you have any questions, please reply to this e-mail.',
      ].join('\n\n');
  }
}

function interviewerBody(
  notice: Notice,
  interview: Interview,
  application: Application,
  person: InterviewPerson,
  hasScorecardLink: boolean,
): string {
  const candidate = `${applicantName(application)} for the ${application.position} role`;
  // Colleagues are greeted by their first name, as they would be in the office.
  const greeting = `Hello ${person.name.split(/\s+/)[0] || person.name},`;
  const scorecard = hasScorecardLink
    ? ['After the interview, please record your scorecard through the link below; it also opens the CV.']
    : [];
  switch (notice) {
    case 'invitation':
      return [
        greeting,
        `You have been asked to interview ${candidate}.`,
        details(interview, application),
        ...scorecard,
      ].join('\n\n');
    case 'update':
      return [
        greeting,
        `The interview of ${candidate} has changed. The new details below replace the earlier ones, and the attached invitation updates your calendar.`,
        details(interview, application),
        ...scorecard,
      ].join('\n\n');
    case 'cancellation':
      return [
        greeting,
        `The interview of ${candidate} on ${formatInterviewTime(interview.startsAt)} has been cancelled. The attached cancellation removes it from your calendar.`,
      ].join('\n\n');
    case 'removed':
      return [
        greeting,
        `You are no longer needed at the interview of ${candidate} on ${formatInterviewTime(interview.startsAt)}. The attached cancellation removes it from your calendar; the interview itself goes ahead with the other interviewers.`,
      ].join('\n\n');
  }
}

const SUBJECT_PREFIXES: Readonly<Record<Notice, string>> = {
  invitation: 'Interview invitation',
  update: 'Interview updated',
  cancellation: 'Interview cancelled',
  removed: 'Interview cancelled for you',
};

function subjectFor(notice: Notice, application: Application, isApplicant: boolean): string {
  const prefix = SUBJECT_PREFIXES[notice];
  const about = isApplicant
    ? `${application.position} at ${site.brand}`
    : `${applicantName(application)}, ${application.position}`;
  return headerText(`${prefix}: ${about}`);
}

type Recipient = { person: InterviewPerson; isApplicant: boolean; notice: Notice };

async function queueOne(
  context: MailContext,
  interview: Interview,
  recipient: Recipient,
  replyTo: string,
): Promise<void> {
  const { application, config } = context;
  const { person, isApplicant, notice } = recipient;
  const method = METHODS[notice];
  const scorecardUrl =
    isApplicant || method === 'CANCEL' ? undefined : scorecardUrlFor(context, interview, person);
  const body = isApplicant
    ? applicantBody(notice, interview, application)
    : interviewerBody(notice, interview, application, person, scorecardUrl !== undefined);
  const ics = interviewCalendar({
    interview,
    applicant: { name: applicantName(application), email: application.email },
    position: application.position,
    method,
    organizer: config.mail.from,
    publicUrl: config.publicUrl,
    // A cancellation for one interviewer taken off names only them (RFC 5546 §3.2.5).
    ...(notice === 'removed' ? { attendees: [person] } : {}),
    description: `${interviewSummary(application.position, applicantName(application))}\n${placeLine(interview)}`,
  });
  await enqueueEmail(context.trx, {
    kind: 'interview',
    toEmail: person.email,
    subject: subjectFor(notice, application, isApplicant),
    payload: {
      to_email: person.email,
      heading: HEADINGS[notice],
      body,
      ics,
      ics_method: method,
      application_id: application._id,
      reply_to: replyTo,
      ...(interview.meetingUrl && method === 'REQUEST' ? { meeting_url: interview.meetingUrl } : {}),
      ...(scorecardUrl ? { scorecard_url: scorecardUrl } : {}),
    },
    // Every message about an interview is about the applicant: an erasure or withdrawal of
    // their application finds it by these (decision 013).
    about: { email: application.email, applicationId: application._id },
  });
}

async function queueAll(context: MailContext, interview: Interview, recipients: readonly Recipient[]) {
  const offices = await publishedOffices(context.trx);
  const replyTo = applicationMailbox(offices, context.application.country, context.config);
  for (const recipient of recipients) await queueOne(context, interview, recipient, replyTo);
}

function applicantOf(application: Application): InterviewPerson {
  return { _id: application._id, name: applicantName(application), email: application.email };
}

/** A new interview: an invitation to the applicant and to each interviewer. */
export async function queueInterviewInvitations(context: MailContext, interview: Interview): Promise<number> {
  const recipients: Recipient[] = [
    { person: applicantOf(context.application), isApplicant: true, notice: 'invitation' },
    ...interview.interviewers.map((person) => ({
      person,
      isApplicant: false,
      notice: 'invitation' as const,
    })),
  ];
  await queueAll(context, interview, recipients);
  return recipients.length;
}

/**
 * A change: an update to the applicant and to the interviewers who stay, an invitation to those
 * added, a cancellation to those taken off. Nothing when time, length, place and people are as
 * they were.
 */
export async function queueInterviewChange(context: MailContext, change: InterviewChange): Promise<number> {
  if (!change.isMoved && change.added.length === 0 && change.removed.length === 0) return 0;
  const recipients: Recipient[] = [
    { person: applicantOf(context.application), isApplicant: true, notice: 'update' },
    ...change.kept.map((person) => ({ person, isApplicant: false, notice: 'update' as const })),
    ...change.added.map((person) => ({ person, isApplicant: false, notice: 'invitation' as const })),
    ...change.removed.map((person) => ({ person, isApplicant: false, notice: 'removed' as const })),
  ];
  await queueAll(context, change.after, recipients);
  return recipients.length;
}

/** A cancellation to the applicant and to every interviewer. */
export async function queueInterviewCancellation(
  context: MailContext,
  interview: Interview,
): Promise<number> {
  const recipients: Recipient[] = [
    { person: applicantOf(context.application), isApplicant: true, notice: 'cancellation' },
    ...interview.interviewers.map((person) => ({
      person,
      isApplicant: false,
      notice: 'cancellation' as const,
    })),
  ];
  await queueAll(context, interview, recipients);
  return recipients.length;
}
