import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { inTransaction } from '../../server/db/transaction.ts';

// Decision 027, `npm run admin:reset-password --remove-two-factor`: the account's authenticator
// (confirmed and pending), recovery codes and passkeys removed and its remembered devices
// forgotten, in one transaction.
// INTEGRATOR: if the two-factor branch has one function for this (DELETE /users/{id}/two-factor),
// call that instead and remove this file.

export async function removeSecondFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await trx.deleteFrom('passkeys').where('userId', '=', userId).execute();
    await trx.updateTable('staffDevices').set({ trustedUntil: null }).where('userId', '=', userId).execute();
  });
}
