import { describe, expect, it } from 'vitest';
import { relativeTime } from './sessions-text.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const before = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 60 * 60_000, '23 hours ago'],
    [25 * 60 * 60_000, 'Yesterday'],
    [12 * 24 * 60 * 60_000, '12 days ago'],
  ])('reads %i ms ago as "%s"', (ms, text) => {
    expect(relativeTime(before(ms), now)).toBe(text);
  });

  it('reads a time a little ahead (another clock) as just now, and nothing for no date', () => {
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
