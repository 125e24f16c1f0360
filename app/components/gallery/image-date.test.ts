import { describe, expect, it } from 'vitest';
import { formatImageDate, isoDate } from './image-date.ts';

describe('formatImageDate', () => {
  it('writes the date in British English', () => {
    expect(formatImageDate('2025-03-14')).toBe('14 March 2025');
    expect(formatImageDate('2024-11-05')).toBe('5 November 2024');
  });

  it('keeps the calendar day of a full timestamp whatever the time zone', () => {
    expect(formatImageDate('2025-03-14T23:30:00.000Z')).toBe('14 March 2025');
    expect(isoDate('2025-03-14T23:30:00.000Z')).toBe('2025-03-14');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatImageDate('')).toBe('');
    expect(formatImageDate('yesterday')).toBe('');
    expect(formatImageDate('2025-02-30')).toBe('');
  });
});
