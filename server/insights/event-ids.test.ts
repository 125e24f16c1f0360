import { describe, expect, it } from 'vitest';
import { eventId, isoTimeOf } from './event-ids.ts';

describe('insights event ids', () => {
  it('are 24 hex characters, distinct and in the order made, within one millisecond too', () => {
    const now = Date.now();
    const ids = Array.from({ length: 1000 }, () => eventId(now));
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(eventId(now + 10) > (ids.at(-1) ?? '')).toBe(true);
  });

  it('writes the time as ISO 8601', () => {
    expect(isoTimeOf(Date.parse('2027-01-14T09:00:00.123Z'))).toBe('2027-01-14T09:00:00.123Z');
    expect(isoTimeOf(Date.parse('2027-01-14T09:00:00.124Z'))).toBe('2027-01-14T09:00:00.124Z');
  });
});
