// A job's closing date as visitors read it: '12 December 2026' (British English, long month).
// The stored value is already a UK calendar date (domain/job-closing.ts), so it is formatted as a
// date in UTC, where no time zone can move it to another day.

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatClosingDate(closingDate: string): string {
  return LONG_DATE.format(new Date(`${closingDate}T00:00:00Z`));
}
