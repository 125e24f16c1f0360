import { describe, expect, it } from 'vitest';
import { recentWeekStarts, startOfUtcWeek, utcDay, WEEK_MS } from './weeks.ts';

const at = (iso: string) => new Date(iso);

describe('startOfUtcWeek: weeks start on Monday 00:00 UTC', () => {
  it.each([
    ['a Wednesday afternoon', '2026-11-25T15:42:10.123Z', '2026-11-23T00:00:00.000Z'],
    ['Monday at midnight exactly', '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['the last millisecond of a Sunday', '2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['the first millisecond of the next Monday', '2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['a Sunday that belongs to the previous month', '2026-03-01T12:00:00.000Z', '2026-02-23T00:00:00.000Z'],
    [
      'a Thursday 1 January whose week began in December',
      '2026-01-01T08:00:00.000Z',
      '2025-12-29T00:00:00.000Z',
    ],
    ['29 February of a leap year', '2028-02-29T06:00:00.000Z', '2028-02-28T00:00:00.000Z'],
    ['the Sunday the UK clocks go forward', '2026-03-29T01:30:00.000Z', '2026-03-23T00:00:00.000Z'],
  ])('puts %s in the week of its Monday', (_, instant, monday) => {
    expect(startOfUtcWeek(at(instant)).toISOString()).toBe(monday);
  });

  it('counts in UTC whatever the instant was written in', () => {
    // Monday 01:00 in Tashkent (UTC+5) is still Sunday in UTC.
    expect(startOfUtcWeek(at('2026-11-30T01:00:00+05:00')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('refuses an invalid date', () => {
    expect(() => startOfUtcWeek(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('recentWeekStarts', () => {
  it('answers 12 Mondays a week apart, oldest first, the last holding now', () => {
    const now = at('2026-11-25T15:42:10.123Z');
    const starts = recentWeekStarts(now, 12);
    expect(starts).toHaveLength(12);
    expect(starts.at(-1)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(starts[0]?.toISOString()).toBe('2026-09-07T00:00:00.000Z');
    for (let index = 1; index < starts.length; index++) {
      expect((starts[index]?.getTime() ?? 0) - (starts[index - 1]?.getTime() ?? 0)).toBe(WEEK_MS);
      expect(starts[index]?.getUTCDay()).toBe(1);
    }
  });

  it('crosses a year end', () => {
    expect(recentWeekStarts(at('2027-01-06T00:00:00.000Z'), 3).map(utcDay)).toEqual([
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
    ]);
  });

  it('answers nothing for no weeks and refuses a count that is not a whole number', () => {
    expect(recentWeekStarts(at('2026-11-25T00:00:00.000Z'), 0)).toEqual([]);
    expect(() => recentWeekStarts(at('2026-11-25T00:00:00.000Z'), -1)).toThrow(RangeError);
    expect(() => recentWeekStarts(at('2026-11-25T00:00:00.000Z'), 1.5)).toThrow(RangeError);
  });
});

describe('utcDay', () => {
  it('writes the UTC calendar date as YYYY-MM-DD', () => {
    expect(utcDay(at('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
    expect(utcDay(at('2026-11-23T23:30:00-02:00'))).toBe('2026-11-24');
  });
});
