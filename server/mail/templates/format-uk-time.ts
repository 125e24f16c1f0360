// Staff work in the UK, so a timestamp reads as UK civil time, GMT or BST as the date requires;
// the label says so because the mail may be read elsewhere (the India and Uzbekistan offices).

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '23 November 2026, 14:05 (UK time)'. Built from parts, so an ICU update cannot reword it. */
export function formatUkTime(date: Date): string {
  const part = Object.fromEntries(UK_TIME.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (UK time)`;
}
