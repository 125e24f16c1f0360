import type { Context } from 'hono';
import type { AuditAction, AuditEntity } from '../../domain/audit.ts';
import { type NewAuditEntry, recordAudit } from '../db/audit-log.ts';
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
};

const ACTION_BY_METHOD: Record<string, AuditAction> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export type AuditTarget = { action: AuditAction; entity: AuditEntity; entityId?: string; detail?: string };

// The content types that publish (decision 024) and the actions of their publishing routes.
const PUBLISHING_RESOURCES = new Set(['jobs', 'gallery', 'case-studies', 'products']);

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

/** What a staff write to `path` (under /api) did, or undefined for a path that is no record. */
export function auditTarget(method: string, path: string): AuditTarget | undefined {
  const [resource = '', id, sub, subId, rest] = path.replace(/^\/api\//, '').split('/');
  const entity = ENTITY_BY_RESOURCE[resource];
  const action = ACTION_BY_METHOD[method.toUpperCase()];
  if (!entity || !action) return undefined;
  if (resource === 'auth') {
    return id === 'password' ? { action: 'password-change', entity: 'account' } : undefined;
  }
  if (resource === 'applications' && id === 'upload-cv') return { action: 'create', entity: 'cv' };
  // Recorded by its route, with the counts and without the address.
  if (resource === 'personal-data') return undefined;
  // The applicant's own withdrawal, recorded by its route (decision 017); never a staff write.
  if (resource === 'applications' && id === 'withdraw') return undefined;
  if (resource === 'applications' && sub === 'status') {
    return { action: 'status-change', entity: 'application', entityId: id };
  }
  if (resource === 'applications' && sub === 'notes') {
    return { action, entity: 'application-note', ...(subId ? { entityId: subId } : {}) };
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
  const detail = target.action === 'status-change' ? await statusOf(c) : target.detail;
  await audit(c, { ...target, entityId, detail });
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
