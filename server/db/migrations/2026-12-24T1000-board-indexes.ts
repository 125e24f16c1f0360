import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> and free of app imports.
//
// Decision 026: a job's pipeline board reads the applications of one position, counted by status
// and a column at a time. applications had indexes on status and on country alone, none on the
// position: without this one the board reads every application for each column.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('applications_position_status')
    .on('applications')
    .columns(['position', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_position_status').execute();
}
