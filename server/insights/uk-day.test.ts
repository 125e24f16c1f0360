import { describe, expect, it } from 'vitest';
import { ukDayOf } from './uk-day.ts';

describe('the UK calendar day (decision 029)', () => {
  it('follows Europe/London, in winter and in summer time', () => {
    expect(ukDayOf(Date.parse('2027-01-14T23:59:59Z'))).toBe('2027-01-14');
    expect(ukDayOf(Date.parse('2027-01-15T00:00:00Z'))).toBe('2027-01-15');
    // 23:30 UTC in July is 00:30 the next day in London.
    expect(ukDayOf(Date.parse('2027-07-14T23:30:00Z'))).toBe('2027-07-15');
    expect(ukDayOf(Date.parse('2027-07-14T22:59:59.999Z'))).toBe('2027-07-14');
  });

  it('answers each instant correctly when asked about instants in turn within one second', () => {
    const midnight = Date.parse('2027-01-15T00:00:00Z');
    expect(ukDayOf(midnight - 1)).toBe('2027-01-14');
    expect(ukDayOf(midnight)).toBe('2027-01-15');
    expect(ukDayOf(midnight - 1)).toBe('2027-01-14');
  });
});
