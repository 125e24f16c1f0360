import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';
import type { AnyContentType } from './content-types.ts';

// record_drafts (decision 024): a published record's pending next version, one per record. The
// public keeps seeing the row until the draft is published.

/** Who did something: a member of staff, or `system` / `schedule` with no id. */
export type Actor = { id: string | null; email: string };

export type StoredDraft = { document: object; updatedAt: string; updatedByEmail: string };

export async function readDraft(db: Db, type: AnyContentType, id: string): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom('recordDrafts')
    .select(['document', 'updatedAt', 'updatedByEmail'])
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    document: JSON.parse(row.document) as object,
    updatedAt: row.updatedAt,
    updatedByEmail: row.updatedByEmail,
  };
}

/** Stores `document` as the record's draft, replacing any it had. */
export async function saveDraft(
  db: Db,
  type: AnyContentType,
  id: string,
  document: object,
  actor: Actor,
): Promise<void> {
  const values = {
    document: JSON.stringify(document),
    updatedById: actor.id,
    updatedByEmail: actor.email,
    updatedAt: nowIso(),
  };
  await db
    .insertInto('recordDrafts')
    .values({ entityType: type.name, entityId: id, ...values })
    .onConflict((conflict) => conflict.columns(['entityType', 'entityId']).doUpdateSet(values))
    .execute();
}

/** Deletes the record's draft; answers whether there was one. */
export async function deleteDraft(db: Db, type: AnyContentType, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recordDrafts')
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The ids among `ids` that have a draft. */
export async function idsWithDrafts(
  db: Db,
  type: AnyContentType,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('recordDrafts')
    .select('entityId')
    .where('entityType', '=', type.name)
    .where('entityId', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.entityId));
}
