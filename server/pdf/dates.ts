// Dates as a British reader expects them in print: "31 March 2027".

const LONG = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const parse = (isoDate: string): Date | null => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2027-03-31" as "31 March 2027" (anything else as it is). */
export function longDate(isoDate: string): string {
  const date = parse(isoDate);
  return date ? LONG.format(date) : isoDate;
}

/** "2027-03-31" as "31 Mar 2027" (anything else as it is), for table cells. */
export function shortDate(isoDate: string): string {
  const date = parse(isoDate);
  return date ? SHORT.format(date) : isoDate;
}
