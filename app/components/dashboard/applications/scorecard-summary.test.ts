import { describe, expect, it } from 'vitest';
import { scorecardSummary } from './scorecard-summary.ts';

describe('the scorecard summary line (decision 026)', () => {
  it('counts what is in and each recommendation, from Strong no up', () => {
    expect(
      scorecardSummary(
        [{ hasSubmitted: true }, { hasSubmitted: false }, { hasSubmitted: true }],
        [{ recommendation: 'strong-yes' }, { recommendation: 'yes' }],
      ),
    ).toBe('2 of 3 scorecards in · Yes ×1, Strong yes ×1');
    expect(
      scorecardSummary(
        [{ hasSubmitted: true }, { hasSubmitted: true }],
        [{ recommendation: 'no' }, { recommendation: 'no' }],
      ),
    ).toBe('2 of 2 scorecards in · No ×2');
  });

  it('says only the progress when no scorecard is in', () => {
    expect(scorecardSummary([{ hasSubmitted: false }], [])).toBe('0 of 1 scorecard in');
  });
});
