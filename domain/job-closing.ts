// A job's closing date is a calendar date ('YYYY-MM-DD') read in UK time: the company is based in
// the UK (public-site.md §1), so a job that closes on 12 December takes applications until
// midnight in London, wherever the server or the visitor is (docs/decisions/009-job-closing-dates.md).

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UK_TIME_ZONE = 'Europe/London';

/** True for a real calendar date written 'YYYY-MM-DD': '2026-02-29' and '2026-13-01' are not. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999, so those fail the year check too.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const UK_CALENDAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in the UK at this instant, 'YYYY-MM-DD'. */
export function ukDateOn(instant: Date): string {
  const parts = Object.fromEntries(UK_CALENDAR.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const UK_OFFSET = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, timeZoneName: 'longOffset' });

/**
 * The last second of a UK calendar date as an ISO 8601 time with the UK's offset on that day:
 * '2026-12-12T23:59:59+00:00' in winter, '2026-07-12T23:59:59+01:00' in summer. Clocks change at
 * 01:00 UTC, so the offset at 23:59 UTC of a day is the one in force at its local 23:59 too.
 */
export function ukEndOfDay(date: string): string {
  const name = UK_OFFSET.formatToParts(new Date(`${date}T23:59:59Z`)).find(
    (part) => part.type === 'timeZoneName',
  )?.value;
  // 'GMT' for UTC itself, else 'GMT+01:00'.
  const offset = name?.replace(/^GMT/, '') || '+00:00';
  return `${date}T23:59:59${offset}`;
}
