import { describe, expect, it } from 'vitest';
import { isCalendarDate, ukDateOn, ukEndOfDay } from './job-closing.ts';

describe('job closing dates (UK calendar)', () => {
  it.each([
    ['2026-12-12', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['0050-01-01', false],
    ['2026-1-5', false],
    ['12/12/2026', false],
    ['2026-12-12T00:00:00Z', false],
    [' 2026-12-12', false],
    ['', false],
  ])('reads %j as a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('in winter (GMT) the UK day turns at midnight UTC', () => {
    expect(ukDateOn(new Date('2026-12-11T23:59:59.999Z'))).toBe('2026-12-11');
    expect(ukDateOn(new Date('2026-12-12T00:00:00.000Z'))).toBe('2026-12-12');
    expect(ukDateOn(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(ukDateOn(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
  });

  it('in summer (BST) the UK day turns at 23:00 UTC the evening before', () => {
    expect(ukDateOn(new Date('2026-07-11T22:59:59.999Z'))).toBe('2026-07-11');
    expect(ukDateOn(new Date('2026-07-11T23:00:00.000Z'))).toBe('2026-07-12');
    // Half past midnight in London is still the previous day in UTC.
    expect(ukDateOn(new Date('2026-07-11T23:30:00.000Z'))).toBe('2026-07-12');
  });

  it('follows the clock changes (last Sundays of March and October)', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC; that evening the day ends at 23:00 UTC.
    expect(ukDateOn(new Date('2026-03-28T23:30:00.000Z'))).toBe('2026-03-28');
    expect(ukDateOn(new Date('2026-03-29T23:30:00.000Z'))).toBe('2026-03-30');
    // 25 October 2026: clocks go back at 01:00 UTC; that evening the day ends at midnight UTC.
    expect(ukDateOn(new Date('2026-10-24T23:30:00.000Z'))).toBe('2026-10-25');
    expect(ukDateOn(new Date('2026-10-25T23:30:00.000Z'))).toBe('2026-10-25');
  });

  it('ends a closing day at 23:59:59 UK time, with the offset of that day', () => {
    expect(ukEndOfDay('2026-12-12')).toBe('2026-12-12T23:59:59+00:00');
    expect(ukEndOfDay('2026-07-12')).toBe('2026-07-12T23:59:59+01:00');
    expect(ukEndOfDay('2026-03-29')).toBe('2026-03-29T23:59:59+01:00');
    expect(ukEndOfDay('2026-10-25')).toBe('2026-10-25T23:59:59+00:00');
    // The moment it names is that UK day's last second.
    expect(ukDateOn(new Date(ukEndOfDay('2026-07-12')))).toBe('2026-07-12');
    expect(ukDateOn(new Date(Date.parse(ukEndOfDay('2026-07-12')) + 1000))).toBe('2026-07-13');
  });
});
