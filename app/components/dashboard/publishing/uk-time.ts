// "Publish at" and "Unpublish at" are typed as UK wall-clock time in a datetime-local control
// ('YYYY-MM-DDTHH:MM', no zone) and sent as an instant with the UK's offset at that moment
// (+00:00 in GMT, +01:00 in BST), whatever zone the browser is in. The clocks change at 01:00 UTC:
// in March the hour 01:00-01:59 does not exist (null: the form says so), in October it happens
// twice and the first (BST) is meant.

const UK_TIME_ZONE = 'Europe/London';
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const UK_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK wall-clock time of an instant, as a datetime-local control holds it. */
export function ukWallTime(instant: Date): string {
  const parts = Object.fromEntries(UK_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A stored instant (UTC ISO) as the control's value; '' for none or nonsense. */
export function isoToUkWallTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : ukWallTime(date);
}

/**
 * A UK wall-clock time as ISO 8601 with its offset ('2026-07-13T09:00:00+01:00'), or null when
 * it is not a time ('' included) or does not exist in the UK (the spring gap).
 */
export function ukWallTimeToIso(wall: string): string | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // BST first, so the repeated autumn hour means its first occurrence.
  for (const offsetHours of [1, 0]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (ukWallTime(instant) === wall) return `${wall}:00${offsetHours === 1 ? '+01:00' : '+00:00'}`;
  }
  return null;
}

const UK_READABLE = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant for people, in UK time: 'Mon 14 Dec 2026, 09:00'. */
export function formatUkDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(UK_READABLE.formatToParts(date).map((each) => [each.type, each.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

const UK_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK clock time of an instant, 'HH:MM' ("Draft saved at 14:32"). */
export function ukClock(instant: Date): string {
  return UK_CLOCK.format(instant);
}
