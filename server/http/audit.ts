import type { Context } from 'hono';
import type { AuditAction, AuditEntity } from '../../domain/audit.ts';
import { hasRecentAudit, type NewAuditEntry, recordAudit } from '../db/audit-log.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';

// Writing the activity log (domain/audit.ts). Every successful write by a signed-in member of
// staff is recorded by the API's own middleware (app.ts), from the request's method and path and,
// for a create, the new record's id in the answer; sign-ins and CV downloads are recorded where
// they happen. A failure to record is logged loudly but does not undo what was done.

const ENTITY_BY_RESOURCE: Record<string, AuditEntity> = {
  jobs: 'job',
  applications: 'application',
  contact: 'enquiry',
  outbox: 'email',
  gallery: 'gallery-image',
  'gallery-categories': 'gallery-category',
  'case-studies': 'case-study',
  products: 'product',
  users: 'user',
  auth: 'account',
  'personal-data': 'personal-data',
  'site-content': 'site-content',
  media: 'media-asset',
  interviews: 'interview',
  'email-templates': 'email-template',
  // Decision 028.
  'capability-statements': 'capability-statement',
  accreditations: 'accreditation',
};

const ACTION_BY_METHOD: Record<string, AuditAction> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export type AuditTarget = { action: AuditAction; entity: AuditEntity; entityId?: string; detail?: string };

// The content types that publish (decision 024) and the actions of their publishing routes.
const PUBLISHING_RESOURCES = new Set(['jobs', 'gallery', 'case-studies', 'products', 'site-content']);

function publishingTarget(
  entity: AuditEntity,
  id: string,
  sub: string,
  subId: string | undefined,
  rest: string | undefined,
): AuditTarget | undefined {
  if (sub === 'publish') return { action: 'publish', entity, entityId: id };
  if (sub === 'unpublish') return { action: 'unpublish', entity, entityId: id };
  if (sub === 'draft') return { action: 'update', entity, entityId: id, detail: 'draft discarded' };
  if (sub === 'versions' && subId && rest === 'restore') {
    return { action: 'restore', entity, entityId: id, detail: `version ${subId}` };
  }
  // A preview link changes nothing.
  return undefined;
}

/**
 * Decision 028: a statement's PDF asked for, copied, and its client links given out and
 * withdrawn (the link's id is the entry's record; the new copy's comes from the answer).
 */
function statementTarget(
  action: AuditAction,
  id: string,
  sub: string,
  subId: string | undefined,
): AuditTarget | undefined {
  if (sub === 'copy') return { action: 'create', entity: 'capability-statement', detail: `copy of ${id}` };
  if (sub === 'renders') {
    return { action: 'update', entity: 'capability-statement', entityId: id, detail: 'PDF requested' };
  }
  if (sub === 'links' && action === 'create') {
    return { action: 'create', entity: 'statement-link', detail: `statement ${id}` };
  }
  if (sub === 'links' && action === 'delete' && subId) {
    return {
      action: 'delete',
      entity: 'statement-link',
      entityId: subId,
      detail: `withdrawn from statement ${id}`,
    };
  }
  return undefined;
}

/** What a staff write to `path` (under /api) did, or undefined for a path that is no record. */
export function auditTarget(method: string, path: string): AuditTarget | undefined {
  const [resource = '', id, sub, subId, rest] = path.replace(/^\/api\//, '').split('/');
  // Decision 026: recorded by their routes, which know the scorecard and the interviewer.
  if (resource === 'interviews' && (sub === 'scorecards' || sub === 'links')) return undefined;
  if (resource === 'jobs' && sub === 'hiring' && id) {
    return { action: 'update', entity: 'job', entityId: id, detail: 'hiring settings' };
  }
  // Decision 027: an administrator's reset of a second factor, recorded by its route.
  if (resource === 'users' && sub === 'two-factor') return undefined;
  // Decision 027: ending a colleague's sessions is recorded by its route, with how many.
  if (resource === 'users' && sub === 'sessions') return undefined;
  const entity = ENTITY_BY_RESOURCE[resource];
  const action = ACTION_BY_METHOD[method.toUpperCase()];
  if (!entity || !action) return undefined;
  if (resource === 'capability-statements' && id && sub) return statementTarget(action, id, sub, subId);
  if (resource === 'auth') {
    return id === 'password' ? { action: 'password-change', entity: 'account' } : undefined;
  }
  if (resource === 'applications' && id === 'upload-cv') return { action: 'create', entity: 'cv' };
  // Recorded by its route, with the counts and without the address.
  if (resource === 'personal-data') return undefined;
  // The applicant's own withdrawal, recorded by its route (decision 017); never a staff write.
  if (resource === 'applications' && id === 'withdraw') return undefined;
  // Decision 026: an e-mail to an applicant and a bulk action are recorded by their routes (one
  // entry per e-mail or change); a preview changes nothing.
  if (resource === 'applications' && (id === 'bulk' || sub === 'emails')) return undefined;
  if (resource === 'applications' && sub === 'status') {
    return { action: 'status-change', entity: 'application', entityId: id };
  }
  if (resource === 'applications' && sub === 'notes') {
    return { action, entity: 'application-note', ...(subId ? { entityId: subId } : {}) };
  }
  // Decision 026: scheduled on its application; a DELETE cancels (the interview stays).
  if (resource === 'applications' && sub === 'interviews') return { action, entity: 'interview' };
  if (resource === 'interviews' && action === 'delete' && id) {
    return { action: 'update', entity: 'interview', entityId: id, detail: 'cancelled' };
  }
  if (PUBLISHING_RESOURCES.has(resource) && id && sub) return publishingTarget(entity, id, sub, subId, rest);
  if (resource === 'outbox' && sub)
    return { action: 'update', entity: 'email', ...(id ? { entityId: id } : {}) };
  return { action, entity, ...(id ? { entityId: id } : {}) };
}

/**
 * Adds an entry for this request's caller; never throws. `shouldRecordAddress: false` leaves the
 * caller's address out: an applicant who has just had their data deleted is not to be kept in a
 * log that outlives it (decision 017).
 */
export async function audit(
  c: Context<AppEnv>,
  entry: Omit<NewAuditEntry, 'address' | 'actor'> & {
    actor?: NewAuditEntry['actor'];
    shouldRecordAddress?: boolean;
  },
): Promise<void> {
  const { shouldRecordAddress = true, ...fields } = entry;
  const actor = fields.actor ?? (c.var.admin ? { id: c.var.admin._id, email: c.var.admin.email } : undefined);
  if (!actor) return;
  try {
    await recordAudit(c.var.services.db, {
      ...fields,
      actor,
      ...(shouldRecordAddress ? { address: clientAddress(c) } : {}),
    });
  } catch (error) {
    c.var.services.logger.error(
      { err: error, audit: { ...fields, actor: actor.email } },
      'could not record an audit entry',
    );
  }
}

/** The id of the record a create answered with: the `_id` of the one object under `data`. */
async function createdId(c: Context<AppEnv>): Promise<string | undefined> {
  if (!c.res.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    const answer = (await c.res.clone().json()) as { data?: Record<string, { _id?: unknown }> };
    const record = Object.values(answer.data ?? {})[0];
    return typeof record?._id === 'string' ? record._id : undefined;
  } catch {
    return undefined;
  }
}

/** Records a successful write by the signed-in member of staff of this request, if it was one. */
export async function auditStaffWrite(c: Context<AppEnv>): Promise<void> {
  if (!c.var.admin || c.res.status >= 400) return;
  const target = auditTarget(c.req.method, c.req.path);
  if (!target) return;
  const entityId = target.entityId ?? (target.action === 'create' ? await createdId(c) : undefined);
  if (isDraftSave(c, target) && entityId && (await isDraftSaveLogged(c, target.entity, entityId))) return;
  const detail = isDraftSave(c, target)
    ? DRAFT_SAVED
    : target.action === 'status-change'
      ? await statusOf(c)
      : target.detail;
  await audit(c, { ...target, entityId, detail });
}

// Decision 024: a form being edited saves its draft every 5 seconds. Each save is a write, but an
// entry for each would bury the log under one person's typing: the first draft save of a record
// by a person is logged, and the next ones only once this long has passed since it. Publishing,
// which is what changes the site, is logged every time.
const DRAFT_SAVED = 'draft saved';
const DRAFT_SAVES_LOGGED_EVERY_MS = 15 * 60 * 1000;

/**
 * An update that changed nothing public: a record's draft (or a draft record) saved. Only the
 * content types that publish have drafts; a statement or an accreditation changes nothing
 * public at all, and each of its saves is logged.
 */
function isDraftSave(c: Context<AppEnv>, target: AuditTarget): boolean {
  const resource = c.req.path.replace(/^\/api\//, '').split('/')[0] ?? '';
  return (
    PUBLISHING_RESOURCES.has(resource) &&
    target.action === 'update' &&
    c.req.method === 'PUT' &&
    c.get('isPublicContentUnchanged') === true
  );
}

async function isDraftSaveLogged(
  c: Context<AppEnv>,
  entity: AuditEntity,
  entityId: string,
): Promise<boolean> {
  const since = new Date(Date.now() - DRAFT_SAVES_LOGGED_EVERY_MS).toISOString();
  try {
    return await hasRecentAudit(c.var.services.db, {
      actorEmail: c.var.admin.email,
      action: 'update',
      entity,
      entityId,
      detail: DRAFT_SAVED,
      since,
    });
  } catch (error) {
    c.var.services.logger.error({ err: error }, 'could not read the activity log for a draft save');
    return false;
  }
}

/** The new status of an application, from the answer of PATCH /applications/{id}/status. */
async function statusOf(c: Context<AppEnv>): Promise<string | undefined> {
  try {
    const answer = (await c.res.clone().json()) as { data?: { application?: { status?: unknown } } };
    const status = answer.data?.application?.status;
    return typeof status === 'string' ? `status: ${status}` : undefined;
  } catch {
    return undefined;
  }
}
