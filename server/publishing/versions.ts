import type { PublishingStatus, VersionSummary } from '../../domain/publishing.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { normalisePage, type PageOf, type PageRequest } from '../db/pagination.ts';
import type { AnyContentType } from './content-types.ts';
import type { Actor } from './drafts.ts';

// record_versions (decision 024): the record's document as each publish or restore left it,
// numbered from 1 per record. The unique (type, id, number) index stops two writers numbering
// two versions alike.

export type Version = VersionSummary & { document: object };

/** Keeps `document` as the record's next version. */
export async function keepVersion(
  db: Db,
  type: AnyContentType,
  id: string,
  version: { status: PublishingStatus; document: object; actor: Actor; createdAt?: string },
): Promise<void> {
  const last = await db
    .selectFrom('recordVersions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .executeTakeFirst();
  await db
    .insertInto('recordVersions')
    .values({
      id: newId(),
      entityType: type.name,
      entityId: id,
      number: Number(last?.number ?? 0) + 1,
      status: version.status,
      document: JSON.stringify(version.document),
      actorId: version.actor.id,
      actorEmail: version.actor.email,
      createdAt: version.createdAt ?? nowIso(),
    })
    .execute();
}

export async function hasVersions(db: Db, type: AnyContentType, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('recordVersions')
    .select('id')
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function toStatus(value: string): PublishingStatus {
  return value === 'draft' ? 'draft' : 'published';
}

/** One page of the record's versions, newest first. */
export async function listVersions(
  db: Db,
  type: AnyContentType,
  id: string,
  window: PageRequest,
): Promise<PageOf<VersionSummary>> {
  const { offset, limit } = normalisePage(window);
  const query = db
    .selectFrom('recordVersions')
    .where('entityType', '=', type.name)
    .where('entityId', '=', id);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'number', 'createdAt', 'actorEmail', 'status'])
      .orderBy('number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, number: Number(row.number), status: toStatus(row.status) })),
    total: Number(count.count),
  };
}

export async function readVersion(
  db: Db,
  type: AnyContentType,
  id: string,
  versionId: string,
): Promise<Version | undefined> {
  const row = await db
    .selectFrom('recordVersions')
    .select(['id', 'number', 'createdAt', 'actorEmail', 'status', 'document'])
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    number: Number(row.number),
    status: toStatus(row.status),
    document: JSON.parse(row.document) as object,
  };
}

/** Versions go with their record (decision 024). */
export async function deleteVersions(db: Db, type: AnyContentType, id: string): Promise<void> {
  await db
    .deleteFrom('recordVersions')
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .execute();
}

/** Every document the record's versions keep (for the files they use). */
export async function versionDocuments(db: Db, type: AnyContentType, id: string): Promise<object[]> {
  const rows = await db
    .selectFrom('recordVersions')
    .select('document')
    .where('entityType', '=', type.name)
    .where('entityId', '=', id)
    .execute();
  return rows.map((row) => JSON.parse(row.document) as object);
}
