import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../domain/outbox.ts';

// The words and colours of the Outbox screen, free of React so they are unit-tested: the counts
// in the page description, when a queued e-mail is tried next, and each status's badge.

/** The order staff read the counts in: what still needs them first, what went last. */
const COUNT_ORDER: readonly OutboxStatus[] = ['queued', 'sending', 'failed', 'sent', 'cancelled'];

/**
 * "2 queued · 1 failed · 40 sent": the statuses that have any e-mails, zeros left out; a count
 * past the exact bound reads "more than 10,000 sent" (decision 020).
 */
export function countsSummary(
  counts: Readonly<Record<OutboxStatus, number>>,
  inexact: readonly OutboxStatus[] = [],
): string {
  const parts = COUNT_ORDER.filter((status) => counts[status] > 0).map(
    (status) =>
      `${inexact.includes(status) ? 'more than ' : ''}${counts[status].toLocaleString('en-GB')} ${status}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'No e-mails yet.';
}

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** A time as the dashboard writes it (dates.ts dateTime), split so the table can stack it. */
export function dayAndTime(iso: string): { day: string; time: string } | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : { day: DAY.format(date), time: TIME.format(date) };
}

/** An address in the two pieces a narrow column may break it into: before its last @, and after. */
export function addressPieces(email: string): string[] {
  const at = email.lastIndexOf('@');
  return at <= 0 ? [email] : [email.slice(0, at), email.slice(at)];
}

const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' });

const MINUTE = { unit: 'minute', ms: 60_000 } as const;
const UNITS = [{ unit: 'day', ms: 86_400_000 }, { unit: 'hour', ms: 3_600_000 }, MINUTE] as const;

/**
 * When a queued e-mail is tried next, said relative to `now`: "In 5 minutes", "In 2 hours";
 * "Due now" once its time has come (it waits for the sender, or for a mail server to be set up).
 */
export function nextTryText(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ahead = at - now;
  if (ahead <= 0) return 'Due now';
  if (ahead < MINUTE.ms) return 'In under a minute';
  const unit = UNITS.find((candidate) => ahead >= candidate.ms) ?? MINUTE;
  const text = RELATIVE.format(Math.round(ahead / unit.ms), unit.unit);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Light tint with dark text, each pair 6.5:1 or more: queued amber (waiting), sending blue,
 * sent green, failed red, cancelled grey.
 */
export const OUTBOX_STATUS_COLOURS: Readonly<Record<OutboxStatus, string>> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** A status from the address (?status=), or undefined for anything the API would refuse. */
export function statusParam(value: string | null): OutboxStatus | undefined {
  return OUTBOX_STATUSES.find((status) => status === value);
}
