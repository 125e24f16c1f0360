import { createEvent } from 'ics';
import { site } from '../../content/site.ts';
import type { Interview, InterviewPerson } from '../../domain/interviews.ts';
import type { Mailbox } from '../mail/mailbox.ts';

// Decision 026: the iCalendar (RFC 5545, with the iTIP methods of RFC 5546) an invitation,
// update or cancellation carries, made with the `ics` package. The UID stays the same for the
// life of the interview and SEQUENCE is the interview's own, so a mail program replaces the event
// it already has rather than adding another; the start is in UTC (no VTIMEZONE to get wrong).

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export type InterviewCalendarInput = {
  interview: Interview;
  applicant: { name: string; email: string };
  position: string;
  method: CalendarMethod;
  /** The site's sender (MAIL_FROM): the organiser replies go back to. */
  organizer: Mailbox;
  /** The site's address (config.publicUrl): its host names the UID's domain. */
  publicUrl: string;
  /** Who the event lists; everyone on it unless a cancellation is for one person only. */
  attendees?: readonly InterviewPerson[] | undefined;
  /** The text in the event's description (what the e-mail says, in short). */
  description?: string;
};

/** The event's UID: `<interview id>@<site host>`, the same in every message about it. */
export function interviewUid(interviewId: string, publicUrl: string): string {
  return `${interviewId}@${new URL(publicUrl).hostname}`;
}

/** "Interview: Protection Engineer — Ada Lovelace". */
export function interviewSummary(position: string, applicantName: string): string {
  return `Interview: ${position} — ${applicantName}`;
}

export function interviewCalendar(input: InterviewCalendarInput): string {
  const { interview, applicant, method } = input;
  const attendees = input.attendees ?? [
    { name: applicant.name, email: applicant.email },
    ...interview.interviewers,
  ];
  const { error, value } = createEvent({
    productId: `-//${site.brand}//Interviews//EN`,
    method,
    uid: interviewUid(interview._id, input.publicUrl),
    sequence: interview.sequence,
    start: Date.parse(interview.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    title: interviewSummary(input.position, applicant.name),
    ...(input.description ? { description: input.description } : {}),
    ...(interview.location ? { location: interview.location } : {}),
    ...(interview.meetingUrl ? { url: interview.meetingUrl, location: interview.meetingUrl } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: input.organizer.name ?? site.brand, email: input.organizer.address },
    attendees: attendees.map((person) => ({
      name: person.name,
      email: person.email,
      rsvp: method === 'REQUEST',
      partstat: 'NEEDS-ACTION',
      role: 'REQ-PARTICIPANT',
    })),
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be made');
  return value;
}
