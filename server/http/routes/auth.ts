import type { Context } from 'hono';
import { Hono } from 'hono';
import { loginSchema } from '../../../domain/login.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { passwordChangeSchema } from '../../../domain/staff.ts';
import {
  ACCOUNT_LOCK,
  accountKey,
  accountLockedMessage,
  accountLockPolicy,
  addressKey,
  addressSlowdownPolicy,
  retryAfterSeconds,
  slowDownMessage,
} from '../../auth/login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password.ts';
import { startSession } from '../../auth/start-session.ts';
import { enqueueEmail } from '../../db/email-outbox.ts';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../db/login-throttles.ts';
import { deleteSession, deleteSessionsOfUser } from '../../db/sessions.ts';
import {
  findUserByEmail,
  findUserWithSecret,
  normaliseEmail,
  toAdminUser,
  type UserWithSecret,
  updatePassword,
} from '../../db/users.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { clientAddress } from '../client-address.ts';
import { readJson } from '../request-body.ts';

// admin.md §7: POST /auth/login, GET /auth/me, GET /auth/logout; ours: POST /auth/password.
// Guessing is braked twice (server/auth/login-throttle.ts): per e-mail address (5 failures lock
// it for 10 minutes) and per client address (waits after 3 attempts). Both are counted before the
// password is checked, atomically, in the database.
//
// What a caller can learn: an attempt that reaches the password check always costs exactly one
// scrypt verification and fails with one message, whether the e-mail is unknown or the password
// wrong. A refusal by a brake comes before any account is looked up, and depends only on the
// attempts made on that e-mail or from that address, never on whether an account exists; it
// says why and when sign-in opens again, so a locked-out administrator knows what happened.
export const LOGIN_FAILED =
  'Invalid email or password. After 5 failed attempts, sign-in is paused for 10 minutes.';

function tooManyAttempts(message: string, retryAt: string, now: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, {
    headers: { 'Retry-After': String(retryAfterSeconds(retryAt, now)) },
  });
}

/** Tells the account's owner that sign-in was paused, and from where (through the outbox). */
async function noticeLock(c: Context<AppEnv>, user: UserWithSecret, lockedUntil: string): Promise<void> {
  const { db, logger } = c.var.services;
  logger.warn({ userId: user._id }, 'account locked after repeated failed logins');
  try {
    await enqueueEmail(db, {
      kind: 'account-locked',
      toEmail: user.email,
      subject: 'Sign-in to the website dashboard has been paused',
      payload: {
        to_name: user.name,
        to_email: user.email,
        failed_attempts: String(ACCOUNT_LOCK.maxFailures),
        locked_until: lockedUntil,
        from_address: clientAddress(c),
      },
      about: { email: user.email },
    });
    c.var.services.mail.wake();
  } catch (error) {
    // The lock itself is in place; a missing notice is logged, not answered.
    logger.error({ err: error, userId: user._id }, 'could not queue the account-locked notice');
  }
}

export function authRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/login', async (c) => {
        const { email, password, deviceToken: knownDevice } = await readJson(c, loginSchema);
        const { db, config } = c.var.services;
        const now = Date.now();

        const address = addressKey(clientAddress(c));
        if (config.isRateLimited) {
          const slowdown = await reserveAttempt(db, address, addressSlowdownPolicy, now);
          if (!slowdown.isAllowed) {
            throw tooManyAttempts(slowDownMessage(slowdown.retryAt, now), slowdown.retryAt, now);
          }
        }
        const account = accountKey(email);
        const lock = await reserveAttempt(db, account, accountLockPolicy, now);
        if (!lock.isAllowed)
          throw tooManyAttempts(accountLockedMessage(lock.retryAt, now), lock.retryAt, now);

        const user = await findUserByEmail(db, email);
        const isPasswordRight = await verifyPassword(
          password,
          user?.passwordHash ?? (await dummyPasswordHash()),
        );
        if (!user || !isPasswordRight) {
          await audit(c, {
            actor: { email: normaliseEmail(email), ...(user ? { id: user._id } : {}) },
            action: 'sign-in-failed',
            entity: 'account',
            ...(user ? { entityId: user._id } : {}),
          });
          const lockedUntil = lock.isNowBlocked ? lock.next.blockedUntil : null;
          if (!lockedUntil) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
          if (user) await noticeLock(c, user, lockedUntil);
          // This failure paused sign-in: say so now rather than on the next try.
          throw tooManyAttempts(accountLockedMessage(lockedUntil, now), lockedUntil, now);
        }

        await clearAttempts(db, account);
        if (config.isRateLimited) await releaseAttempt(db, address);
        // Said only to someone who knows the password: a stranger learns nothing from it.
        if (user.isDisabled) throw new AppError('FORBIDDEN', MESSAGES.staff.disabled);
        const { token, deviceToken } = await startSession(c, user, {
          method: 'password',
          deviceToken: knownDevice,
        });
        return c.json({ success: true, token, deviceToken, data: { user: toAdminUser(user) } });
      })
      .get('/me', requireStaff('anyone', { allowInitialPassword: true }), (c) =>
        c.json({ success: true, data: { user: c.var.admin } }),
      )
      .get('/logout', requireStaff('anyone', { allowInitialPassword: true }), async (c) => {
        await deleteSession(c.var.services.db, c.var.sessionId);
        await audit(c, { action: 'sign-out', entity: 'account', entityId: c.var.admin._id });
        return c.json({ success: true, message: 'Signed out' });
      })
      // The signed-in user's own password: the current one is checked (counted like a sign-in,
      // so a borrowed session cannot guess it), and every other session of the account ends.
      .post('/password', requireStaff('anyone', { allowInitialPassword: true }), async (c) => {
        const { currentPassword, newPassword } = await readJson(c, passwordChangeSchema);
        const { db } = c.var.services;
        const now = Date.now();
        const account = accountKey(c.var.admin.email);
        const lock = await reserveAttempt(db, account, accountLockPolicy, now);
        if (!lock.isAllowed)
          throw tooManyAttempts(accountLockedMessage(lock.retryAt, now), lock.retryAt, now);
        const user = await findUserWithSecret(db, c.var.admin._id);
        if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
          const message = MESSAGES.staff.currentPasswordWrong;
          throw new AppError('VALIDATION', message, { errors: { currentPassword: message } });
        }
        await clearAttempts(db, account);
        await updatePassword(db, user._id, await hashPassword(newPassword));
        await deleteSessionsOfUser(db, user._id, c.var.sessionId);
        return c.json({
          success: true,
          message: MESSAGES.staff.passwordChanged,
          data: { user: toAdminUser({ ...user, mustChangePassword: false }) },
        });
      })
  );
}
