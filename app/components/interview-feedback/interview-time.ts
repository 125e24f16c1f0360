// Decision 026: interviews are shown in UK time ("Tuesday 19 January 2027 at 10:00 (UK time)"),
// whatever the reader's computer is set to, with their length.

const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Tuesday 19 January 2027 at 10:00 (UK time)". */
export function ukInterviewTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Built from the parts: en-GB puts a comma after the weekday, which UK letters do not.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    UK_DAY.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  return `${day} at ${UK_TIME.format(date)} (UK time)`;
}

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** When something was done, in UK time: "14 December 2026 at 16:05". */
export function ukDateAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${UK_DATE.format(date)} at ${UK_TIME.format(date)}`;
}

/** "45 minutes", "1 hour", "1 hour 30 minutes". */
export function interviewLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.join(' ') || '0 minutes';
}
