import type { Context } from 'hono';
import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../domain/password-reset.ts';
import { accountKey } from '../../auth/login-throttle.ts';
import { hashPassword } from '../../auth/password.ts';
import {
  PASSWORD_RESET_MINUTES,
  passwordFingerprint,
  signPasswordResetToken,
  verifyPasswordResetToken,
} from '../../auth/password-reset-token.ts';
import { enqueueEmail } from '../../db/email-outbox.ts';
import { clearAttempts } from '../../db/login-throttles.ts';
import { replacePasswordHash } from '../../db/password-resets.ts';
import { countHit } from '../../db/rate-limits.ts';
import { deleteSessionsOfUser } from '../../db/sessions.ts';
import { mayUseOtherThanSingleSignOn, readSignInPolicy } from '../../db/sign-in-policy.ts';
import { siteSecret } from '../../db/site-secrets.ts';
import { findUserByEmail, findUserWithSecret, normaliseEmail, type UserWithSecret } from '../../db/users.ts';
import { PASSWORD_RESET_SUBJECT } from '../../mail/templates/password-reset.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson } from '../request-body.ts';

// Decision 027: "Forgot password?" without an administrator.
//
// POST /auth/forgot-password answers the same 200 whatever the address: whether an account has
// it is never told. When an active account has it, a link is queued (outbox kind
// 'password-reset'), signed over the account id and a fingerprint of its password hash, for 30
// minutes. Requests are limited per client address (like other anonymous writes, RATE_LIMIT) and,
// always, per address typed: at most three e-mails an hour reach one inbox, however many
// addresses ask, and the caller is not told when one was held back.
//
// POST /auth/reset-password sets the new password only while the hash is still the one signed
// (one conditional update), so a link works once. It ends every session of the account and
// clears its sign-in lock; the second factor stays, so a stolen mailbox alone opens nothing.

const m = MESSAGES.signInRecovery;
const MINUTE_MS = 60_000;
const EMAILS_PER_ACCOUNT = { max: 3, windowMs: 60 * MINUTE_MS } as const;

function resetRefused(reason: 'invalid' | 'expired'): AppError {
  const message = reason === 'expired' ? m.resetLinkExpired : m.resetLinkInvalid;
  return new AppError('VALIDATION', message, { errors: { token: message } });
}

async function sendResetLink(c: Context<AppEnv>, user: UserWithSecret): Promise<void> {
  const { db, logger, mail } = c.var.services;
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * MINUTE_MS);
  const token = signPasswordResetToken(
    await siteSecret(db, 'password-reset'),
    { userId: user._id, passwordHash: user.passwordHash },
    expiresAt,
  );
  await enqueueEmail(db, {
    kind: 'password-reset',
    toEmail: user.email,
    subject: PASSWORD_RESET_SUBJECT,
    payload: { to_name: user.name, to_email: user.email, reset_token: token },
    about: { email: user.email },
  });
  mail.wake();
  logger.info({ userId: user._id }, 'password reset link queued');
}

export function passwordResetRoutes() {
  return new Hono<AppEnv>()
    .post(
      '/forgot-password',
      rateLimit({ name: 'forgot-password', max: 5, windowMs: 15 * MINUTE_MS }),
      async (c) => {
        const { email } = await readJson(c, forgotPasswordSchema);
        const { db } = c.var.services;
        // Counted for every address typed, known or not, so the count says nothing either.
        const { count } = await countHit(
          db,
          `password-reset:${normaliseEmail(email)}`,
          EMAILS_PER_ACCOUNT.windowMs,
        );
        if (count <= EMAILS_PER_ACCOUNT.max) {
          const user = await findUserByEmail(db, email);
          // A password is no use to a person who may only sign in with single sign-on (decision
          // 027 policy): no link for them, and the same answer.
          if (user && !user.isDisabled && mayUseOtherThanSingleSignOn(await readSignInPolicy(db), user._id)) {
            await sendResetLink(c, user);
          }
        }
        return c.json({ success: true, message: m.resetLinkSent });
      },
    )
    .post(
      '/reset-password',
      rateLimit({ name: 'reset-password', max: 10, windowMs: 15 * MINUTE_MS }),
      async (c) => {
        const { token, password } = await readJson(c, resetPasswordSchema);
        const { db } = c.var.services;
        const check = verifyPasswordResetToken(await siteSecret(db, 'password-reset'), token);
        if (!check.isValid) throw resetRefused(check.reason);
        const user = await findUserWithSecret(db, check.userId);
        if (!user || user.isDisabled || passwordFingerprint(user.passwordHash) !== check.fingerprint) {
          throw resetRefused('invalid');
        }
        const isSet = await replacePasswordHash(
          db,
          user._id,
          user.passwordHash,
          await hashPassword(password),
        );
        if (!isSet) throw resetRefused('invalid');
        const ended = await deleteSessionsOfUser(db, user._id);
        await clearAttempts(db, accountKey(user.email));
        await audit(c, {
          actor: { id: user._id, email: user.email },
          action: 'password-reset',
          entity: 'account',
          entityId: user._id,
          detail: `forgotten-password link; ${ended} sessions ended`,
        });
        return c.json({ success: true, message: m.passwordReset });
      },
    );
}
