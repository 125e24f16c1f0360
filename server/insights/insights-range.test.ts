import { describe, expect, it } from 'vitest';
import { INSIGHT_RANGE_MESSAGES as m, resolveInsightRange } from './insights-range.ts';

// 23:30 UTC on 30 June is already 1 July in London (BST).
const NOW = new Date('2027-06-30T23:30:00Z');

describe('the range insights are read for', () => {
  it('defaults to the last 30 days up to today in London', () => {
    expect(resolveInsightRange({}, NOW)).toEqual({ ok: true, from: '2027-06-02', to: '2027-07-01' });
    expect(resolveInsightRange({ to: '2027-03-31' }, NOW)).toEqual({
      ok: true,
      from: '2027-03-02',
      to: '2027-03-31',
    });
    expect(resolveInsightRange({ from: '2027-06-20' }, NOW)).toEqual({
      ok: true,
      from: '2027-06-20',
      to: '2027-07-01',
    });
  });

  it('takes a single day and the longest range allowed (400 days)', () => {
    expect(resolveInsightRange({ from: '2027-01-05', to: '2027-01-05' }, NOW)).toMatchObject({ ok: true });
    expect(resolveInsightRange({ from: '2026-01-01', to: '2027-02-04' }, NOW)).toMatchObject({ ok: true });
    expect(resolveInsightRange({ from: '2026-01-01', to: '2027-02-05' }, NOW)).toEqual({
      ok: false,
      errors: { from: m.tooLong },
    });
  });

  it('refuses dates that do not exist and a start after the end', () => {
    expect(resolveInsightRange({ from: '2027-02-29' }, NOW)).toEqual({
      ok: false,
      errors: { from: '2027-02-29 is not a date: use a real date as YYYY-MM-DD' },
    });
    expect(resolveInsightRange({ from: '2027-00-10', to: '2027-01-32' }, NOW)).toMatchObject({
      errors: { from: m.notADate('2027-00-10'), to: m.notADate('2027-01-32') },
    });
    expect(resolveInsightRange({ from: '2027-05-02', to: '2027-05-01' }, NOW)).toEqual({
      ok: false,
      errors: { from: m.fromAfterTo },
    });
    // Only a start: it must not be after today.
    expect(resolveInsightRange({ from: '2027-07-02' }, NOW)).toMatchObject({
      errors: { from: m.fromAfterTo },
    });
  });
});
