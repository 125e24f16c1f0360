import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  daysBetween,
  presetSearch,
  rangeFromSearch,
  rangeText,
} from './insights-range.ts';

const TODAY = '2026-11-27';

describe('the Insights range in the address', () => {
  it('is the last 30 days, today included, when nothing is chosen', () => {
    expect(rangeFromSearch(new URLSearchParams(), TODAY)).toEqual({
      kind: 'preset',
      days: 30,
      from: '2026-10-29',
      to: TODAY,
    });
    expect(daysBetween('2026-10-29', TODAY)).toBe(30);
  });

  it('reads ?days=7 and ?days=90, and chosen dates', () => {
    expect(rangeFromSearch(new URLSearchParams('days=7'), TODAY)).toMatchObject({ from: '2026-11-21' });
    expect(rangeFromSearch(new URLSearchParams('days=90'), TODAY)).toMatchObject({ from: '2026-08-30' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(presetSearch(30).toString()).toBe('');
    expect(presetSearch(7).toString()).toBe('days=7');
  });

  it('refuses dates the wrong way round, in the future or more than 400 days apart', () => {
    expect(customRangeProblem('2026-02-01', '2026-01-01', TODAY)).toBe(
      'The From date must be on or before the To date.',
    );
    expect(customRangeProblem('2026-12-01', '2026-12-02', TODAY)).toBe(
      'The From date cannot be in the future.',
    );
    expect(customRangeProblem('2025-01-01', '2026-11-01', TODAY)).toBe('Choose at most 400 days at a time.');
    expect(customRangeProblem('', '2026-11-01', TODAY)).toBe('Choose both dates.');
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-01&to=2026-01-01&days=7'), TODAY)).toMatchObject(
      {
        kind: 'preset',
        days: 7,
      },
    );
  });

  it('says the range in words', () => {
    expect(rangeText('2026-10-29', '2026-11-27')).toBe('29 October to 27 November 2026');
    expect(rangeText('2025-12-01', '2026-01-31')).toBe('1 December 2025 to 31 January 2026');
    expect(rangeText(TODAY, TODAY)).toBe('27 November 2026');
  });
});
