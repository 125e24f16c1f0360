import { describe, expect, it } from 'vitest';
import { interviewLength, ukDateAndTime, ukInterviewTime } from './interview-time.ts';

describe('interview times (decision 026: UK time)', () => {
  it('writes the start in UK time in winter and in summer, without a comma after the weekday', () => {
    expect(ukInterviewTime('2027-01-19T10:00:00Z')).toBe('Tuesday 19 January 2027 at 10:00 (UK time)');
    // British Summer Time: 09:30 UTC is 10:30 in London.
    expect(ukInterviewTime('2027-06-15T09:30:00Z')).toBe('Tuesday 15 June 2027 at 10:30 (UK time)');
    expect(ukInterviewTime('not a date')).toBe('');
  });

  it('writes when something was done in UK time', () => {
    expect(ukDateAndTime('2026-12-14T16:05:00Z')).toBe('14 December 2026 at 16:05');
    expect(ukDateAndTime('2027-06-15T23:30:00Z')).toBe('16 June 2027 at 00:30');
    expect(ukDateAndTime('')).toBe('');
  });

  it('writes the length in hours and minutes', () => {
    expect(interviewLength(45)).toBe('45 minutes');
    expect(interviewLength(60)).toBe('1 hour');
    expect(interviewLength(90)).toBe('1 hour 30 minutes');
    expect(interviewLength(121)).toBe('2 hours 1 minute');
  });
});
