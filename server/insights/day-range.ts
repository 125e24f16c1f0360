// Decision 029: insights count by UK calendar day, written 'YYYY-MM-DD'. The arithmetic on those
// days is done here, in UTC on the date alone (decision 002: dates are worked out in the
// application, not in SQL), so a clock change in London never makes a day 23 or 25 hours long.

const DAY_MS = 24 * 60 * 60 * 1000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return toDay(toTime(day) + count * DAY_MS);
}

/** How many days from `from` to `to`, both counted: 1 for a single day. */
export function dayCount(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included, oldest first. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The day `months` calendar months before `day`; the 31st of a month that is shorter there
 * becomes that month's last day (25 months before 2027-03-31 is 2025-02-28).
 */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return toDay(first.getTime());
}
