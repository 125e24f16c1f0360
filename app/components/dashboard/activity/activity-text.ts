import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
} from '../../../../domain/audit.ts';

// The words of the Activity screen, free of React so they are unit-tested: what each action and
// record type is called, where a record can be opened, and the filters read from the address
// (anything the API would refuse with a 400 is dropped, so an old link still shows the log).

export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'status-change': 'Changed status',
  download: 'Downloaded',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'password-change': 'Changed password',
  erase: 'Erased personal data',
  'retention-purge': 'Deleted at end of retention',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored a version',
  schedule: 'Scheduled',
  'two-factor-on': 'Turned on two-factor sign-in',
  'two-factor-off': 'Turned off two-factor sign-in',
  'recovery-codes-renewed': 'Made new recovery codes',
  'two-factor-reset': 'Reset two-factor sign-in',
  'session-end': 'Ended sessions',
  'password-reset': 'Reset password',
};

export const ENTITY_LABELS: Readonly<Record<AuditEntity, string>> = {
  job: 'Job',
  application: 'Application',
  'application-note': 'Application note',
  cv: 'CV',
  enquiry: 'Enquiry',
  email: 'E-mail',
  'gallery-image': 'Gallery image',
  'gallery-category': 'Gallery category',
  'media-asset': 'Media library image',
  'case-study': 'Case study',
  product: 'Product',
  user: 'Staff account',
  account: 'Sign-in account',
  'personal-data': 'Personal data',
  'site-content': 'Site content',
  interview: 'Interview',
  scorecard: 'Scorecard',
  'interviewer-link': 'Interviewer link',
  'email-template': 'E-mail template',
  passkey: 'Passkey',
  'sign-in-policy': 'Sign-in policy',
  'capability-statement': 'Capability statement',
  'statement-link': 'Capability statement link',
  accreditation: 'Accreditation',
};

export const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: ACTION_LABELS[action],
}));
export const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: ENTITY_LABELS[entity],
}));

/** The name housekeeping writes as its actor (server/housekeeping.ts). */
const SYSTEM_ACTOR = 'system';
/** Decision 027: the name `npm run admin:reset-password` writes as its actor. */
const COMMAND_LINE_ACTOR = 'command line';

/** Who did it, as staff read it: an address, the site itself for housekeeping, or the server's command line. */
export function actorText(actorEmail: string): string {
  if (actorEmail === SYSTEM_ACTOR) return 'The website (housekeeping)';
  if (actorEmail === COMMAND_LINE_ACTOR) return 'The server’s command line';
  return actorEmail;
}

/**
 * The screen that shows the entry's record, where there is one and it may still exist: an
 * application opens in its dialog, a job in its form. A deleted record has nowhere to go.
 */
export function recordPath(entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId'>): string | null {
  if (!entry.entityId || entry.action === 'delete') return null;
  const id = encodeURIComponent(entry.entityId);
  if (entry.entity === 'application') return `/dashboard/applications?open=${id}`;
  if (entry.entity === 'job') return `/dashboard/jobs/edit/${id}`;
  return null;
}

/** The filters the address may carry, in the API's order (GET /audit). */
export const FILTER_NAMES = ['actor', 'action', 'entity', 'from', 'to', 'page'] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's query as the API will accept it: unknown actions, record types and dates dropped. */
export function acceptedQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(search);
  const action = query.get('action');
  if (action !== null && !AUDIT_ACTIONS.some((known) => known === action)) query.delete('action');
  const entity = query.get('entity');
  if (entity !== null && !AUDIT_ENTITIES.some((known) => known === entity)) query.delete('entity');
  for (const name of ['from', 'to']) {
    const day = query.get(name);
    if (day !== null && !ISO_DAY.test(day)) query.delete(name);
  }
  return query;
}

/** Whether any filter is in force (the empty text says which case it is). */
export function isFiltered(query: URLSearchParams): boolean {
  return FILTER_NAMES.some((name) => name !== 'page' && (query.get(name)?.trim() ?? '') !== '');
}

/**
 * "1 entry matches these filters.", "1,204 entries in the log.", and past the exact count
 * (decision 020) "More than 10,000 entries in the log."
 */
export function totalText(total: number, filtered: boolean, isExact = true): string {
  const count = `${isExact ? '' : 'More than '}${total.toLocaleString('en-GB')} ${total === 1 ? 'entry' : 'entries'}`;
  if (!filtered) return `${count} in the log.`;
  return `${count} ${total === 1 && isExact ? 'matches' : 'match'} these filters.`;
}
