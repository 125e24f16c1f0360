import type { Kysely } from 'kysely';
import type { ThrottleDecision, ThrottlePolicy } from '../auth/login-throttle.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

// Sign-in attempts are counted before the password is checked, and atomically: the row is
// locked by an upsert that always writes (PostgreSQL holds the row lock to the end of the
// transaction, across every instance; SQLite runs one writer at a time), read, decided on and
// written back in one transaction. Twenty attempts sent at once are counted one after another,
// so the sixth finds the account locked however the requests interleave.

/** Counts one attempt on `key` if `policy` allows it; answers the decision. */
export async function reserveAttempt(
  db: Kysely<Database>,
  key: string,
  policy: ThrottlePolicy,
  now: number = Date.now(),
): Promise<ThrottleDecision> {
  const nowIso = new Date(now).toISOString();
  return inTransaction(db, async (trx) => {
    const state = await trx
      .insertInto('loginThrottles')
      .values({ key, failures: 0, windowStartedAt: nowIso, blockedUntil: null, updatedAt: nowIso })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ key: (eb) => eb.ref('excluded.key') }))
      .returning(['failures', 'windowStartedAt', 'blockedUntil'])
      .executeTakeFirstOrThrow();
    const decision = policy({ ...state, failures: Number(state.failures) }, now);
    if (decision.isAllowed) {
      await trx
        .updateTable('loginThrottles')
        .set({ ...decision.next, updatedAt: nowIso })
        .where('key', '=', key)
        .execute();
    }
    return decision;
  });
}

/** Takes back one counted attempt (it turned out to be a sign-in), and lifts its wait. */
export async function releaseAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('loginThrottles')
    .set((eb) => ({
      failures: eb
        .case()
        .when('failures', '>', 0)
        .then(eb('failures', '-', 1))
        .else(0)
        .end(),
      blockedUntil: null,
    }))
    .where('key', '=', key)
    .execute();
}

/** Forgets every attempt on `key` (a successful sign-in to that account). */
export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('loginThrottles').where('key', '=', key).execute();
}

/**
 * Removes counts nobody has touched since `before` and that block nothing any more, so that a
 * stranger trying thousands of made-up addresses does not grow the table for ever; at most
 * `limit` of them (one housekeeping batch).
 */
export async function deleteStaleThrottles(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('loginThrottles')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('loginThrottles')
        .select('key')
        .where('updatedAt', '<', before)
        .where((inner) => inner.or([inner('blockedUntil', 'is', null), inner('blockedUntil', '<', before)]))
        .orderBy('updatedAt')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
