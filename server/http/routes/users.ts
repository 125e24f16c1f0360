import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { staffCreateSchema, staffUpdateSchema } from '../../../domain/staff.ts';
import { hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../db/sessions.ts';
import { resetTwoFactor } from '../../db/two-factor.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import {
  createUser,
  deleteStaffAccount,
  findStaffAccount,
  LastAdminError,
  listStaffAccounts,
  updateStaffAccount,
} from '../../db/users.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Staff accounts (admin only; domain/staff.ts): GET/POST /users, PATCH/DELETE /users/{id}.
// A new account, and an administrator's reset, get an initial password that its owner must
// change at the first sign-in. Disabling, a new role, a reset or removal end the account's
// sessions at once. There is always at least one active administrator, and nobody disables,
// demotes or removes themselves (an administrator cannot lock themselves out by a slip).

const m = MESSAGES.staff;

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.notFound);
}

function emailTaken(): AppError {
  return new AppError('CONFLICT', m.emailTaken, { errors: { email: m.emailTaken } });
}

export function userRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireStaff('staff'))
      .get('/', async (c) => {
        const users = await listStaffAccounts(c.var.services.db);
        return c.json({ success: true, data: { users } });
      })
      .post('/', async (c) => {
        const form = await readJson(c, staffCreateSchema);
        try {
          const user = await createUser(c.var.services.db, {
            name: form.name,
            email: form.email,
            role: form.role,
            passwordHash: await hashPassword(form.password),
            mustChangePassword: true,
          });
          return c.json({ success: true, data: { user } }, 201);
        } catch (error) {
          if (error instanceof DuplicateKeyError) throw emailTaken();
          throw error;
        }
      })
      .patch('/:id', async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw notFound();
        const change = await readJson(c, staffUpdateSchema);
        const { db } = c.var.services;
        const isSelf = id === c.var.admin._id;
        if (
          isSelf &&
          (change.isDisabled === true || (change.role !== undefined && change.role !== 'admin'))
        ) {
          throw new AppError('FORBIDDEN', m.notYourself);
        }
        let user: Awaited<ReturnType<typeof updateStaffAccount>>;
        try {
          user = await updateStaffAccount(db, id, {
            ...(change.name !== undefined ? { name: change.name } : {}),
            ...(change.email !== undefined ? { email: change.email } : {}),
            ...(change.role !== undefined ? { role: change.role } : {}),
            ...(change.isDisabled !== undefined ? { isDisabled: change.isDisabled } : {}),
            ...(change.password !== undefined ? { passwordHash: await hashPassword(change.password) } : {}),
          });
        } catch (error) {
          if (error instanceof DuplicateKeyError) throw emailTaken();
          if (error instanceof LastAdminError) throw new AppError('CONFLICT', m.lastAdmin);
          throw error;
        }
        if (!user) throw notFound();
        // What the account could do has changed: its open sessions must not keep the old powers.
        if (change.isDisabled || change.role !== undefined || change.password !== undefined) {
          await deleteSessionsOfUser(db, id, isSelf ? c.var.sessionId : undefined);
        }
        return c.json({ success: true, data: { user } });
      })
      .delete('/:id', async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw notFound();
        if (id === c.var.admin._id) throw new AppError('FORBIDDEN', m.notYourself);
        const { db } = c.var.services;
        if (!(await findStaffAccount(db, id))) throw notFound();
        try {
          if (!(await deleteStaffAccount(db, id))) throw notFound();
        } catch (error) {
          if (error instanceof LastAdminError) throw new AppError('CONFLICT', m.lastAdmin);
          throw error;
        }
        return c.json({ success: true, message: 'Staff account deleted' });
      })
      // Decision 027: a colleague who lost their phone and codes. Everything that is a second
      // factor goes (authenticator, recovery codes, passkeys, remembered devices) and their sessions
      // end; they set one up again at their next sign-in if their role must. Not for oneself: one's
      // own second factor is changed on the account page, with one's password.
      .delete('/:id/two-factor', async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw notFound();
        if (id === c.var.admin._id) throw new AppError('FORBIDDEN', MESSAGES.twoFactor.resetNotYourself);
        const { db } = c.var.services;
        const account = await findStaffAccount(db, id);
        if (!account) throw notFound();
        await resetTwoFactor(db, id);
        const ended = await deleteSessionsOfUser(db, id);
        await audit(c, {
          action: 'two-factor-reset',
          entity: 'user',
          entityId: id,
          detail: `${ended} ${ended === 1 ? 'session' : 'sessions'} ended`,
        });
        return c.json({
          success: true,
          message: MESSAGES.twoFactor.resetDone,
          data: { user: { ...account, hasTwoFactor: false } },
        });
      })
      // Decision 027: ends every session of a colleague (a lost laptop, a suspected break-in). One's
      // own are ended on Your Account instead, which keeps the session doing it.
      .delete('/:id/sessions', async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw notFound();
        if (id === c.var.admin._id) {
          throw new AppError('FORBIDDEN', MESSAGES.signInRecovery.ownSessionsElsewhere);
        }
        const { db } = c.var.services;
        if (!(await findStaffAccount(db, id))) throw notFound();
        const ended = await deleteSessionsOfUser(db, id);
        await audit(c, {
          action: 'session-end',
          entity: 'user',
          entityId: id,
          detail: `all sessions (${ended})`,
        });
        return c.json({
          success: true,
          message: MESSAGES.signInRecovery.signedOutColleague(ended),
          data: { ended },
        });
      })
  );
}
