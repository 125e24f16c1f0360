import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// One statement per hit: the upsert counts the hit and starts a new window when the old one has
// ended, atomically (PostgreSQL locks the row for the statement, on every instance; SQLite has
// one writer), so twenty requests at once, on one instance or spread over several, are counted
// twenty times.

/** Counts one hit on `key`; answers the count in the current window and when that window ends. */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number = Date.now(),
): Promise<{ count: number; resetAt: string }> {
  const nowIso = new Date(now).toISOString();
  const nextResetIso = new Date(now + windowMs).toISOString();
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt: nextResetIso })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const hasEnded = eb('rateLimits.resetAt', '<=', nowIso);
        return {
          count: eb
            .case()
            .when(hasEnded)
            .then(1)
            .else(eb('rateLimits.count', '+', 1))
            .end(),
          resetAt: eb.case().when(hasEnded).then(nextResetIso).else(eb.ref('rateLimits.resetAt')).end(),
        };
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.resetAt };
}

/**
 * Removes at most `limit` windows that ended before `before` (one housekeeping batch); they count
 * for nothing any more.
 */
export async function deleteEndedRateLimits(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('rateLimits')
    .where('key', 'in', (eb) =>
      eb.selectFrom('rateLimits').select('key').where('resetAt', '<', before).orderBy('resetAt').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
