import { ukDateOn } from '../../domain/job-closing.ts';

// Decision 029: a visit is one visitor's UK calendar day (Europe/London), and each day has its own
// salt. Working the date out takes a formatter call; a page view asks for it on every request, so
// it is worked out at most once a second.

let cachedDay = '';
let cachedUntil = 0;

/** The UK calendar day ('YYYY-MM-DD') of the instant `ms` (milliseconds since 1970). */
export function ukDayOf(ms: number): string {
  // Only the present is cached: a test or a late batch asking about another second is worked out.
  if (ms >= cachedUntil - 1000 && ms < cachedUntil) return cachedDay;
  const day = ukDateOn(new Date(ms));
  cachedDay = day;
  cachedUntil = Math.floor(ms / 1000) * 1000 + 1000;
  return day;
}
