import { z } from 'zod';
import type { Country } from './constants.ts';
import { optionalText, within } from './form-fields.ts';
import { isWebAddress, WEB_ADDRESS_MAX } from './web-address.ts';

// Decision 026: interviews with calendar invitations. One schema for scheduling and for moving
// an interview (PUT sends the whole interview again), the shapes the API answers, the office time
// zones an applicant's time is shown in, and the words both sides use.

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const MIN_INTERVIEW_MINUTES = 15;
export const MAX_INTERVIEW_MINUTES = 480;
export const MAX_INTERVIEWERS = 6;
export const LOCATION_MAX = 300;
/** How far ahead an interview may be set: a year is far; two catches a mistyped year. */
const LATEST_START_MS = 2 * 366 * 24 * 60 * 60 * 1000;

export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  startsAtRequired: 'Start time is required',
  startsAtNoOffset:
    'Start time must include its UTC offset, e.g. 2027-01-19T10:00:00+00:00 (or Z for UTC); a time without one is ambiguous',
  startsAtInvalid: 'Start time must be an ISO 8601 date and time with its offset, e.g. 2027-01-19T10:00:00Z',
  startsAtPast: 'The interview must start in the future',
  startsAtTooFar: 'The interview must start within the next two years',
  durationInvalid: `Length must be a whole number of minutes from ${MIN_INTERVIEW_MINUTES} to ${MAX_INTERVIEW_MINUTES}`,
  placeRequired: 'Choose an office or give the link of the online meeting',
  placeBoth: 'Give either an office or an online meeting link, not both',
  meetingUrlInvalid: 'Meeting link must be a full https:// address',
  interviewersRequired: 'Choose at least one interviewer',
  interviewersTooMany: `Choose at most ${MAX_INTERVIEWERS} interviewers`,
  interviewersRepeated: 'Each interviewer can be chosen once',
  interviewerUnknown: (id: string) => `No active member of staff has the id ${id}`,
  cancelled: 'This interview has been cancelled and can no longer be changed',
  scheduled: 'Interview scheduled; invitations are on their way',
  unchanged: 'Nothing about the time, place or people changed, so nothing was sent',
} as const;

const m = INTERVIEW_MESSAGES;

// RFC 3339 as people and programs write it: seconds and fractions optional, the offset required.
const WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;
const WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/i;

/**
 * The instant an ISO 8601 date-time with an offset names, as a UTC ISO string, or an error
 * message: a wall-clock time without an offset is refused (decision 026: "10:00" in whose time?),
 * and so is a date that does not exist (30 February).
 */
export function parseOffsetDateTime(value: string): { iso: string } | { error: string } {
  const text = value.trim();
  if (WITHOUT_OFFSET.test(text)) return { error: m.startsAtNoOffset };
  const match = WITH_OFFSET.exec(text);
  if (!match) return { error: m.startsAtInvalid };
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const ms = Date.parse(text.toUpperCase());
  if (Number.isNaN(ms) || (hour ?? 0) > 23 || (minute ?? 0) > 59) return { error: m.startsAtInvalid };
  // The wall-clock date as written must survive the round trip (no 30 February rolled into March).
  const written = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  if (written.getUTCDate() !== day || written.getUTCMonth() !== (month ?? 1) - 1) {
    return { error: m.startsAtInvalid };
  }
  return { iso: new Date(ms).toISOString() };
}

const startsAt = z
  .string({ error: m.startsAtRequired })
  .trim()
  .min(1, { error: m.startsAtRequired, abort: true })
  .max(40, { error: m.startsAtInvalid, abort: true })
  .transform((value, context) => {
    const parsed = parseOffsetDateTime(value);
    if ('error' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    const ms = Date.parse(parsed.iso);
    if (ms <= Date.now()) context.addIssue({ code: 'custom', message: m.startsAtPast });
    else if (ms > Date.now() + LATEST_START_MS)
      context.addIssue({ code: 'custom', message: m.startsAtTooFar });
    return parsed.iso;
  });

const meetingUrl = z
  .string({ error: m.meetingUrlInvalid })
  .trim()
  .max(WEB_ADDRESS_MAX, { error: m.meetingUrlInvalid, abort: true })
  .refine((value) => value === '' || (isWebAddress(value) && /^https:/i.test(value)), {
    error: m.meetingUrlInvalid,
  })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** POST /applications/{id}/interviews and PUT /interviews/{id}. */
export const interviewWriteSchema = z
  .object({
    startsAt,
    durationMinutes: z
      .number({ error: m.durationInvalid })
      .int({ error: m.durationInvalid })
      .min(MIN_INTERVIEW_MINUTES, { error: m.durationInvalid })
      .max(MAX_INTERVIEW_MINUTES, { error: m.durationInvalid }),
    /** An office: its name and address as the invitation prints them. */
    location: optionalText(within(LOCATION_MAX, 'Location')),
    meetingUrl,
    interviewerIds: z
      .array(z.string({ error: m.interviewersRequired }).trim().max(64), { error: m.interviewersRequired })
      .min(1, { error: m.interviewersRequired })
      .max(MAX_INTERVIEWERS, { error: m.interviewersTooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: m.interviewersRepeated }),
  })
  .superRefine((form, context) => {
    if (form.location && form.meetingUrl) {
      context.addIssue({ code: 'custom', message: m.placeBoth, path: ['location'] });
    } else if (!form.location && !form.meetingUrl) {
      context.addIssue({ code: 'custom', message: m.placeRequired, path: ['location'] });
    }
  });
export type InterviewWrite = z.output<typeof interviewWriteSchema>;

/** GET /interviews/upcoming?limit= (1 to 50, 5 unless given). */
export const upcomingInterviewsQuerySchema = z.object({
  limit: z.preprocess((value) => {
    const parsed = Number.parseInt(String(value ?? ''), 10);
    return Number.isNaN(parsed) ? 5 : Math.min(50, Math.max(1, parsed));
  }, z.number().int().min(1).max(50)),
});

export type InterviewPerson = { _id: string; name: string; email: string };

export type Interview = {
  _id: string;
  applicationId: string;
  /** UTC ISO instant. */
  startsAt: string;
  durationMinutes: number;
  location?: string;
  meetingUrl?: string;
  status: InterviewStatus;
  /** iCalendar SEQUENCE: how many updates have been sent. */
  sequence: number;
  interviewers: InterviewPerson[];
  createdByName: string;
  createdAt: string;
};

/** An interview on a list outside its application (the overview, "my interviews"). */
export type InterviewListItem = Interview & {
  application: { _id: string; firstName: string; lastName: string; position: string; country: string };
};

/** GET /interviews/mine: and whether the caller's scorecard for it is in. */
export type MyInterview = InterviewListItem & { hasSubmittedScorecard: boolean };

export type InterviewerOption = { _id: string; name: string };

// Decision 026: e-mails and screens show UK time and, where it differs, the time of the office in
// the applicant's country (domain/constants.ts COUNTRIES).
export const OFFICE_TIME_ZONES: Readonly<Record<Country, string>> = {
  'United Kingdom': 'Europe/London',
  India: 'Asia/Kolkata',
  Uzbekistan: 'Asia/Tashkent',
};

export const UK_TIME_ZONE = 'Europe/London';

/** Where a zone's time is "in": the capital people know it by (IST is New Delhi's time too). */
const ZONE_PLACES: Readonly<Record<string, string>> = {
  'Europe/London': 'London',
  'Asia/Kolkata': 'New Delhi',
  'Asia/Tashkent': 'Tashkent',
};

/** The time zone of the office in `country`; UK time for a country without an office. */
export function officeTimeZone(country: string): string {
  return Object.hasOwn(OFFICE_TIME_ZONES, country) ? OFFICE_TIME_ZONES[country as Country] : UK_TIME_ZONE;
}

function partsIn(instant: Date, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    date: `${part.weekday} ${part.day} ${part.month} ${part.year}`,
    dayAndMonth: `${part.weekday} ${part.day} ${part.month}`,
    clock: `${part.hour}:${part.minute}`,
  };
}

/**
 * When an interview is, for people: 'Tuesday 19 January 2027, 10:00 UK time', and for an applicant
 * abroad the office's time too: '… (15:30 in New Delhi)', naming the day when it is another one
 * there ('(00:30 on Wednesday 20 January in Tashkent)'). Built from parts, so an ICU update
 * cannot reword it.
 */
export function formatInterviewTime(iso: string, country?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const uk = partsIn(instant, UK_TIME_ZONE);
  const ukText = `${uk.date}, ${uk.clock} UK time`;
  const local = localTime(iso, country);
  return local ? `${ukText} (${local})` : ukText;
}

/** The applicant's office time where it differs from UK time ('15:30 in New Delhi'), else ''. */
export function localTime(iso: string, country?: string): string {
  const zone = country === undefined ? UK_TIME_ZONE : officeTimeZone(country);
  if (zone === UK_TIME_ZONE) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const uk = partsIn(instant, UK_TIME_ZONE);
  const there = partsIn(instant, zone);
  const place = ZONE_PLACES[zone] ?? zone;
  return there.date === uk.date
    ? `${there.clock} in ${place}`
    : `${there.clock} on ${there.dayAndMonth} in ${place}`;
}

/** '45 minutes', '1 hour', '1 hour 30 minutes'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteText = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return [hourText, minuteText].filter(Boolean).join(' ') || '0 minutes';
}

/** 'Ada', 'Ada and Grace', 'Ada, Grace and Alan'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
