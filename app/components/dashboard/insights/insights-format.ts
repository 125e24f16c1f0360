import type { DeviceClass, FunnelStage } from '../../../../domain/insights.ts';

// The figures of the Insights screen in words (decision 029): a change against the previous
// period, a funnel's step-to-step rates, a conversion rate, a country's name from its code.
// Pure functions, so the screen and its tests read them alike.

const WHOLE = new Intl.NumberFormat('en-GB');

export function formatCount(value: number): string {
  return WHOLE.format(value);
}

/** A share as a whole percent; under 1 % but not nothing reads "<1%", so it is never "0%". */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '–';
  const percent = (part / whole) * 100;
  if (percent > 0 && percent < 1) return '<1%';
  return `${Math.round(percent)}%`;
}

export type Change = {
  direction: 'up' | 'down' | 'same' | 'new';
  /** What the eye reads beside the figure: "▲ 12%", "▼ 3%", "No change", "New". */
  shown: string;
  /** The same for a screen reader, which would read the arrows as "black up-pointing triangle". */
  spoken: string;
};

/** The change from `previous` to `current`, as a whole percent. */
export function percentChange(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { direction: 'same', shown: 'No change', spoken: 'no change on the previous period' }
      : { direction: 'new', shown: 'New', spoken: 'none in the previous period' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0)
    return { direction: 'same', shown: 'No change', spoken: 'no change on the previous period' };
  const size = `${Math.abs(percent).toLocaleString('en-GB')}%`;
  return percent > 0
    ? { direction: 'up', shown: `▲ ${size}`, spoken: `up ${size} on the previous period` }
    : { direction: 'down', shown: `▼ ${size}`, spoken: `down ${size} on the previous period` };
}

export type FunnelStep = FunnelStage & {
  /** Share of the funnel's first stage, 0–1, for the bar's length. */
  ofFirst: number;
  /** "64%" of the stage before, or null for the first stage. */
  fromPrevious: string | null;
};

/** A funnel's stages with the bar length and the step-to-step rate of each. */
export function funnelSteps(stages: readonly FunnelStage[]): FunnelStep[] {
  const first = stages[0]?.visits ?? 0;
  return stages.map((stage, index) => {
    const before = index > 0 ? stages[index - 1] : undefined;
    return {
      ...stage,
      ofFirst: first > 0 ? Math.min(1, stage.visits / first) : 0,
      fromPrevious: before ? formatPercent(stage.visits, before.visits) : null,
    };
  });
}

/** The funnel's end against its start: "2% of visits to the Careers page". */
export function funnelConversion(stages: readonly FunnelStage[]): string | null {
  const first = stages[0];
  const last = stages.at(-1);
  if (!first || !last || stages.length < 2 || first.visits === 0) return null;
  return formatPercent(last.visits, first.visits);
}

/** Visits to a page that led to an enquiry the same day, as a rate. */
export function conversionRate(visits: number, withEnquiry: number): string {
  return formatPercent(withEnquiry, visits);
}

const REGIONS = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });

/** "GB" → "United Kingdom"; no country or an unknown code reads "Unknown". */
export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return 'Unknown';
  try {
    return REGIONS.of(code.toUpperCase()) ?? 'Unknown';
  } catch {
    return 'Unknown';
  }
}

const DEVICE_LABELS: Record<DeviceClass, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

export function deviceLabel(device: DeviceClass): string {
  return DEVICE_LABELS[device];
}

/**
 * A chart's scale: gridlines every `step` (1, 2 or 5 × 10ⁿ, whole numbers) up to `top`, at
 * most five of them above zero, so they fall on round figures; an empty chart still has one.
 */
export function chartScale(max: number): { top: number; step: number } {
  const rough = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  return { top: Math.max(step, Math.ceil(max / step) * step), step };
}
