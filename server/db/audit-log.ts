import { type Kysely, type Selectable, sql } from 'kysely';
import type { AuditAction, AuditEntity, AuditEntry, AuditListQuery } from '../../domain/audit.ts';
import { containsPattern } from './application-keys.ts';
import { newId, nowIso } from './ids.ts';
import { countPages, normalisePage } from './pagination.ts';
import type { AuditLogTable, Database } from './schema.ts';

// The activity log's storage: entries are added and, past their retention, deleted; there is no
// update (an audit trail that can be edited proves nothing).

export type NewAuditEntry = {
  actor: { id?: string; email: string };
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | undefined;
  address?: string | undefined;
  detail?: string | undefined;
};

export async function recordAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: newId(),
      actorId: entry.actor.id ?? null,
      actorEmail: entry.actor.email.slice(0, 254),
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId?.slice(0, 100) ?? null,
      address: entry.address?.slice(0, 100) ?? null,
      detail: entry.detail?.slice(0, 200) ?? null,
      createdAt: nowIso(),
    })
    .execute();
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    _id: row.id,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    ...(row.entityId ? { entityId: row.entityId } : {}),
    ...(row.address ? { address: row.address } : {}),
    ...(row.detail ? { detail: row.detail } : {}),
    createdAt: row.createdAt,
  };
}

/** Newest first, filtered as asked; `to` is a whole day (UTC). */
export async function listAudit(
  db: Kysely<Database>,
  request: AuditListQuery,
): Promise<{ entries: AuditEntry[]; total: number; totalPages: number }> {
  let query = db.selectFrom('auditLog');
  if (request.actor) {
    query = query.where(
      sql<boolean>`lower(${sql.ref('actorEmail')}) like ${containsPattern(request.actor.toLowerCase())} escape '\\'`,
    );
  }
  if (request.action) query = query.where('action', '=', request.action);
  if (request.entity) query = query.where('entity', '=', request.entity);
  if (request.entityId) query = query.where('entityId', '=', request.entityId);
  if (request.from) query = query.where('createdAt', '>=', `${request.from}T00:00:00.000Z`);
  if (request.to) query = query.where('createdAt', '<=', `${request.to}T23:59:59.999Z`);
  const { offset, limit } = normalisePage(request);
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.count);
  return { entries: rows.map(toEntry), total, totalPages: countPages(total, limit) };
}

/**
 * Deletes the oldest entries from before `before`, at most `limit` of them (one batch of the
 * housekeeping's purge, db/delete-in-batches.ts); answers how many went. The purge itself is not
 * logged (nothing to attribute).
 */
export async function purgeAudit(db: Kysely<Database>, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('auditLog')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('auditLog')
        .select('id')
        .where('createdAt', '<', before)
        .orderBy('createdAt')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
