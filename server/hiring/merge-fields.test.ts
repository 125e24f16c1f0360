import { describe, expect, it } from 'vitest';
import { andJoined, formatInterviewDate, mergeWith } from './merge-fields.ts';

describe('merge fields (decision 026)', () => {
  it('writes an interview date in UK time, GMT in winter and BST in summer', () => {
    expect(formatInterviewDate(new Date('2027-01-19T10:00:00Z'))).toBe(
      'Tuesday 19 January 2027 at 10:00 (UK time)',
    );
    expect(formatInterviewDate(new Date('2027-07-20T08:30:00Z'))).toBe(
      'Tuesday 20 July 2027 at 09:30 (UK time)',
    );
  });

  it('joins interviewers with "and"', () => {
    expect(andJoined([])).toBe('');
    expect(andJoined(['Ada'])).toBe('Ada');
    expect(andJoined(['Ada', 'Grace'])).toBe('Ada and Grace');
    expect(andJoined(['Ada', 'Grace', 'Linus'])).toBe('Ada, Grace and Linus');
  });

  it('fills known fields, leaves and reports those without a value, and keeps the subject on one line', () => {
    const merged = mergeWith(
      { firstName: 'Priya', position: 'Protection\nEngineer' },
      { subject: 'About {{ position }}', body: 'Dear {{firstName}}, see you on {{date}}.' },
    );
    expect(merged).toEqual({
      subject: 'About Protection Engineer',
      body: 'Dear Priya, see you on {{date}}.',
      missing: ['date'],
    });
  });
});
