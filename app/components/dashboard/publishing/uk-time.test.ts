import { describe, expect, it } from 'vitest';
import { formatUkDateTime, isoToUkWallTime, ukClock, ukWallTimeToIso } from './uk-time.ts';

describe('UK wall time to an instant', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(ukWallTimeToIso('2026-12-14T09:00')).toBe('2026-12-14T09:00:00+00:00');
    expect(ukWallTimeToIso('2026-07-13T09:00')).toBe('2026-07-13T09:00:00+01:00');
    expect(new Date(ukWallTimeToIso('2026-07-13T09:00') ?? '').toISOString()).toBe(
      '2026-07-13T08:00:00.000Z',
    );
  });

  it('changes offset on the days the clocks change (29 March, 25 October 2026)', () => {
    expect(ukWallTimeToIso('2026-03-29T00:30')).toBe('2026-03-29T00:30:00+00:00');
    expect(ukWallTimeToIso('2026-03-29T02:00')).toBe('2026-03-29T02:00:00+01:00');
    expect(ukWallTimeToIso('2026-10-25T02:00')).toBe('2026-10-25T02:00:00+00:00');
  });

  it('refuses the hour that does not exist in spring, and takes the first of the repeated autumn hour', () => {
    expect(ukWallTimeToIso('2026-03-29T01:30')).toBeNull();
    expect(ukWallTimeToIso('2026-10-25T01:30')).toBe('2026-10-25T01:30:00+01:00');
  });

  it('refuses what is not a time', () => {
    expect(ukWallTimeToIso('')).toBeNull();
    expect(ukWallTimeToIso('2026-02-30T09:00')).toBeNull();
    expect(ukWallTimeToIso('tomorrow')).toBeNull();
  });
});

describe('an instant as UK wall time', () => {
  it('round-trips with the conversion above in both seasons', () => {
    expect(isoToUkWallTime('2026-07-13T08:00:00.000Z')).toBe('2026-07-13T09:00');
    expect(isoToUkWallTime('2026-12-14T09:00:00.000Z')).toBe('2026-12-14T09:00');
    expect(isoToUkWallTime(null)).toBe('');
    expect(isoToUkWallTime('nonsense')).toBe('');
  });

  it('writes it for people and as a clock in UK time', () => {
    expect(formatUkDateTime('2026-07-13T08:00:00.000Z')).toBe('Mon 13 Jul 2026, 09:00');
    expect(ukClock(new Date('2026-12-14T14:32:10Z'))).toBe('14:32');
    expect(ukClock(new Date('2026-07-14T13:32:10Z'))).toBe('14:32');
  });
});
