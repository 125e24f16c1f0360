import type {
  AccreditationState,
  PdfRender,
  StatementLink,
} from '../../../../domain/capability-statements.ts';
import { ukDateOn } from '../../../../domain/job-closing.ts';

// The words the capability-statement screens show for dates, sizes, a statement's last PDF and
// a client link's use (decision 028). Free of React so they are unit-tested.

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const INSTANT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A calendar date 'YYYY-MM-DD' as '31 Mar 2027'; '' for none or nonsense. */
export function formatDay(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** The UK day of an instant, as '27 Nov 2026'. */
export function formatInstantDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : INSTANT_DAY.format(date);
}

/** Today in the UK, as accreditationState() takes it ('2026-11-27'). */
export function ukToday(now = new Date()): string {
  return ukDateOn(now);
}

/** A file size as people read it: '840 KB', '2.1 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The line under Make PDF: what the last PDF is, or why a new one is needed. */
export function renderStateText(render: PdfRender | null): string {
  if (!render) return 'No PDF made yet.';
  if (render.status === 'queued' || render.status === 'rendering') return 'A PDF is being made.';
  if (render.status === 'failed') return 'The last PDF could not be made.';
  if (!render.isCurrent) return 'The statement changed since the last PDF.';
  const parts = [`PDF made ${formatInstantDay(render.finishedAt ?? render.createdAt)}`];
  if (render.pages !== null) parts.push(`${render.pages} ${render.pages === 1 ? 'page' : 'pages'}`);
  if (render.bytes !== null) parts.push(formatBytes(render.bytes));
  return parts.join(', ');
}

/** The list's Last PDF column: a short state and the badge colours for it. */
export function renderBadge(render: PdfRender | null): { label: string; colourClass: string } {
  if (!render) return { label: 'None yet', colourClass: 'bg-slate-200 text-slate-800' };
  if (render.status === 'failed') return { label: 'Failed', colourClass: 'bg-red-100 text-red-800' };
  if (render.status !== 'done') return { label: 'Being made', colourClass: 'bg-blue-100 text-blue-800' };
  return render.isCurrent
    ? { label: 'Up to date', colourClass: 'bg-green-100 text-green-800' }
    : { label: 'Out of date', colourClass: 'bg-amber-100 text-amber-900' };
}

export const ACCREDITATION_STATE_LABELS: Record<AccreditationState, string> = {
  valid: 'Valid',
  expiring: 'Expires soon',
  expired: 'Expired',
};

// Dark text on a light tint, as every badge of the kit (7:1 or more).
export const ACCREDITATION_STATE_COLOURS: Record<AccreditationState, string> = {
  valid: 'bg-green-100 text-green-800',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
};

/** Whether a client's link still opens: withdrawn, expired, or open. */
export function linkState(link: StatementLink, now = new Date()): 'withdrawn' | 'expired' | 'open' {
  if (link.revokedAt) return 'withdrawn';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'open';
}

/** How a link has been used: 'Not opened yet', or when first and last and how often. */
export function linkUseText(link: StatementLink): string {
  if (link.openCount === 0 || !link.firstOpenedAt) return 'Not opened yet';
  const times = link.openCount === 1 ? 'once' : `${link.openCount.toLocaleString('en-GB')} times`;
  const first = formatInstantDay(link.firstOpenedAt);
  const last = link.lastOpenedAt ? formatInstantDay(link.lastOpenedAt) : first;
  return link.openCount === 1 ? `Opened once, ${first}` : `Opened ${times}: first ${first}, last ${last}`;
}

/** The downloaded PDF's name: client and tender, letters, digits and hyphens only, never empty. */
export function statementFileName(clientName: string, title: string): string {
  const words = `${clientName} ${title}`
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return `${words.length > 0 ? words.join('-').slice(0, 120) : 'Capability-statement'}.pdf`;
}
