import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { ssoExchangeSchema } from '../../../domain/single-sign-on.ts';
import { beginSingleSignOn, finishSingleSignOn, putHandover, takeHandover } from '../../auth/oidc.ts';
import { startSession } from '../../auth/start-session.ts';
import { readSignInPolicy } from '../../db/sign-in-policy.ts';
import { findUserWithSecret, toAdminUser } from '../../db/users.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { readJson } from '../request-body.ts';

// Decision 027, single sign-on (server/auth/oidc.ts): /api/auth/oidc/start sends the browser to
// the provider, /callback takes its answer and sends the browser to the login page, with either a
// one-time code (/login?sso=) or the reason it was refused (/login?sso-error=); the page exchanges
// the code at /exchange for the same answer a password sign-in gives. The browser only ever
// navigates to /start and /callback, so those answer redirects, never JSON or a stack trace.

const NOT_CONFIGURED = 'Single sign-on is not set up on this site.';

/** /login with the given query; `next` is passed on for the login page to check and follow. */
function loginLocation(query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return `/login?${search.toString()}`;
}

export function singleSignOnRoutes() {
  return new Hono<AppEnv>()
    .get('/start', async (c) => {
      const { db, config, logger } = c.var.services;
      if (!config.oidc) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
      const next = c.req.query('next') ?? '';
      try {
        const url = await beginSingleSignOn(db, config.oidc, config.publicUrl, next);
        return c.redirect(url.href, 302);
      } catch (error) {
        logger.error({ err: error }, 'single sign-on: the provider could not be reached to start a sign-in');
        return c.redirect(loginLocation({ 'sso-error': 'provider', next }), 302);
      }
    })
    .get('/callback', async (c) => {
      const { db, config, logger } = c.var.services;
      if (!config.oidc) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
      const query = new URL(c.req.url).searchParams;
      const outcome = await finishSingleSignOn(db, config.oidc, config.publicUrl, query);
      if (!outcome.isSignedIn) {
        if (outcome.reason === 'provider') {
          logger.warn({ err: outcome.cause }, 'single sign-on: the provider refused or failed a sign-in');
        }
        // A refusal that names someone is logged against that address; a replayed or late
        // answer, or a provider failure, names no one and is only in the server's log.
        if (outcome.account) {
          await audit(c, {
            actor: { email: outcome.account },
            action: 'sign-in-failed',
            entity: 'account',
            detail: `single sign-on: ${outcome.reason}`,
          });
        }
        return c.redirect(
          loginLocation({ 'sso-error': outcome.reason, account: outcome.account, next: outcome.next }),
          302,
        );
      }
      const code = await putHandover(db, outcome.user._id, outcome.refreshToken);
      if (!outcome.refreshToken) {
        logger.warn(
          { userId: outcome.user._id },
          'single sign-on: the provider gave no refresh token, so this session cannot be re-checked',
        );
      }
      return c.redirect(loginLocation({ sso: code, next: outcome.next }), 302);
    })
    .post('/exchange', async (c) => {
      const { code, deviceToken } = await readJson(c, ssoExchangeSchema);
      const { db } = c.var.services;
      const handover = await takeHandover(db, code);
      if (!handover) throw new AppError('UNAUTHENTICATED', MESSAGES.singleSignOn.expired);
      // Checked again: an administrator may have disabled the account in the minute since.
      const user = await findUserWithSecret(db, handover.userId);
      if (!user || user.isDisabled) throw new AppError('FORBIDDEN', MESSAGES.staff.disabled);
      const session = await startSession(c, user, {
        method: 'single-sign-on',
        deviceToken,
        ssoRefreshToken: handover.refreshToken,
      });
      return c.json({
        success: true,
        token: session.token,
        deviceToken: session.deviceToken,
        data: { user: toAdminUser(user) },
      });
    });
}

/** GET /api/auth/sign-in-methods: what the login page offers (anonymous). */
export function signInMethodsRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    // Live, not kept by the render cache: the policy may change without the content version.
    c.set('isPublic', false);
    const { db, config } = c.var.services;
    const policy = await readSignInPolicy(db);
    return c.json({
      success: true,
      data: {
        singleSignOn: config.oidc ? { providerName: config.oidc.providerName } : null,
        // Without single sign-on a password is the only way in, whatever was stored.
        passwordSignIn: config.oidc ? policy.passwordSignIn : 'everyone',
      },
    });
  });
}
