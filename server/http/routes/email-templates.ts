import { Hono } from 'hono';
import { EMAIL_MESSAGES, emailTemplateFormSchema } from '../../../domain/email-templates.ts';
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from '../../db/email-templates.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Decision 026: HR's candidate e-mail templates (HR and administrators; editors 403). A template
// naming a merge field that does not exist is refused when saved (400 naming it), so it cannot
// fail later when someone sends it.

function notFound(): AppError {
  return new AppError('NOT_FOUND', EMAIL_MESSAGES.templateNotFound);
}

export function emailTemplateRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff('recruitment'))
    .get('/', async (c) => {
      const templates = await listEmailTemplates(c.var.services.db);
      return c.json({ success: true, data: { templates } });
    })
    .post('/', async (c) => {
      const form = await readJson(c, emailTemplateFormSchema);
      const template = await createEmailTemplate(c.var.services.db, form, c.var.admin);
      return c.json({ success: true, data: { template } }, 201);
    })
    .put('/:id', async (c) => {
      const id = c.req.param('id');
      if (!isWellFormedId(id)) throw notFound();
      const form = await readJson(c, emailTemplateFormSchema);
      const template = await updateEmailTemplate(c.var.services.db, id, form, c.var.admin);
      if (!template) throw notFound();
      return c.json({ success: true, data: { template } });
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      const template = isWellFormedId(id) ? await deleteEmailTemplate(c.var.services.db, id) : undefined;
      if (!template) throw notFound();
      return c.json({ success: true, message: EMAIL_MESSAGES.templateDeleted, data: { template } });
    });
}
