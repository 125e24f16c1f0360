import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 026: the tag filter's suggestions count the applications of each tag and name each
// tag by one of its spellings (max(tag) grouped by tag_key). The (tag_key, application_id) index
// has no spelling, so the count read every row of application_tags as well (decision 021: 37 ms
// at 55,000 tags on SQLite); with the spelling in an index the count reads that index alone.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('application_tags_key_tag')
    .on('application_tags')
    .columns(['tag_key', 'tag'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('application_tags_key_tag').execute();
}
