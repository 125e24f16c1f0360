import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

// Decision 029: one secret salt per UK calendar day, in insight_salts so that every instance
// sharing the database hashes a visitor alike. The first instance to need a day's salt makes it
// (insert if absent), and every instance reads back the one that was kept. Once a day is over its
// salt is deleted (here, when the first event of a new day loads that day's, and by the hourly
// housekeeping), so nobody, us included, can work a hash out again.

export type DaySalts = {
  /**
   * The day's salt (hex): from memory for today's (and, for an event caught at midnight,
   * yesterday's); read or made otherwise. Undefined for an older day: its salt is gone.
   */
  saltOf: (day: string) => string | Promise<string> | undefined;
};

/** The salt of `day`, made if no instance has made it yet. */
export async function loadDaySalt(db: Db, day: string): Promise<string> {
  await db
    .insertInto('insightSalts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('insightSalts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Deletes the salts of days before `today` (there are at most a few); answers how many. */
export async function deletePastSalts(db: Db, today: string): Promise<number> {
  const result = await db.deleteFrom('insightSalts').where('day', '<', today).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The process's salts: only the latest day's is kept in memory, and loading a newer day's deletes
 * the past days' from the database.
 */
export function createDaySalts(db: Db, onPastSaltsError: (error: unknown) => void): DaySalts {
  let day = '';
  let salt: string | Promise<string> = '';
  let previous: { day: string; salt: string | Promise<string> } | undefined;
  return {
    saltOf: (wanted) => {
      if (wanted === day) return salt;
      if (wanted < day) return wanted === previous?.day ? previous.salt : undefined;
      if (day !== '') previous = { day, salt };
      day = wanted;
      const loading = loadDaySalt(db, wanted).then(
        (loaded) => {
          if (day === wanted) salt = loaded;
          deletePastSalts(db, wanted).catch(onPastSaltsError);
          return loaded;
        },
        (error: unknown) => {
          // Asked again on the next event rather than failing every event of the day.
          if (day === wanted) day = '';
          throw error;
        },
      );
      salt = loading;
      return loading;
    },
  };
}
