import type { Kysely, Selectable } from 'kysely';
import { assetUrlFor, builtInName, type MediaAsset, type MediaUpdate } from '../../domain/media.ts';
import { searchFold } from './application-keys.ts';
import { newId, nowIso } from './ids.ts';
import { type PageTotal, readPageIds } from './pagination.ts';
import type { Database, MediaAssetTable } from './schema.ts';
import { containsAny, isIndexedSearch } from './text-search.ts';

// The media library's rows (decision 025, migration 2026-12-17T0900). An asset is named by the
// URL records use for it; its search text is alt, credit and file name folded as the staff
// searches fold them (decision 020), one per line so a search never matches across two.

type Db = Kysely<Database>;

export type NewMediaAsset = {
  url: string;
  fileName: string;
  alt?: string;
  credit?: string;
  width?: number | null;
  height?: number | null;
  bytes?: number | null;
  createdByEmail: string;
};

function searchText(row: { alt: string; credit: string; fileName: string }): string {
  return [row.alt, row.credit, row.fileName].map(searchFold).join('\n');
}

export function toMediaAsset(row: Selectable<MediaAssetTable>): MediaAsset {
  return {
    _id: row.id,
    url: row.url,
    fileName: row.fileName,
    alt: row.alt,
    credit: row.credit,
    focalX: Number(row.focalX),
    focalY: Number(row.focalY),
    width: row.width ?? 0,
    height: row.height ?? 0,
    bytes: row.bytes === null ? null : Number(row.bytes),
    isBuiltIn: builtInName(row.url) !== undefined,
    createdAt: row.createdAt,
    createdByEmail: row.createdByEmail,
  };
}

/**
 * Registers the picture at `input.url` (a built-in one under its largest copy) unless the
 * library has it already, and answers its asset. Registering twice (two saves naming one
 * picture, two instances) leaves one row: the URL is unique, and the insert does nothing on it.
 */
export async function registerAsset(db: Db, input: NewMediaAsset): Promise<MediaAsset> {
  const url = assetUrlFor(input.url);
  const existing = await getAssetByUrl(db, url);
  if (existing) return existing;
  const row = {
    id: newId(),
    url,
    fileName: input.fileName.slice(0, 200),
    alt: input.alt?.trim() ?? '',
    credit: input.credit?.trim() ?? '',
    focalX: 0.5,
    focalY: 0.5,
    width: input.width ?? null,
    height: input.height ?? null,
    bytes: input.bytes ?? null,
    createdAt: nowIso(),
    createdByEmail: input.createdByEmail,
  };
  await db
    .insertInto('mediaAssets')
    .values({ ...row, searchText: searchText(row) })
    .onConflict((conflict) => conflict.column('url').doNothing())
    .execute();
  const stored = await getAssetByUrl(db, url);
  if (!stored) throw new Error(`the media asset for ${url} was not stored`);
  return stored;
}

export async function getAsset(db: Db, id: string): Promise<MediaAsset | undefined> {
  const row = await db.selectFrom('mediaAssets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMediaAsset(row) : undefined;
}

/** The asset a record's picture URL stands for (a built-in picture at any width). */
export async function getAssetByUrl(db: Db, url: string): Promise<MediaAsset | undefined> {
  const row = await db
    .selectFrom('mediaAssets')
    .selectAll()
    .where('url', '=', assetUrlFor(url))
    .executeTakeFirst();
  return row ? toMediaAsset(row) : undefined;
}

/**
 * A page of the library, newest first through (created_at, id); `search` is a substring of the
 * alt text, credit or file name, found through the search index (db/text-search.ts).
 */
export async function listAssets(
  db: Db,
  request: { search?: string; page: number; limit: number },
): Promise<PageTotal & { assets: MediaAsset[] }> {
  let query = db.selectFrom('mediaAssets');
  const text = request.search === undefined ? '' : searchFold(request.search);
  const terms = text === '' ? [] : [{ column: 'search_text', text }];
  if (terms.length > 0) query = query.where(() => containsAny(db, 'media_assets', terms));
  const { ids, ...counted } = await readPageIds(
    db,
    query,
    query.select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc'),
    request,
    { isTextSearch: isIndexedSearch(terms) },
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('mediaAssets')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return { assets: rows.map(toMediaAsset), ...counted };
}

export async function updateAsset(db: Db, id: string, change: MediaUpdate): Promise<MediaAsset | undefined> {
  const current = await db.selectFrom('mediaAssets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) return undefined;
  const next = {
    alt: change.alt ?? current.alt,
    credit: change.credit ?? current.credit,
    focalX: change.focalX ?? current.focalX,
    focalY: change.focalY ?? current.focalY,
  };
  await db
    .updateTable('mediaAssets')
    .set({ ...next, searchText: searchText({ ...next, fileName: current.fileName }) })
    .where('id', '=', id)
    .execute();
  return getAsset(db, id);
}

/** Deletes the asset's row; answers the row as it was, undefined when there was none. */
export async function deleteAsset(db: Db, id: string): Promise<MediaAsset | undefined> {
  const row = await db.deleteFrom('mediaAssets').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toMediaAsset(row) : undefined;
}

/** Whether any asset is the picture at `url` (the file retention of publishing/files.ts asks). */
export async function isAssetUrl(db: Db, url: string): Promise<boolean> {
  const row = await db.selectFrom('mediaAssets').select('id').where('url', '=', url).executeTakeFirst();
  return row !== undefined;
}

/** Sets the size of an asset registered without one (db/media sizes are filled in afterwards). */
export async function setAssetSize(
  db: Db,
  id: string,
  size: { width: number; height: number; bytes?: number | null },
): Promise<void> {
  await db
    .updateTable('mediaAssets')
    .set({ width: size.width, height: size.height, ...(size.bytes != null ? { bytes: size.bytes } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Assets whose height is not known yet, oldest first, at most `limit`. */
export async function assetsWithoutSize(db: Db, limit: number): Promise<MediaAsset[]> {
  const rows = await db
    .selectFrom('mediaAssets')
    .selectAll()
    .where('height', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toMediaAsset);
}

/**
 * The focal point of each picture among `urls` that the library holds, keyed by the URL as
 * given (a built-in picture at any width finds its asset). Pictures without an asset are left
 * out: a page then centres them.
 */
export async function focalPoints(
  db: Db,
  urls: Iterable<string>,
): Promise<Map<string, { x: number; y: number }>> {
  const given = [...new Set(urls)];
  const points = new Map<string, { x: number; y: number }>();
  if (given.length === 0) return points;
  const assetUrls = [...new Set(given.map(assetUrlFor))];
  const byAssetUrl = new Map<string, { x: number; y: number }>();
  for (let start = 0; start < assetUrls.length; start += 500) {
    const rows = await db
      .selectFrom('mediaAssets')
      .select(['url', 'focalX', 'focalY'])
      .where('url', 'in', assetUrls.slice(start, start + 500))
      .execute();
    for (const row of rows) byAssetUrl.set(row.url, { x: Number(row.focalX), y: Number(row.focalY) });
  }
  for (const url of given) {
    const point = byAssetUrl.get(assetUrlFor(url));
    if (point) points.set(url, point);
  }
  return points;
}
