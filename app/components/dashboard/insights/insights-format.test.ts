import { describe, expect, it } from 'vitest';
import {
  chartScale,
  conversionRate,
  countryName,
  formatPercent,
  funnelConversion,
  funnelSteps,
  percentChange,
} from './insights-format.ts';

describe('the change against the previous period', () => {
  it('reads as an arrow and a whole percent, and in words for a screen reader', () => {
    expect(percentChange(112, 100)).toEqual({
      direction: 'up',
      shown: '▲ 12%',
      spoken: 'up 12% on the previous period',
    });
    expect(percentChange(97, 100)).toEqual({
      direction: 'down',
      shown: '▼ 3%',
      spoken: 'down 3% on the previous period',
    });
    expect(percentChange(3_000, 1_000).shown).toBe('▲ 200%');
    expect(percentChange(12_345, 1).shown).toBe('▲ 1,234,400%');
  });

  it('says "No change" when the rounded change is nothing, and "New" after an empty period', () => {
    expect(percentChange(1_002, 1_000).direction).toBe('same');
    expect(percentChange(0, 0).shown).toBe('No change');
    expect(percentChange(5, 0)).toMatchObject({ direction: 'new', shown: 'New' });
    expect(percentChange(0, 8)).toMatchObject({ direction: 'down', shown: '▼ 100%' });
  });
});

describe('funnel rates', () => {
  const stages = [
    { stage: 'careers', label: 'Careers page', visits: 200 },
    { stage: 'job', label: 'A job page', visits: 80 },
    { stage: 'step-1', label: 'Application step 1', visits: 20 },
    { stage: 'submitted', label: 'Application sent', visits: 0 },
  ];

  it('gives each stage its share of the first (the bar) and its rate from the stage before', () => {
    expect(funnelSteps(stages).map(({ ofFirst, fromPrevious }) => ({ ofFirst, fromPrevious }))).toEqual([
      { ofFirst: 1, fromPrevious: null },
      { ofFirst: 0.4, fromPrevious: '40%' },
      { ofFirst: 0.1, fromPrevious: '25%' },
      { ofFirst: 0, fromPrevious: '0%' },
    ]);
  });

  it('has no rate after a stage nobody reached, and no overall rate for an empty funnel', () => {
    const empty = stages.map((stage) => ({ ...stage, visits: 0 }));
    expect(funnelSteps(empty).map((step) => step.fromPrevious)).toEqual([null, '–', '–', '–']);
    expect(funnelConversion(empty)).toBeNull();
    expect(funnelConversion(stages)).toBe('0%');
    expect(funnelConversion(stages.slice(0, 2))).toBe('40%');
  });

  it('reads a conversion under 1% as "<1%", never as none', () => {
    expect(conversionRate(1_000, 3)).toBe('<1%');
    expect(conversionRate(3, 1)).toBe('33%');
    expect(conversionRate(0, 0)).toBe('–');
    expect(formatPercent(2, 3)).toBe('67%');
  });
});

describe('country names and the chart scale', () => {
  it('names a country from its ISO code, and "Unknown" without one', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('uz')).toBe('Uzbekistan');
    expect(countryName('')).toBe('Unknown');
    expect(countryName('--')).toBe('Unknown');
  });

  it('puts at most five whole-number gridlines on round figures', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 201, 4_999].map(chartScale)).toEqual([
      { top: 1, step: 1 },
      { top: 1, step: 1 },
      { top: 3, step: 1 },
      { top: 8, step: 2 },
      { top: 10, step: 5 },
      { top: 15, step: 5 },
      { top: 200, step: 50 },
      { top: 300, step: 100 },
      { top: 6_000, step: 2_000 },
    ]);
  });
});
