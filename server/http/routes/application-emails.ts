import { Hono } from 'hono';
import {
  type BulkResult,
  bulkActionSchema,
  candidateEmailSchema,
  EMAIL_MESSAGES,
} from '../../../domain/email-templates.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { changeApplicationStatus } from '../../db/application-history.ts';
import { getApplication } from '../../db/applications.ts';
import { toOutboxMessage } from '../../db/email-outbox.ts';
import { inTransaction } from '../../db/transaction.ts';
import { emailText, mergeForApplication, queueCandidateEmail } from '../../hiring/candidate-emails.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Decision 026: HR writing to applicants, one at a time or in bulk, and bulk status changes.
// Every e-mail here is a person's action (they pressed Send, or confirmed a bulk send); a status
// change, single or bulk, never sends anything by itself. Mounted under /applications beside
// routes/applications.ts, before it, so '/bulk' is not read as an id.

function applicationNotFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.applications.notFound);
}

export function applicationEmailRoutes() {
  return new Hono<AppEnv>()
    .post('/bulk', requireStaff('recruitment'), async (c) => {
      const body = await readJson(c, bulkActionSchema);
      const { db, config } = c.var.services;
      const results: BulkResult[] = [];
      if (body.action === 'status' && body.status) {
        // Each through the one status change (its lock and its history record), as if done
        // one by one in the dialog; and like those, it sends nothing.
        for (const id of body.ids) {
          const changed = await changeApplicationStatus(db, id, body.status, c.var.admin);
          if (!changed) {
            results.push({ _id: id, outcome: 'not-found' });
            continue;
          }
          results.push({ _id: id, outcome: changed.change ? 'done' : 'unchanged' });
          if (changed.change) {
            await audit(c, {
              action: 'status-change',
              entity: 'application',
              entityId: id,
              detail: `status: ${body.status} (bulk)`,
            });
          }
        }
      } else {
        if (!body.templateId) throw new AppError('VALIDATION', EMAIL_MESSAGES.templateRequired);
        const text = await emailText(db, { templateId: body.templateId });
        for (const id of body.ids) {
          const application = await getApplication(db, id);
          if (!application) {
            results.push({ _id: id, outcome: 'not-found' });
            continue;
          }
          const merged = await mergeForApplication(db, application, text);
          if (merged.missing.length > 0) {
            results.push({ _id: id, outcome: 'missing-values', missing: merged.missing });
            continue;
          }
          const email = await queueCandidateEmail(db, application, merged, config);
          results.push({ _id: id, outcome: 'done', emailId: email.id });
          await audit(c, {
            action: 'create',
            entity: 'email',
            entityId: email.id,
            detail: `to the applicant of ${id} (bulk)`,
          });
        }
        if (results.some((result) => result.outcome === 'done')) c.var.services.mail.wake();
      }
      return c.json({ success: true, data: { results } });
    })
    .post('/:id/emails/preview', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      if (!isWellFormedId(id)) throw applicationNotFound();
      const input = await readJson(c, candidateEmailSchema);
      const { db } = c.var.services;
      const application = await getApplication(db, id);
      if (!application) throw applicationNotFound();
      const preview = await mergeForApplication(db, application, await emailText(db, input));
      return c.json({ success: true, data: { preview } });
    })
    .post('/:id/emails', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      if (!isWellFormedId(id)) throw applicationNotFound();
      const input = await readJson(c, candidateEmailSchema);
      const { db, config } = c.var.services;
      const email = await inTransaction(db, async (trx) => {
        const application = await getApplication(trx, id);
        if (!application) throw applicationNotFound();
        const merged = await mergeForApplication(trx, application, await emailText(trx, input));
        return queueCandidateEmail(trx, application, merged, config);
      });
      c.var.services.mail.wake();
      await audit(c, {
        action: 'create',
        entity: 'email',
        entityId: email.id,
        detail: `to the applicant of ${id}`,
      });
      return c.json({ success: true, data: { email: toOutboxMessage(email) } }, 201);
    });
}
