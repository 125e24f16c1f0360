// Calendar weeks for the dashboard's statistics (GET /api/stats, applications per week). Weeks
// start on Monday 00:00 UTC, as ISO 8601 weeks do; UTC has no daylight-saving shifts, so every
// week is exactly seven days of 86,400,000 ms and the arithmetic stays in plain milliseconds.

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

function assertValid(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

/** Monday 00:00:00.000 UTC of the week that holds `instant`. */
export function startOfUtcWeek(instant: Date): Date {
  assertValid(instant);
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  // getUTCDay: Sunday 0 ... Saturday 6; days since Monday: Monday 0 ... Sunday 6.
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The starts of the `count` weeks up to and including the one holding `now`, oldest first. */
export function recentWeekStarts(now: Date, count: number): Date[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('Week count must be a whole number');
  const current = startOfUtcWeek(now).getTime();
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * WEEK_MS));
}

/** The UTC calendar date of `date` as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  assertValid(date);
  return date.toISOString().slice(0, 10);
}
