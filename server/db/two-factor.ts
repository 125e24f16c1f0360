import { type Kysely, sql } from 'kysely';
import type { StaffRole } from '../../domain/staff.ts';
import { newId, nowIso } from './ids.ts';
import { countPasskeys } from './passkeys.ts';
import type { Database } from './schema.ts';
import { readSignInPolicy } from './sign-in-policy.ts';
import { untrustStaffDevices } from './staff-devices.ts';
import { inTransaction } from './transaction.ts';

// Decision 027: a person's second factors as stored: the authenticator secret (pending while
// being set up, then confirmed) with the last time step accepted, and the one-time recovery
// codes (hashes only). Passkeys are their own table (another module writes them); here they only
// count as "has a second factor". Every "once only" rule is one conditional update, so two
// requests racing with the same code cannot both pass, on any instance.

export type TotpState = {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
};

export async function readTotpState(db: Kysely<Database>, userId: string): Promise<TotpState | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['totpSecret', 'totpPendingSecret', 'totpEnabledAt', 'totpLastStep'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: row.totpSecret,
    pendingSecret: row.totpPendingSecret,
    enabledAt: row.totpEnabledAt,
    lastStep: row.totpLastStep === null ? null : Number(row.totpLastStep),
  };
}

/** Keeps `secret` as the one being set up (a set-up started again replaces it). */
export async function savePendingTotpSecret(
  db: Kysely<Database>,
  userId: string,
  secret: string,
): Promise<void> {
  await db.updateTable('users').set({ totpPendingSecret: secret }).where('id', '=', userId).execute();
}

/** Confirms the pending secret (only if it is still `secret`), with the step its first code used. */
export async function confirmTotp(
  db: Kysely<Database>,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: nowIso(), totpLastStep: step })
    .where('id', '=', userId)
    .where('totpPendingSecret', '=', secret)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes time step `step` of the person's authenticator: true only if it is later than every step
 * accepted before (a code is never accepted twice, nor an older one after a newer).
 */
export async function takeTotpStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where('totpSecret', 'is not', null)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes the authenticator; with no passkey left the recovery codes go too, and remembered devices are forgotten. */
export async function removeTotp(db: Kysely<Database>, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', userId)
      .execute();
    if ((await countPasskeys(trx, userId)) === 0) {
      await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    }
    await untrustStaffDevices(trx, userId);
  });
}

/** An administrator's reset: authenticator, recovery codes, passkeys and remembered devices gone. */
export async function resetTwoFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await trx.deleteFrom('passkeys').where('userId', '=', userId).execute();
    await untrustStaffDevices(trx, userId);
  });
}

/** A new set of recovery codes (their hashes) in place of the old. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  codeHashes: readonly string[],
): Promise<void> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await trx
      .insertInto('recoveryCodes')
      .values(codeHashes.map((codeHash) => ({ id: newId(), userId, codeHash, usedAt: null, createdAt: now })))
      .execute();
  });
}

/** Spends the recovery code hashing to `codeHash`: true only the first time. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: nowIso() })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countRecoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The remembered devices of a person still trusted at `now`. */
export async function countRememberedDevices(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('staffDevices')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .where('trustedUntil', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The second factors a person can sign in with after their password. */
export type SecondFactors = { totp: boolean; passkeys: number; recoveryCodesLeft: number };

export async function readSecondFactors(db: Kysely<Database>, userId: string): Promise<SecondFactors> {
  const [state, passkeys, recoveryCodesLeft] = await Promise.all([
    readTotpState(db, userId),
    countPasskeys(db, userId),
    countRecoveryCodesLeft(db, userId),
  ]);
  return { totp: Boolean(state?.secret), passkeys, recoveryCodesLeft };
}

/** Whether a person has a second factor: an authenticator, or any passkey. */
export async function hasSecondFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const factors = await readSecondFactors(db, userId);
  return factors.totp || factors.passkeys > 0;
}

/**
 * The SQL for "this user has a second factor" over the `users` row of a query, so a session's
 * lookup learns it in the same query (server/db/sessions.ts, the staff list).
 */
export const HAS_SECOND_FACTOR_SQL = sql<number>`(case when ${sql.ref('users.totpSecret')} is not null or exists (select 1 from ${sql.table('passkeys')} where ${sql.ref('passkeys.userId')} = ${sql.ref('users.id')}) then 1 else 0 end)`;

/** Whether the policy makes a person of `role` without a second factor set one up first. */
export async function mustSetUpTwoFactor(
  db: Kysely<Database>,
  user: { _id: string; role: StaffRole },
): Promise<boolean> {
  const policy = await readSignInPolicy(db);
  if (!policy.twoFactorRoles.includes(user.role)) return false;
  return !(await hasSecondFactor(db, user._id));
}
