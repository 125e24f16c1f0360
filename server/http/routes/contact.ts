import { Hono } from 'hono';
import { z } from 'zod';
import { APPLICATIONS_PAGE_SIZE } from '../../../domain/constants.ts';
import { contactFormSchema, enquiryNotification } from '../../../domain/contact.ts';
import { integerOr } from '../../../domain/form-fields.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { createEnquiry, getEnquiry, listEnquiries } from '../../db/contact-enquiries.ts';
import { enqueueEmail } from '../../db/email-outbox.ts';
import { inTransaction } from '../../db/transaction.ts';
import { requireAdmin } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson, readQuery } from '../request-body.ts';

// public-site.md §7 and DESIGN.md deviations: POST /contact stores the enquiry and queues the
// company's notification e-mail; GET /contact and GET /contact/{id} let an administrator read them.

const TEN_MINUTES = 10 * 60 * 1000;
// ours: an enquiry id that names no enquiry.
const ENQUIRY_NOT_FOUND = 'Enquiry not found';

// Paged like the applications list (admin.md §7: page, limit=10); bad values take the defaults.
const enquiryListQuerySchema = z.object({
  page: integerOr(1, z.number().int()).transform((page) => Math.min(100_000, Math.max(1, page))),
  limit: integerOr(APPLICATIONS_PAGE_SIZE, z.number().int()).transform((limit) =>
    Math.min(100, Math.max(1, limit)),
  ),
});

export function contactRoutes() {
  return new Hono<AppEnv>()
    .post('/', rateLimit({ max: 5, windowMs: TEN_MINUTES }), async (c) => {
      const form = await readJson(c, contactFormSchema);
      const { db, config } = c.var.services;
      const enquiry = await inTransaction(db, async (trx) => {
        const stored = await createEnquiry(trx, form);
        await enqueueEmail(trx, {
          kind: 'contact',
          toEmail: config.mail.contactTo,
          subject: `Website enquiry from ${form.firstName} ${form.lastName}`.replace(/\s+/g, ' '),
          payload: enquiryNotification(form, config.mail.contactTo),
        });
        return stored;
      });
      return c.json({ success: true, message: MESSAGES.contact.success, data: { enquiry } }, 201);
    })
    .get('/', requireAdmin, async (c) => {
      const { page, limit } = readQuery(c, enquiryListQuerySchema);
      const { enquiries, total, totalPages } = await listEnquiries(c.var.services.db, { page, limit });
      return c.json({ success: true, data: { enquiries }, totalPages, total, page });
    })
    .get('/:id', requireAdmin, async (c) => {
      const id = c.req.param('id');
      const enquiry = isWellFormedId(id) ? await getEnquiry(c.var.services.db, id) : undefined;
      if (!enquiry) throw new AppError('NOT_FOUND', ENQUIRY_NOT_FOUND);
      return c.json({ success: true, data: { enquiry } });
    });
}
