import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

// The public content's version (decision 014), one row in content_version.

export async function readContentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('contentVersion').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? 0);
}

/** Raises the version by one, atomically on every dialect; answers the new version. */
export async function raiseContentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .updateTable('contentVersion')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirst();
  return String(row?.version ?? 0);
}
