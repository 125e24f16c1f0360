import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// Data-access functions take either the database or a caller's transaction. Kysely cannot open a
// transaction inside a transaction, so a multi-statement write joins the caller's one if given.
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
