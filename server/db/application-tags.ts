import type { Kysely } from 'kysely';
import { type TagCount, tagKey } from '../../domain/application-tags.ts';
import { nowIso } from './ids.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

// Decision 026: an application's free tags (application_tags, deleted with their application by
// the foreign key). The primary key (application_id, tag_key) reads one application's tags; the
// index (tag_key, application_id) serves the filter and the counts.

// ours: the tag filter's suggestions and the board's cards need the common tags, not every one.
export const TAG_COUNTS_LIMIT = 200;

/** Tags in the order they are shown: alphabetically, ignoring case and accents. */
function sortTags(tags: readonly string[]): string[] {
  return [...tags].sort((a, b) => (tagKey(a) < tagKey(b) ? -1 : tagKey(a) > tagKey(b) ? 1 : 0));
}

/**
 * Replaces the application's tags with `tags` (already cleaned and distinct by key: domain
 * applicationTagsSchema), keeping each kept tag's first-added time; answers them as listed (alphabetically). Undefined when there is no
 * such application.
 */
export async function setApplicationTags(
  db: Kysely<Database>,
  applicationId: string,
  tags: readonly string[],
): Promise<string[] | undefined> {
  return inTransaction(db, async (trx) => {
    // The row is locked (an update that changes nothing) so a delete cannot slip in between.
    const application = await trx
      .updateTable('applications')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', applicationId)
      .returning('id')
      .executeTakeFirst();
    if (!application) return undefined;
    const keys = tags.map(tagKey);
    let removal = trx.deleteFrom('applicationTags').where('applicationId', '=', applicationId);
    if (keys.length > 0) removal = removal.where('tagKey', 'not in', keys);
    await removal.execute();
    if (tags.length > 0) {
      const now = nowIso();
      await trx
        .insertInto('applicationTags')
        .values(tags.map((tag) => ({ applicationId, tag, tagKey: tagKey(tag), createdAt: now })))
        // A tag kept under another spelling ("compex" for "CompEx") is shown as now typed.
        .onConflict((oc) =>
          oc.columns(['applicationId', 'tagKey']).doUpdateSet((eb) => ({ tag: eb.ref('excluded.tag') })),
        )
        .execute();
    }
    return sortTags(tags);
  });
}

/** Each application's tags, alphabetically (by folded key), for a page of ids in one query. */
export async function listTagsOf(
  db: Kysely<Database>,
  applicationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>();
  if (applicationIds.length === 0) return tags;
  const rows = await db
    .selectFrom('applicationTags')
    .select(['applicationId', 'tag'])
    .where('applicationId', 'in', applicationIds)
    .orderBy('applicationId')
    .orderBy('tagKey')
    .execute();
  for (const row of rows) tags.set(row.applicationId, [...(tags.get(row.applicationId) ?? []), row.tag]);
  return tags;
}

export async function listApplicationTags(db: Kysely<Database>, applicationId: string): Promise<string[]> {
  return (await listTagsOf(db, [applicationId])).get(applicationId) ?? [];
}

/**
 * The tags in use, most used first (then alphabetically). Applications may spell one tag
 * differently ("CompEx", "COMPEX"); one spelling stands for all (the greatest, so it is stable).
 * One grouped read of the (tag_key, application_id) index.
 */
export async function countTags(db: Kysely<Database>, limit = TAG_COUNTS_LIMIT): Promise<TagCount[]> {
  const rows = await db
    .selectFrom('applicationTags')
    .select((eb) => [
      'tagKey',
      eb.fn.countAll<number | string | bigint>().as('count'),
      eb.fn.max('tag').as('tag'),
    ])
    .groupBy('tagKey')
    .orderBy('count', 'desc')
    .orderBy('tagKey')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}
