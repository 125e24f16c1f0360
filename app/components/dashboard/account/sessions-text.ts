// The words of "Signed-in devices" on Your Account, free of React so they are unit-tested.

export const SESSIONS_TEXT = {
  fetchFailed: 'Could not load your signed-in devices',
  signOutFailed: 'Could not sign out that device',
  signOutOthersFailed: 'Could not sign out your other devices',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** 'Just now', '5 minutes ago', '3 hours ago', 'Yesterday', '12 days ago'. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'Yesterday';
  return plural(Math.floor(elapsed / DAY), 'day');
}
