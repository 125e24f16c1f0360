import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatInterviewTime,
  INTERVIEW_MESSAGES,
  interviewWriteSchema,
  joinNames,
  localTime,
  officeTimeZone,
  parseOffsetDateTime,
} from './interviews.ts';

// Decision 026: the times an interview is given and shown in, and the rules of the form.

const m = INTERVIEW_MESSAGES;

describe('parseOffsetDateTime', () => {
  it.each([
    ['2027-01-19T10:00:00+00:00', '2027-01-19T10:00:00.000Z'],
    ['2027-07-19T10:00:00+01:00', '2027-07-19T09:00:00.000Z'],
    ['2027-07-19T15:30+05:30', '2027-07-19T10:00:00.000Z'],
    ['2027-07-19T10:00:00.250Z', '2027-07-19T10:00:00.250Z'],
  ])('reads %s as the instant %s', (value, iso) => {
    expect(parseOffsetDateTime(value)).toEqual({ iso });
  });

  it.each(['2027-01-19T10:00:00', '2027-01-19T10:00', '2027-01-19 10:00'])(
    'refuses %s, which has no offset, saying so',
    (value) => {
      expect(parseOffsetDateTime(value)).toEqual({ error: m.startsAtNoOffset });
    },
  );

  it.each(['2027-02-30T10:00:00Z', '2027-01-19T24:00:00Z', 'next Tuesday', '2027-01-19'])(
    'refuses %s as no date and time',
    (value) => {
      expect(parseOffsetDateTime(value)).toEqual({ error: m.startsAtInvalid });
    },
  );
});

describe('showing an interview’s time', () => {
  it('gives UK time in winter and summer, and the office time abroad', () => {
    expect(formatInterviewTime('2027-01-19T10:00:00Z', 'India')).toBe(
      'Tuesday 19 January 2027, 10:00 UK time (15:30 in New Delhi)',
    );
    expect(formatInterviewTime('2027-07-19T09:00:00Z', 'Uzbekistan')).toBe(
      'Monday 19 July 2027, 10:00 UK time (14:00 in Tashkent)',
    );
    expect(formatInterviewTime('2027-07-19T09:00:00Z', 'United Kingdom')).toBe(
      'Monday 19 July 2027, 10:00 UK time',
    );
  });

  it('names the day where it is already the next one at the office', () => {
    expect(localTime('2027-01-19T20:00:00Z', 'Uzbekistan')).toBe('01:00 on Wednesday 20 January in Tashkent');
  });

  it('takes UK time for a country without an office', () => {
    expect(officeTimeZone('France')).toBe('Europe/London');
    expect(localTime('2027-01-19T10:00:00Z', 'France')).toBe('');
  });

  it('reads lengths and names as people write them', () => {
    expect([45, 60, 90, 120].map(formatDuration)).toEqual([
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '2 hours',
    ]);
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Grace', 'Alan'])).toBe('Ada, Grace and Alan');
  });
});

describe('interviewWriteSchema', () => {
  const year = new Date().getUTCFullYear() + 1;
  const valid = {
    startsAt: `${year}-03-02T09:00:00Z`,
    durationMinutes: 60,
    location: 'Colchester office',
    interviewerIds: ['a'],
  };

  it('takes an interview at an office and stores the start in UTC', () => {
    expect(interviewWriteSchema.parse({ ...valid, startsAt: `${year}-03-02T09:00:00+00:00` }).startsAt).toBe(
      `${year}-03-02T09:00:00.000Z`,
    );
  });

  it('treats a blank link as no link', () => {
    expect(interviewWriteSchema.parse({ ...valid, meetingUrl: ' ' }).meetingUrl).toBeUndefined();
  });

  it('refuses a start more than two years ahead', () => {
    const result = interviewWriteSchema.safeParse({ ...valid, startsAt: `${year + 3}-01-01T09:00:00Z` });
    expect(result.error?.issues[0]?.message).toBe(m.startsAtTooFar);
  });
});
