import { type Kysely, type Selectable, sql } from 'kysely';
import type { AuditAction, AuditEntity, AuditEntry, AuditListQuery } from '../../domain/audit.ts';
import { containsPattern } from './application-keys.ts';
import { newId, nowIso } from './ids.ts';
import { type PageTotal, readPageIds } from './pagination.ts';
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

/**
 * Whether `entry` (by this actor, on this record, with this detail) was recorded at or after
 * `since`: through the (entity, entity_id) index, a record's own entries.
 */
export async function hasRecentAudit(
  db: Kysely<Database>,
  entry: {
    actorEmail: string;
    action: AuditAction;
    entity: AuditEntity;
    entityId: string;
    detail: string;
    since: string;
  },
): Promise<boolean> {
  const row = await db
    .selectFrom('auditLog')
    .select('id')
    .where('entity', '=', entry.entity)
    .where('entityId', '=', entry.entityId)
    .where('actorEmail', '=', entry.actorEmail)
    .where('action', '=', entry.action)
    .where('detail', '=', entry.detail)
    .where('createdAt', '>=', entry.since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

// The actor filter finds "part of an address" among the distinct actors, not among the entries:
// a walk of the (actor_email, created_at, id) index one address at a time, then the entries of the
// addresses that match through the same index. Past this many distinct actors (a flood of failed
// sign-ins under made-up addresses) the walk would cost more than it saves, and the entries are
// read instead.
const MAX_ACTORS_WALKED = 2_000;

/**
 * Every actor address holding `part` (in any case), or undefined when there are too many
 * distinct actors to walk. The recursive query is the portable form of a loose index scan.
 */
async function actorsContaining(db: Kysely<Database>, part: string): Promise<string[] | undefined> {
  const { rows } = await sql<{ email: string | null }>`
    with recursive actors (email, step) as (
      select min(actor_email), 1 from audit_log
      union all
      select (select min(actor_email) from audit_log where actor_email > actors.email), step + 1
      from actors where actors.email is not null and step <= ${MAX_ACTORS_WALKED}
    )
    select email from actors`.execute(db);
  const emails = rows.flatMap((row) => (row.email === null ? [] : [row.email]));
  if (emails.length > MAX_ACTORS_WALKED) return undefined;
  const folded = part.toLowerCase();
  return emails.filter((email) => email.toLowerCase().includes(folded));
}

type AuditPage = PageTotal & { entries: AuditEntry[] };

/**
 * Newest first, filtered as asked; `to` is a whole day (UTC). Each filter leads an index that
 * ends in the list's order, and the page's ids are found from the indexes before its rows are
 * read, so a filtered or deep page reads little more than its own entries.
 */
export async function listAudit(db: Kysely<Database>, request: AuditListQuery): Promise<AuditPage> {
  let query = db.selectFrom('auditLog');
  if (request.actor) {
    const actors = await actorsContaining(db, request.actor);
    if (actors === undefined) {
      query = query.where(
        sql<boolean>`lower(${sql.ref('actorEmail')}) like ${containsPattern(request.actor.toLowerCase())} escape '\\'`,
      );
    } else if (actors.length === 0) {
      return { entries: [], total: 0, totalPages: 1, isTotalExact: true };
    } else {
      query = query.where('actorEmail', 'in', actors);
    }
  }
  if (request.action) query = query.where('action', '=', request.action);
  if (request.entity) query = query.where('entity', '=', request.entity);
  if (request.entityId) query = query.where('entityId', '=', request.entityId);
  if (request.from) query = query.where('createdAt', '>=', `${request.from}T00:00:00.000Z`);
  if (request.to) query = query.where('createdAt', '<=', `${request.to}T23:59:59.999Z`);
  const { ids, ...counted } = await readPageIds(
    db,
    query,
    query.select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc'),
    request,
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('auditLog')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return { entries: rows.map(toEntry), ...counted };
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
