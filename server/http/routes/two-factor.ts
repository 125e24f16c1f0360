import type { Context } from 'hono';
import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { passwordConfirmSchema, type TwoFactorStatus, totpEnableSchema } from '../../../domain/two-factor.ts';
import {
  accountKey,
  accountLockedMessage,
  accountLockPolicy,
  retryAfterSeconds,
} from '../../auth/login-throttle.ts';
import { verifyPassword } from '../../auth/password.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../auth/recovery-codes.ts';
import { matchTotpStep, newTotpSecret, qrCodeSvg, totpUrl } from '../../auth/totp.ts';
import { clearAttempts, reserveAttempt } from '../../db/login-throttles.ts';
import { countPasskeys } from '../../db/passkeys.ts';
import { readSignInPolicy } from '../../db/sign-in-policy.ts';
import {
  confirmTotp,
  countRecoveryCodesLeft,
  countRememberedDevices,
  readTotpState,
  removeTotp,
  replaceRecoveryCodes,
  savePendingTotpSecret,
} from '../../db/two-factor.ts';
import { findUserWithSecret, toAdminUser } from '../../db/users.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { ignoredBody } from '../ignored-body.ts';
import { readJson } from '../request-body.ts';

// Decision 027: one's own second factors, under /api/auth. Setting up an authenticator
// (POST /totp/setup keeps a pending secret and answers it with its QR code; POST /totp/enable
// confirms it with a code and answers ten recovery codes, shown once), removing it and renewing
// the recovery codes (both ask for the password again: a borrowed session cannot do either), and
// what is set up (GET /two-factor). The set-up routes stay open to a person the sign-in policy
// makes set one up before anything else.

const m = MESSAGES.twoFactor;
const setUpRoute = requireStaff('anyone', { allowTwoFactorSetup: true });
const ownRoute = requireStaff('anyone');

/**
 * Checks the caller's password, counted on their account's sign-in lock like a sign-in (so a
 * borrowed session cannot guess it here either).
 */
async function confirmPassword(c: Context<AppEnv>, password: string): Promise<void> {
  const { db } = c.var.services;
  const now = Date.now();
  const account = accountKey(c.var.admin.email);
  const lock = await reserveAttempt(db, account, accountLockPolicy, now);
  if (!lock.isAllowed) {
    throw new AppError('TOO_MANY_REQUESTS', accountLockedMessage(lock.retryAt, now), {
      headers: { 'Retry-After': String(retryAfterSeconds(lock.retryAt, now)) },
    });
  }
  const user = await findUserWithSecret(db, c.var.admin._id);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw new AppError('VALIDATION', m.passwordWrong, { errors: { password: m.passwordWrong } });
  }
  await clearAttempts(db, account);
}

/** A new set of recovery codes for the caller, stored as hashes; the codes themselves answered once. */
async function renewRecoveryCodes(c: Context<AppEnv>): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    c.var.services.db,
    c.var.admin._id,
    codes.map((code) => hashRecoveryCode(code) ?? ''),
  );
  return codes;
}

export function twoFactorRoutes() {
  return new Hono<AppEnv>()
    .get('/two-factor', setUpRoute, async (c) => {
      const { db } = c.var.services;
      const userId = c.var.admin._id;
      const [state, recoveryCodesLeft, passkeyCount, rememberedDevices, policy] = await Promise.all([
        readTotpState(db, userId),
        countRecoveryCodesLeft(db, userId),
        countPasskeys(db, userId),
        countRememberedDevices(db, userId, new Date().toISOString()),
        readSignInPolicy(db),
      ]);
      const twoFactor: TwoFactorStatus = {
        totp: { enabled: Boolean(state?.secret), enabledAt: state?.enabledAt ?? null },
        recoveryCodesLeft,
        passkeyCount,
        required: policy.twoFactorRoles.includes(c.var.admin.role),
        rememberedDevices,
      };
      return c.json({ success: true, data: { twoFactor } });
    })
    .post('/totp/setup', setUpRoute, ignoredBody, async (c) => {
      const { db } = c.var.services;
      const state = await readTotpState(db, c.var.admin._id);
      if (state?.secret) throw new AppError('CONFLICT', m.alreadyOn);
      const secret = newTotpSecret();
      await savePendingTotpSecret(db, c.var.admin._id, secret);
      const otpauthUrl = totpUrl(secret, c.var.admin.email);
      return c.json({ success: true, data: { secret, otpauthUrl, qrSvg: await qrCodeSvg(otpauthUrl) } });
    })
    .post('/totp/enable', setUpRoute, async (c) => {
      const { code } = await readJson(c, totpEnableSchema);
      const { db } = c.var.services;
      const userId = c.var.admin._id;
      const state = await readTotpState(db, userId);
      if (state?.secret) throw new AppError('CONFLICT', m.alreadyOn);
      if (!state?.pendingSecret) throw new AppError('CONFLICT', m.noSetupPending);
      const step = matchTotpStep(state.pendingSecret, code);
      if (step === null)
        throw new AppError('VALIDATION', m.setupCodeWrong, { errors: { code: m.setupCodeWrong } });
      // Only the secret this set-up showed is confirmed (another tab may have started afresh).
      if (!(await confirmTotp(db, userId, state.pendingSecret, step))) {
        throw new AppError('CONFLICT', m.noSetupPending);
      }
      const recoveryCodes = await renewRecoveryCodes(c);
      await audit(c, {
        action: 'two-factor-on',
        entity: 'account',
        entityId: userId,
        detail: 'authenticator',
      });
      return c.json({
        success: true,
        data: { recoveryCodes, user: toAdminUser({ ...c.var.admin, mustSetUpTwoFactor: false }) },
      });
    })
    .delete('/totp', ownRoute, async (c) => {
      const { password } = await readJson(c, passwordConfirmSchema);
      const { db } = c.var.services;
      const userId = c.var.admin._id;
      await confirmPassword(c, password);
      const state = await readTotpState(db, userId);
      if (!state?.secret) throw new AppError('CONFLICT', m.notOn);
      const policy = await readSignInPolicy(db);
      if (policy.twoFactorRoles.includes(c.var.admin.role) && (await countPasskeys(db, userId)) === 0) {
        throw new AppError('CONFLICT', m.stillRequired);
      }
      await removeTotp(db, userId);
      await audit(c, {
        action: 'two-factor-off',
        entity: 'account',
        entityId: userId,
        detail: 'authenticator',
      });
      return c.json({ success: true, message: m.turnedOff });
    })
    .post('/recovery-codes', ownRoute, async (c) => {
      const { password } = await readJson(c, passwordConfirmSchema);
      const { db } = c.var.services;
      const userId = c.var.admin._id;
      await confirmPassword(c, password);
      const state = await readTotpState(db, userId);
      if (!state?.secret && (await countPasskeys(db, userId)) === 0) {
        throw new AppError('CONFLICT', m.noSecondFactor);
      }
      const recoveryCodes = await renewRecoveryCodes(c);
      await audit(c, { action: 'recovery-codes-renewed', entity: 'account', entityId: userId });
      return c.json({ success: true, data: { recoveryCodes } });
    });
}
