import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../../server/db/connection.ts';
import type { Database } from '../../../server/db/schema.ts';

// Rows go in as multi-row INSERTs through the app's own Kysely instance (its camelCase mapping,
// its dialects), as many rows a statement as the bound parameters allow (SQLite takes 32,766,
// PostgreSQL 65,535), one transaction per table, so a million rows take seconds, not hours.

const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * Inserts what `make(index)` returns for every index below `count`, in statements of as many
 * rows as fit, inside one transaction. `make` may return several rows (or none) for one index.
 */
export async function insertInBatches<Table extends keyof Database>(
  db: Db,
  table: Table,
  count: number,
  make: (index: number) => Insertable<Database[Table]> | Insertable<Database[Table]>[] | undefined,
): Promise<number> {
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    // Kysely cannot type an insert into a table chosen by a type parameter; the rows are typed above.
    const loose = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    let batch: Record<string, unknown>[] = [];
    let rowsPerStatement = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await loose.insertInto(table).values(batch).execute();
      inserted += batch.length;
      batch = [];
    };
    for (let index = 0; index < count; index += 1) {
      const made = make(index);
      if (made === undefined) continue;
      for (const row of Array.isArray(made) ? made : [made]) {
        rowsPerStatement ||= Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(row).length));
        batch.push(row as Record<string, unknown>);
        if (batch.length >= rowsPerStatement) await flush();
      }
    }
    await flush();
  });
  return inserted;
}
