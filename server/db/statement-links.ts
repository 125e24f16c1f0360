import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StatementLink } from '../../domain/capability-statements.ts';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import type { CapabilityStatementLinkTable } from './schema.ts';

// Decision 028: a client's private link to one made PDF. The token (32 random bytes, base64url)
// is shown once; only its SHA-256 is stored, so the database alone opens nothing. Opening records
// the first and last time and the count in one UPDATE, so two openings at once both count.

type Row = Selectable<CapabilityStatementLinkTable>;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toStatementLink(row: Row): StatementLink {
  return {
    _id: row.id,
    label: row.label,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
    firstOpenedAt: row.firstOpenedAt,
    lastOpenedAt: row.lastOpenedAt,
    openCount: Number(row.openCount),
    revokedAt: row.revokedAt,
  };
}

/** A new link to `renderId`; answers the row and the token (never stored). */
export async function createStatementLink(
  db: Db,
  link: { statementId: string; renderId: string; label: string | null; days: number; createdByName: string },
  now: Date = new Date(),
): Promise<{ link: StatementLink; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('capabilityStatementLinks')
    .values({
      id: newId(),
      statementId: link.statementId,
      renderId: link.renderId,
      tokenHash: hashLinkToken(token),
      label: link.label,
      expiresAt: new Date(now.getTime() + link.days * 24 * 60 * 60 * 1000).toISOString(),
      createdByName: link.createdByName,
      createdAt: now.toISOString(),
      openCount: 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { link: toStatementLink(row), token };
}

/**
 * Opens a link: records the opening and answers the render it serves, or undefined when the
 * token names no link, or one expired or withdrawn (nothing is recorded then).
 */
export async function openStatementLink(
  db: Db,
  token: string,
  now: string = nowIso(),
): Promise<{ renderId: string; statementId: string } | undefined> {
  const row = await db
    .updateTable('capabilityStatementLinks')
    .set((eb) => ({
      firstOpenedAt: eb.fn.coalesce('firstOpenedAt', eb.val(now)),
      lastOpenedAt: now,
      openCount: eb('openCount', '+', 1),
    }))
    .where('tokenHash', '=', hashLinkToken(token))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['renderId', 'statementId'])
    .executeTakeFirst();
  return row;
}

/** Withdraws a link of the statement; undefined when it has no such link. */
export async function revokeStatementLink(
  db: Db,
  statementId: string,
  linkId: string,
): Promise<StatementLink | undefined> {
  const row = await db
    .updateTable('capabilityStatementLinks')
    .set((eb) => ({ revokedAt: eb.fn.coalesce('revokedAt', eb.val(nowIso())) }))
    .where('id', '=', linkId)
    .where('statementId', '=', statementId)
    .returningAll()
    .executeTakeFirst();
  return row ? toStatementLink(row) : undefined;
}

/** The statement's links, newest first (few: one per person a PDF was sent to). */
export async function listStatementLinks(db: Db, statementId: string): Promise<StatementLink[]> {
  const rows = await db
    .selectFrom('capabilityStatementLinks')
    .selectAll()
    .where('statementId', '=', statementId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toStatementLink);
}

/** Links expired before `before`, up to `limit` at a time (housekeeping). */
export async function deleteExpiredStatementLinks(db: Db, before: string, limit: number): Promise<number> {
  const ids = db
    .selectFrom('capabilityStatementLinks')
    .select('id')
    .where('expiresAt', '<', before)
    .orderBy('expiresAt')
    .limit(limit);
  const result = await db.deleteFrom('capabilityStatementLinks').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
