import { Hono } from 'hono';
import { loginSchema } from '../../../domain/login.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { hashSessionToken, newSessionToken } from '../../auth/tokens.ts';
import { createSession, deleteSession } from '../../db/sessions.ts';
import { findUserByEmail, recordFailedLogin, resetFailedLogins, toAdminUser } from '../../db/users.ts';
import { requireAdmin } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson } from '../request-body.ts';

// admin.md §7: POST /auth/login, GET /auth/me, GET /auth/logout.
// After MAX_FAILURES wrong passwords an account is locked for LOCK_MS. One message answers every
// failure (unknown e-mail, wrong password, locked account) and every path verifies one scrypt
// hash, so neither the words nor the timing tell whether an address has an account.
const MAX_FAILURES = 5;
const LOCK_MS = 10 * 60 * 1000;
export const LOGIN_FAILED =
  'Invalid email or password. After 5 failed attempts, sign-in is paused for 10 minutes.';

export function authRoutes() {
  return new Hono<AppEnv>()
    .post('/login', rateLimit({ max: 20, windowMs: 10 * 60 * 1000 }), async (c) => {
      const { email, password } = await readJson(c, loginSchema);
      const { db, config, logger } = c.var.services;
      const user = await findUserByEmail(db, email);
      const now = Date.now();
      const isLocked = user?.lockedUntil ? Date.parse(user.lockedUntil) > now : false;
      // A lock that has run out starts the count afresh.
      const priorFailures = user?.lockedUntil && !isLocked ? 0 : (user?.failedLoginCount ?? 0);
      const isPasswordRight = await verifyPassword(
        password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );

      if (!user || isLocked || !isPasswordRight) {
        if (user && !isLocked) {
          if (user.lockedUntil) await resetFailedLogins(db, user._id);
          const failures = priorFailures + 1;
          const lockUntil = failures >= MAX_FAILURES ? new Date(now + LOCK_MS).toISOString() : undefined;
          await recordFailedLogin(db, user._id, lockUntil ? { lockUntil } : {});
          if (lockUntil) logger.warn({ userId: user._id }, 'account locked after repeated failed logins');
        }
        throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
      }

      await resetFailedLogins(db, user._id);
      const token = newSessionToken();
      await createSession(db, {
        userId: user._id,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(now + config.sessionTtlMs).toISOString(),
      });
      return c.json({ success: true, token, data: { user: toAdminUser(user) } });
    })
    .get('/me', requireAdmin, (c) => c.json({ success: true, data: { user: c.var.admin } }))
    .get('/logout', requireAdmin, async (c) => {
      await deleteSession(c.var.services.db, c.var.sessionId);
      return c.json({ success: true, message: 'Signed out' });
    });
}
