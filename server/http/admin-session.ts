import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdminUser } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { canUse, type StaffArea } from '../../domain/staff.ts';
import { hashSessionToken } from '../auth/tokens.ts';
import { findActiveSession, touchSession } from '../db/sessions.ts';
import { requestScope } from '../request-scope.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

// Sessions slide: each use pushes the expiry out by SESSION_TTL. To spare a write on every
// request, the session row is only touched when it was last used over a minute ago.
const TOUCH_INTERVAL_MS = 60_000;

function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in member of staff of this request, whatever their role, or undefined (never throws). */
export async function readAdmin(
  c: Context<AppEnv>,
): Promise<{ admin: AdminUser; sessionId: string } | undefined> {
  const token = bearerToken(c);
  if (!token || token.length > 200) return undefined;
  const { db, config } = c.var.services;
  const now = new Date();
  const found = await findActiveSession(db, hashSessionToken(token), now.toISOString());
  if (!found) return undefined;
  if (now.getTime() - Date.parse(found.session.lastUsedAt) > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, {
      lastUsedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.sessionTtlMs).toISOString(),
    });
  }
  // Decision 030: the request's log lines name who made it from here on.
  const scope = requestScope.getStore();
  if (scope) scope.userId = found.user._id;
  return { admin: found.user, sessionId: found.session.id };
}

export type StaffRouteOptions = {
  /** A route an account with an initial password may use (changing it, reading oneself). */
  allowInitialPassword?: boolean;
  /**
   * Decision 027: a route a person the sign-in policy makes set up a second factor may use
   * before they have one (setting it up, reading oneself, signing out).
   */
  allowTwoFactorSetup?: boolean;
};

/**
 * The signed-in member of staff of this request who may use `area` (domain/staff.ts), or the
 * refusal: 401 'Authentication required' (admin.md §8) without a valid, unexpired bearer token;
 * 403 for a role without that area; 403 for an account whose initial password is still to be
 * changed, on every route but the few that do it (`allowInitialPassword`); 403 for a person who
 * must set up a second factor first, on every route but `allowTwoFactorSetup` ones (decision 027).
 */
export async function signedInStaff(
  c: Context<AppEnv>,
  area: StaffArea,
  options: StaffRouteOptions = {},
): Promise<{ admin: AdminUser; sessionId: string }> {
  const signedIn = await readAdmin(c);
  if (!signedIn) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.session.authRequired, {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  if (signedIn.admin.mustChangePassword && !options.allowInitialPassword) {
    throw new AppError('FORBIDDEN', MESSAGES.session.mustChangePassword);
  }
  if (signedIn.admin.mustSetUpTwoFactor && !options.allowTwoFactorSetup) {
    throw new AppError('FORBIDDEN', MESSAGES.twoFactor.mustSetUp);
  }
  if (!canUse(signedIn.admin.role, area)) throw new AppError('FORBIDDEN', MESSAGES.session.forbidden);
  return signedIn;
}

/** Whether the caller is signed in and may use `area` now (never throws): for public routes that
 * show staff a little more (inactive jobs, hidden categories). */
export async function mayUse(c: Context<AppEnv>, area: StaffArea): Promise<boolean> {
  const signedIn = await readAdmin(c);
  return (
    signedIn !== undefined &&
    !signedIn.admin.mustChangePassword &&
    !signedIn.admin.mustSetUpTwoFactor &&
    canUse(signedIn.admin.role, area)
  );
}

/** Middleware form of signedInStaff: sets `admin` and `sessionId` for the route. */
export function requireStaff(area: StaffArea, options: StaffRouteOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const signedIn = await signedInStaff(c, area, options);
    c.set('admin', signedIn.admin);
    c.set('sessionId', signedIn.sessionId);
    await next();
    // What a signed-in member of staff reads (applicants, enquiries, statistics) is personal or
    // internal: no browser or shared cache may keep it (docs/decisions/008-dashboard-rendering.md).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });
}
