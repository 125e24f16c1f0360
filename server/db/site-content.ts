import type { Selectable } from 'kysely';
import type { PublishingStatus } from '../../domain/publishing.ts';
import type { SiteContentKey } from '../../domain/site-content.ts';
import type { Db } from './connection.ts';
import { nowIso } from './ids.ts';
import type { SiteContentTable } from './schema.ts';

// site_content (decision 025): one row per section of the site's changing copy, `id` the
// section's key, `value` its whole value as JSON text (checked by domain/site-content.ts on
// every write, so it is read back as it was written).

/** A section's row as the publishing mechanism sees a record: `_id` is the key. */
export type SiteContentRecord = {
  _id: SiteContentKey;
  value: unknown;
  createdAt: string;
  updatedAt: string;
};

/** What the public pages read: a published section's value and when its row last changed. */
export type PublishedSiteContentRow = {
  key: string;
  value: unknown;
  updatedAt: string;
  /** When the section was last published (its newest published version), null before any. */
  lastPublishedAt: string | null;
};

/** A section to store when it has no row (the sample content, or a first write). */
export type NewSiteContentRow = {
  key: SiteContentKey;
  value: unknown;
  status: PublishingStatus;
  updatedAt?: string;
};

/** A value that cannot be read (damaged by hand) reads as undefined: the caller falls back. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toRecord(row: Pick<Selectable<SiteContentTable>, 'id' | 'value' | 'createdAt' | 'updatedAt'>) {
  return {
    _id: row.id as SiteContentKey,
    value: parseValue(row.value),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } satisfies SiteContentRecord;
}

/** The section's row whatever its status, undefined when it has none. */
export async function getSiteContent(db: Db, key: SiteContentKey): Promise<SiteContentRecord | undefined> {
  const row = await db
    .selectFrom('siteContent')
    .select(['id', 'value', 'createdAt', 'updatedAt'])
    .where('id', '=', key)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Every stored section, whatever its status (staff's list). */
export async function listSiteContent(db: Db): Promise<SiteContentRecord[]> {
  const rows = await db
    .selectFrom('siteContent')
    .select(['id', 'value', 'createdAt', 'updatedAt'])
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** Makes the row hold `value` (the type's apply, inside the caller's transaction). */
export async function updateSiteContentValue(
  db: Db,
  key: SiteContentKey,
  value: unknown,
): Promise<SiteContentRecord | undefined> {
  await db
    .updateTable('siteContent')
    .set({ value: JSON.stringify(value), updatedAt: nowIso() })
    .where('id', '=', key)
    .execute();
  return getSiteContent(db, key);
}

/** Stores each section that has no row yet; a section that has one is left as it is. */
export async function insertMissingSiteContent(db: Db, rows: readonly NewSiteContentRow[]): Promise<void> {
  const now = nowIso();
  for (const row of rows) {
    await db
      .insertInto('siteContent')
      .values({
        id: row.key,
        value: JSON.stringify(row.value),
        status: row.status,
        publishAt: null,
        unpublishAt: null,
        createdAt: row.updatedAt ?? now,
        updatedAt: row.updatedAt ?? now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

/**
 * The published sections in one query, each with when it was last published (a correlated
 * look-up on record_versions' (entity_type, entity_id, number) index: a few rows per section).
 */
export async function publishedSiteContentRows(
  db: Db,
  entityType: string,
): Promise<PublishedSiteContentRow[]> {
  const rows = await db
    .selectFrom('siteContent')
    .select((eb) => [
      'siteContent.id',
      'siteContent.value',
      'siteContent.updatedAt',
      eb
        .selectFrom('recordVersions')
        .select((inner) => inner.fn.max('recordVersions.createdAt').as('at'))
        .where('recordVersions.entityType', '=', entityType)
        .whereRef('recordVersions.entityId', '=', 'siteContent.id')
        .where('recordVersions.status', '=', 'published')
        .as('lastPublishedAt'),
    ])
    .where('siteContent.status', '=', 'published')
    .execute();
  return rows.map((row) => ({
    key: row.id,
    value: parseValue(row.value),
    updatedAt: row.updatedAt,
    lastPublishedAt: row.lastPublishedAt ?? null,
  }));
}
