import { describe, expect, it } from 'vitest';
import { addDays, dayCount, everyDay, monthsBefore } from './day-range.ts';

describe('insight days', () => {
  it('adds days across months, years and the clocks changing in London', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
  });

  it('counts both ends of a range', () => {
    expect(dayCount('2027-01-01', '2027-01-01')).toBe(1);
    expect(dayCount('2027-03-27', '2027-03-29')).toBe(3);
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365);
    expect(everyDay('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('goes back whole months, to the month’s last day where it is shorter', () => {
    expect(monthsBefore('2027-01-14', 25)).toBe('2024-12-14');
    expect(monthsBefore('2027-03-31', 25)).toBe('2025-02-28');
    expect(monthsBefore('2026-05-31', 25)).toBe('2024-04-30');
    expect(monthsBefore('2026-04-29', 26)).toBe('2024-02-29');
  });
});
