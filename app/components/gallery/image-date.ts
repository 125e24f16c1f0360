// The lightbox's date badge: a stored imageDate ('2025-03-14', or a full ISO time) as British
// English, '14 March 2025'. Read as a calendar date in UTC so the server's and the visitor's
// time zones cannot move it to another day.

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '' when the value is not a date, so the badge is left out. */
export function formatImageDate(value: string): string {
  const match = value.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return '';
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return '';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return FORMAT.format(date);
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}
