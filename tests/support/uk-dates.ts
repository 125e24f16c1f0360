import { ukDateOn } from '../../domain/job-closing.ts';

// Closing dates relative to today in the UK, the calendar the site closes jobs by
// (domain/job-closing.ts). Calendar arithmetic, so a day is a day across the clock changes.

/** The UK calendar date `days` after today's (before it when negative), 'YYYY-MM-DD'. */
export function ukDateFromToday(days: number): string {
  const [year = 0, month = 1, day = 1] = ukDateOn(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
