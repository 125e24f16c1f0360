import type { Kysely } from 'kysely';
import type { SignInMethod } from '../../domain/sign-in.ts';
import type { SecondFactorMethod } from '../../domain/two-factor.ts';
import type { Database } from '../db/schema.ts';
import { findStaffDevice } from '../db/staff-devices.ts';
import { readSecondFactors, readTotpState, spendRecoveryCode, takeTotpStep } from '../db/two-factor.ts';
import { hashRecoveryCode, isRecoveryCodeShaped } from './recovery-codes.ts';
import { hashSessionToken } from './tokens.ts';
import { isTotpShaped, matchTotpStep } from './totp.ts';

// Decision 027: the second step of a password sign-in. Which second factors an account can
// finish it with, whether this browser is a remembered device, and whether a typed code is
// right (an authenticator code of a step not used before, or an unspent recovery code; either is
// taken by one conditional update, so the same code sent twice at once passes once).

/** The second factors `userId` can finish a password sign-in with; empty when they have none. */
export async function secondFactorMethods(
  db: Kysely<Database>,
  userId: string,
): Promise<SecondFactorMethod[]> {
  const factors = await readSecondFactors(db, userId);
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('totp');
  if ((factors.totp || factors.passkeys > 0) && factors.recoveryCodesLeft > 0) methods.push('recovery-code');
  if (factors.passkeys > 0) methods.push('passkey');
  return methods;
}

/** Whether `deviceToken` names a device of `userId` that was remembered and still is at `now`. */
export async function isRememberedDevice(
  db: Kysely<Database>,
  userId: string,
  deviceToken: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 200) return false;
  const device = await findStaffDevice(db, userId, hashSessionToken(deviceToken));
  return device?.trustedUntil != null && Date.parse(device.trustedUntil) > now.getTime();
}

/** The sign-in method a right `code` makes, or null when the code is not right (or already used). */
export async function checkSecondFactorCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: number = Date.now(),
): Promise<Extract<SignInMethod, 'password+totp' | 'password+recovery-code'> | null> {
  if (isTotpShaped(code)) {
    const state = await readTotpState(db, userId);
    if (!state?.secret) return null;
    const step = matchTotpStep(state.secret, code, now);
    if (step === null) return null;
    return (await takeTotpStep(db, userId, step)) ? 'password+totp' : null;
  }
  if (isRecoveryCodeShaped(code)) {
    const hash = hashRecoveryCode(code);
    if (hash === null) return null;
    return (await spendRecoveryCode(db, userId, hash)) ? 'password+recovery-code' : null;
  }
  return null;
}
