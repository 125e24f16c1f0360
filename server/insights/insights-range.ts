import { MAX_INSIGHT_RANGE_DAYS } from '../../domain/insights.ts';
import { isCalendarDate, ukDateOn } from '../../domain/job-closing.ts';
import { addDays, dayCount } from './day-range.ts';

// Decision 029: the range GET /api/insights and its export read. Both ends are UK calendar days
// and both are counted; without them, the last 30 days up to today (in London). A range the
// server will not read is refused with a message that says what to change.

/** The days read when none are asked for: the last 30, today included. */
export const DEFAULT_INSIGHT_DAYS = 30;

export const INSIGHT_RANGE_MESSAGES = {
  notADate: (day: string) => `${day} is not a date: use a real date as YYYY-MM-DD`,
  fromAfterTo: 'The start date must be on or before the end date',
  tooLong: `Choose a range of at most ${MAX_INSIGHT_RANGE_DAYS} days`,
};

export type RangeAnswer =
  | { ok: true; from: string; to: string }
  | { ok: false; errors: Record<string, string> };

/**
 * The range asked for, or the fields in error. `to` alone reads the 30 days up to it; `from`
 * alone reads from it to today.
 */
export function resolveInsightRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): RangeAnswer {
  const m = INSIGHT_RANGE_MESSAGES;
  const errors: Record<string, string> = {};
  if (query.from !== undefined && !isCalendarDate(query.from)) errors.from = m.notADate(query.from);
  if (query.to !== undefined && !isCalendarDate(query.to)) errors.to = m.notADate(query.to);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const to = query.to ?? ukDateOn(now);
  const from = query.from ?? addDays(to, -(DEFAULT_INSIGHT_DAYS - 1));
  if (from > to) return { ok: false, errors: { from: m.fromAfterTo } };
  if (dayCount(from, to) > MAX_INSIGHT_RANGE_DAYS) return { ok: false, errors: { from: m.tooLong } };
  return { ok: true, from, to };
}
