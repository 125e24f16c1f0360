import type { Kysely, Selectable } from 'kysely';
import { newId, nowIso } from './ids.ts';
import type { Database, StoredFileTable } from './schema.ts';

// DESIGN.md: an application's cvUrl must name a CV this server stored; this table is the record
// of what the file store holds, and whether a file is public media or a private CV.

export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

export const FILE_KINDS = ['cv', 'job-pdf', 'image', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type StoredFile = {
  id: string;
  /** Path inside the file store, e.g. "private/cv/3f2a....pdf". */
  key: string;
  visibility: FileVisibility;
  kind: FileKind;
  contentType: string;
  size: number;
  originalName: string;
  createdAt: string;
};

export type NewStoredFile = Omit<StoredFile, 'id' | 'createdAt'>;

export function toStoredFile(row: Selectable<StoredFileTable>): StoredFile {
  return {
    id: row.id,
    key: row.key,
    // An unknown value reads as the safer choice: private, and not an image to be served inline.
    visibility: FILE_VISIBILITIES.find((v) => v === row.visibility) ?? 'private',
    kind: FILE_KINDS.find((k) => k === row.kind) ?? 'document',
    contentType: row.contentType,
    size: Number(row.size),
    originalName: row.originalName,
    createdAt: row.createdAt,
  };
}

export async function recordStoredFile(db: Kysely<Database>, input: NewStoredFile): Promise<StoredFile> {
  const row = await db
    .insertInto('storedFiles')
    .values({
      id: newId(),
      key: input.key,
      visibility: input.visibility,
      kind: input.kind,
      contentType: input.contentType,
      size: input.size,
      originalName: input.originalName,
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStoredFile(row);
}

export async function findStoredFileByKey(
  db: Kysely<Database>,
  key: string,
): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('storedFiles').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? toStoredFile(row) : undefined;
}

export async function deleteStoredFile(db: Kysely<Database>, key: string): Promise<boolean> {
  const result = await db.deleteFrom('storedFiles').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes the records of these keys in one statement (their files are already gone). */
export async function deleteStoredFiles(db: Kysely<Database>, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db.deleteFrom('storedFiles').where('key', 'in', keys).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The next `limit` CVs stored before `before`, in key order after `afterKey` (a keyset walk: each
 * batch one short query, and a CV that stays is never read twice in one sweep).
 */
export async function listCvKeysStoredBefore(
  db: Kysely<Database>,
  before: string,
  afterKey: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('storedFiles')
    .select('key')
    .where('kind', '=', 'cv')
    .where('createdAt', '<', before)
    .where('key', '>', afterKey)
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}
