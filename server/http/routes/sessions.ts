import { Hono } from 'hono';
import type { SignedInSession } from '../../../domain/answers/sessions.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  deleteSessionOfUser,
  deleteSessionsOfUser,
  listSessionsOfUser,
  type Session,
} from '../../db/sessions.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';

// Decision 027: one's own signed-in devices (GET /auth/sessions), signing one of them out
// (DELETE /auth/sessions/{id}; the caller's own is a sign-out) and every other one
// (DELETE /auth/sessions). Only the caller's own sessions are ever listed or ended here; an
// administrator ends a colleague's through DELETE /users/{id}/sessions.
//
// Open to an account that must still change its initial password or set up a second factor, so
// it can see and end where it is signed in before anything else opens.

const m = MESSAGES.signInRecovery;
const OWN_SESSIONS = { allowInitialPassword: true, allowTwoFactorSetup: true } as const;

function toSignedInSession(session: Session, currentId: string): SignedInSession {
  return {
    _id: session.id,
    device: session.device || 'Unknown browser',
    network: session.network || 'Unknown network',
    method: session.method,
    createdAt: session.createdAt,
    lastSeenAt: session.lastUsedAt,
    current: session.id === currentId,
  };
}

export function sessionRoutes() {
  return new Hono<AppEnv>()
    .get('/', requireStaff('anyone', OWN_SESSIONS), async (c) => {
      const sessions = await listSessionsOfUser(c.var.services.db, c.var.admin._id, new Date().toISOString());
      return c.json({
        success: true,
        data: { sessions: sessions.map((session) => toSignedInSession(session, c.var.sessionId)) },
      });
    })
    .delete('/', requireStaff('anyone', OWN_SESSIONS), async (c) => {
      const ended = await deleteSessionsOfUser(c.var.services.db, c.var.admin._id, c.var.sessionId);
      await audit(c, {
        action: 'session-end',
        entity: 'account',
        entityId: c.var.admin._id,
        detail: `every other session (${ended})`,
      });
      return c.json({ success: true, message: m.signedOutOthers(ended), data: { ended } });
    })
    .delete('/:id', requireStaff('anyone', OWN_SESSIONS), async (c) => {
      const id = c.req.param('id');
      // Someone else's session is "not found": its id tells the caller nothing.
      if (!isWellFormedId(id)) throw new AppError('NOT_FOUND', m.sessionNotFound);
      if (!(await deleteSessionOfUser(c.var.services.db, c.var.admin._id, id))) {
        throw new AppError('NOT_FOUND', m.sessionNotFound);
      }
      const isCurrent = id === c.var.sessionId;
      await audit(c, {
        action: isCurrent ? 'sign-out' : 'session-end',
        entity: 'account',
        entityId: c.var.admin._id,
        ...(isCurrent ? {} : { detail: 'one session' }),
      });
      return c.json({
        success: true,
        message: isCurrent ? 'Signed out' : m.signedOutDevice,
        data: { ended: 1 },
      });
    });
}
