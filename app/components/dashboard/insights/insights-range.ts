import { MAX_INSIGHT_RANGE_DAYS } from '../../../../domain/insights.ts';
import { ukDateOn } from '../../../../domain/job-closing.ts';

// The Insights screen's range lives in the address (decision 008: a reload or a shared link shows
// the same figures): ?days=7|30|90 for the last days up to today, or ?from=&to= for chosen dates.
// Days are UK calendar days (decision 029 counts a visitor's day in Europe/London). Nothing chosen
// is the last 30 days, the API's own default.

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_DAYS: PresetDays = 30;

export type InsightRange =
  | { kind: 'preset'; days: PresetDays; from: string; to: string }
  | { kind: 'custom'; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `day` moved by `days` calendar days ('YYYY-MM-DD' both). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function ukToday(now = new Date()): string {
  return ukDateOn(now);
}

/** Why chosen dates cannot be shown, or null when they can. */
export function customRangeProblem(from: string, to: string, today: string): string | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose both dates.';
  if (from > to) return 'The From date must be on or before the To date.';
  if (from > today) return 'The From date cannot be in the future.';
  if (daysBetween(from, to) > MAX_INSIGHT_RANGE_DAYS)
    return `Choose at most ${MAX_INSIGHT_RANGE_DAYS} days at a time.`;
  return null;
}

function preset(days: PresetDays, today: string): InsightRange {
  return { kind: 'preset', days, from: addDays(today, -(days - 1)), to: today };
}

/** The range the address asks for; anything it cannot show falls back to the last 30 days. */
export function rangeFromSearch(search: URLSearchParams, today: string): InsightRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if ((from || to) && customRangeProblem(from, to, today) === null) return { kind: 'custom', from, to };
  const days = PRESET_DAYS.find((value) => String(value) === search.get('days'));
  return preset(days ?? DEFAULT_DAYS, today);
}

export function presetSearch(days: PresetDays): URLSearchParams {
  return new URLSearchParams(days === DEFAULT_DAYS ? {} : { days: String(days) });
}

export function customSearch(from: string, to: string): URLSearchParams {
  return new URLSearchParams({ from, to });
}

/** The API's query for a range: GET /api/insights and /api/insights/export take the same. */
export function rangeQuery(range: InsightRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}

const LONG = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function asDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function longDay(day: string): string {
  return LONG.format(asDate(day));
}

export function shortDay(day: string): string {
  return SHORT.format(asDate(day));
}

/** "1 May to 30 May 2026"; a year twice only when the range spans two; a single day once. */
export function rangeText(from: string, to: string): string {
  if (from === to) return longDay(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? DAY_MONTH.format(asDate(from)) : longDay(from)} to ${longDay(to)}`;
}
