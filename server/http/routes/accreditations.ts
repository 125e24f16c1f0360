import { Hono } from 'hono';
import {
  accreditationInputSchema,
  accreditationState,
  STATEMENT_MESSAGES,
} from '../../../domain/capability-statements.ts';
import {
  createAccreditation,
  deleteAccreditation,
  listAccreditations,
  updateAccreditation,
} from '../../db/accreditations.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';
import { leavesPublicContent } from './capability-statements.ts';

// Decision 028: the company's accreditations, read by the content area (editors pick them for a
// statement) and written by administrators only (the staff area): they are certificates entered
// once. Each answers with its state on today's date: valid, expiring (within
// ACCREDITATION_WARNING_DAYS) or expired; an expired one is left out of new PDFs.

const m = STATEMENT_MESSAGES;

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.accreditationNotFound);
}

const today = () => new Date().toISOString().slice(0, 10);

export function accreditationRoutes() {
  return new Hono<AppEnv>()
    .use(leavesPublicContent)
    .get('/', requireStaff('content'), async (c) => {
      const day = today();
      const accreditations = (await listAccreditations(c.var.services.db)).map((item) => ({
        ...item,
        state: accreditationState(item.expiresOn, day),
      }));
      return c.json({ success: true, data: { accreditations } });
    })
    .post('/', requireStaff('staff'), async (c) => {
      const input = await readJson(c, accreditationInputSchema);
      const accreditation = await createAccreditation(c.var.services.db, input);
      return c.json(
        {
          success: true,
          message: m.accreditationSaved,
          data: {
            accreditation: { ...accreditation, state: accreditationState(accreditation.expiresOn, today()) },
          },
        },
        201,
      );
    })
    .put('/:id', requireStaff('staff'), async (c) => {
      const id = c.req.param('id');
      if (!isWellFormedId(id)) throw notFound();
      const input = await readJson(c, accreditationInputSchema);
      const accreditation = await updateAccreditation(c.var.services.db, id, input);
      if (!accreditation) throw notFound();
      return c.json({
        success: true,
        message: m.accreditationSaved,
        data: {
          accreditation: { ...accreditation, state: accreditationState(accreditation.expiresOn, today()) },
        },
      });
    })
    .delete('/:id', requireStaff('staff'), async (c) => {
      const id = c.req.param('id');
      const accreditation = isWellFormedId(id) ? await deleteAccreditation(c.var.services.db, id) : undefined;
      if (!accreditation) throw notFound();
      return c.json({ success: true, message: m.accreditationDeleted, data: { accreditation } });
    });
}
