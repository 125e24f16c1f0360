import type { Kysely } from 'kysely';
import { nowIso } from './ids.ts';
import type { Database } from './schema.ts';

// Decision 027: a forgotten password's link sets the new one only while the account still has
// the password the link was made for, in one conditional update: two uses of one link, at once on
// two instances, set it once, and the second finds the hash changed.

/** Sets `newHash` if the account's hash is still `expectedHash`; answers whether it did. */
export async function replacePasswordHash(
  db: Kysely<Database>,
  userId: string,
  expectedHash: string,
  newHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ passwordHash: newHash, mustChangePassword: 0, updatedAt: nowIso() })
    .where('id', '=', userId)
    .where('passwordHash', '=', expectedHash)
    .where('isDisabled', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
