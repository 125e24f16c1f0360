import { site } from '../../content/site.ts';
import {
  fillMergeFields,
  isMergeField,
  MERGE_FIELDS,
  type MergeField,
  mergeFieldsIn,
} from '../../domain/email-templates.ts';
import type { Db } from '../db/connection.ts';
import { publishedOffices } from '../site-content/published.ts';

// Decision 026: the one module that fills merge fields, for every sender (HR's e-mails, bulk
// e-mails, interview invitations). Values come from the application, the published offices and
// the application's next scheduled interview; a field with no value (no interview yet) is
// reported as missing, so a preview can mark it and a send can refuse.

export type MergeValues = Partial<Record<MergeField, string>>;

export type MergeSubject = {
  id: string;
  firstName: string;
  lastName: string;
  position: string;
  country: string;
};

export type MergedEmail = { subject: string; body: string; missing: MergeField[] };

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Tuesday 19 January 2027 at 10:00 (UK time)', built from parts so an ICU update cannot reword it. */
export function formatInterviewDate(date: Date): string {
  const part = Object.fromEntries(UK_DATE.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute} (UK time)`;
}

/** 'Ada', 'Ada and Grace', 'Ada, Grace and Linus'. */
export function andJoined(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The application's next scheduled interview from `now`, with its interviewers' names. */
async function nextInterview(
  db: Db,
  applicationId: string,
  now: Date,
): Promise<{ startsAt: string; interviewers: string[] } | undefined> {
  const interview = await db
    .selectFrom('interviews')
    .select(['id', 'startsAt'])
    .where('applicationId', '=', applicationId)
    .where('status', '=', 'scheduled')
    .where('startsAt', '>=', now.toISOString())
    .orderBy('startsAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!interview) return undefined;
  const people = await db
    .selectFrom('interviewInterviewers')
    .select('name')
    .where('interviewId', '=', interview.id)
    .orderBy('name')
    .execute();
  return { startsAt: interview.startsAt, interviewers: people.map((person) => person.name) };
}

/** Every merge field's value for this application; fields without one are absent. */
export async function mergeValuesFor(
  db: Db,
  application: MergeSubject,
  now = new Date(),
): Promise<MergeValues> {
  const [offices, interview] = await Promise.all([
    publishedOffices(db),
    nextInterview(db, application.id, now),
  ]);
  const office = offices.find((candidate) => candidate.country === application.country) ?? offices[0];
  const values: MergeValues = {
    firstName: application.firstName,
    lastName: application.lastName,
    position: application.position,
    office: office?.name ?? '',
    companyName: site.brand,
  };
  if (interview) {
    const startsAt = new Date(interview.startsAt);
    if (!Number.isNaN(startsAt.getTime())) values.date = formatInterviewDate(startsAt);
    const names = andJoined(interview.interviewers);
    if (names) values.interviewer = names;
  }
  // A blank value (an office with no name) counts as missing rather than merging to nothing.
  for (const field of MERGE_FIELDS) if (!values[field]?.trim()) delete values[field];
  return values;
}

/** Fills subject and body; `missing` names the known fields they use that have no value. */
export function mergeWith(values: MergeValues, text: { subject: string; body: string }): MergedEmail {
  const used = mergeFieldsIn(`${text.subject}\n${text.body}`).filter(isMergeField);
  return {
    // A subject is one line, whatever a value holds.
    subject: fillMergeFields(text.subject, values).replace(/\s+/g, ' ').trim(),
    body: fillMergeFields(text.body, values),
    missing: used.filter((field) => !values[field]),
  };
}

/** The e-mail as it would be sent to this applicant now. */
export async function mergeEmail(
  db: Db,
  application: MergeSubject,
  text: { subject: string; body: string },
  now = new Date(),
): Promise<MergedEmail> {
  return mergeWith(await mergeValuesFor(db, application, now), text);
}
