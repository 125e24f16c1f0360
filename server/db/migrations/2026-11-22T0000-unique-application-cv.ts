import type { Kysely } from 'kysely';

// One CV file belongs to one application: two simultaneous submissions with the same cvUrl
// must not both succeed (the check-then-insert in the route cannot guarantee it alone).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('applications_cv_url_unique')
    .on('applications')
    .column('cv_url')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_cv_url_unique').execute();
}
