import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { outboxListQuerySchema } from '../../../domain/outbox.ts';
import {
  cancelEmail,
  listOutbox,
  type OutboxChange,
  requeueEmail,
  toOutboxMessage,
} from '../../db/email-outbox.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readQuery } from '../request-body.ts';

// Ours (decision 013): the outbox for the dashboard. GET /outbox lists the e-mails newest first
// with the count per status and whether a mail server is configured; POST /outbox/{id}/retry
// queues a failed or cancelled one again, POST /outbox/{id}/cancel stops a queued one.

const m = MESSAGES.outbox;

function changed(change: OutboxChange, notAllowed: string) {
  if (change === 'not-found') throw new AppError('NOT_FOUND', m.notFound);
  if (change === 'not-allowed') throw new AppError('CONFLICT', notAllowed);
  return { success: true as const, data: { message: toOutboxMessage(change) } };
}

function emailId(value: string): string {
  if (!isWellFormedId(value)) throw new AppError('NOT_FOUND', m.notFound);
  return value;
}

export function outboxRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff('recruitment'))
    .get('/', async (c) => {
      const query = readQuery(c, outboxListQuerySchema);
      const { db, mail } = c.var.services;
      const { emails, total, totalPages, isTotalExact, counts, inexactCounts } = await listOutbox(db, query);
      return c.json({
        success: true,
        data: { messages: emails.map(toOutboxMessage) },
        total,
        totalPages,
        isTotalExact,
        page: query.page,
        counts,
        inexactCounts,
        mailConfigured: mail.isConfigured,
      });
    })
    .post('/:id/retry', async (c) => {
      const { db, mail } = c.var.services;
      const answer = changed(await requeueEmail(db, emailId(c.req.param('id'))), m.notRetryable);
      mail.wake();
      return c.json(answer);
    })
    .post('/:id/cancel', async (c) => {
      const answer = changed(
        await cancelEmail(c.var.services.db, emailId(c.req.param('id'))),
        m.notCancellable,
      );
      return c.json(answer);
    });
}
