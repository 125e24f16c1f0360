import { Hono } from 'hono';
import { contactFormSchema, enquiryHandledSchema, enquiryListQuerySchema } from '../../../domain/contact.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  countEnquiries,
  createEnquiry,
  deleteEnquiry,
  getEnquiry,
  listEnquiries,
  setEnquiryHandled,
} from '../../db/contact-enquiries.ts';
import { nowIso } from '../../db/ids.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueEnquiryMail } from '../../mail/notifications.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { rateLimit } from '../rate-limit.ts';
import { recordInsightEvent } from '../record-insight-event.ts';
import { readJson, readQuery } from '../request-body.ts';

// public-site.md §7 and DESIGN.md deviations: POST /contact stores the enquiry and queues the
// company's notification e-mail. Administrators read, search and filter the enquiries
// (GET /contact, GET /contact/{id}), mark them handled or open again (PATCH /contact/{id}) and
// delete them (DELETE /contact/{id}).

const TEN_MINUTES = 10 * 60 * 1000;

// A malformed id names nothing, like an unknown one (input-guards.ts): both answer 404.
function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.enquiries.notFound);
}

export function contactRoutes() {
  return new Hono<AppEnv>()
    .post('/', rateLimit({ name: 'enquiry', max: 5, windowMs: TEN_MINUTES }), async (c) => {
      const form = await readJson(c, contactFormSchema);
      const { db, config } = c.var.services;
      const enquiry = await inTransaction(db, async (trx) => {
        const stored = await createEnquiry(trx, form);
        await queueEnquiryMail(trx, form, config);
        return stored;
      });
      c.var.services.mail.wake();
      // Decision 029: counted by the server, so it counts even if the page is closed at once.
      recordInsightEvent(c, 'enquiry', '/contact');
      return c.json({ success: true, message: MESSAGES.contact.success, data: { enquiry } }, 201);
    })
    .get('/', requireStaff('recruitment'), async (c) => {
      const query = readQuery(c, enquiryListQuerySchema);
      const { db } = c.var.services;
      // openCount is over all enquiries, whatever the filter: it feeds the sidebar's badge.
      const [{ enquiries, total, totalPages, isTotalExact }, { open }] = await Promise.all([
        listEnquiries(db, query),
        countEnquiries(db),
      ]);
      return c.json({
        success: true,
        data: { enquiries },
        totalPages,
        total,
        isTotalExact,
        page: query.page,
        openCount: open,
      });
    })
    .get('/:id', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      const enquiry = isWellFormedId(id) ? await getEnquiry(c.var.services.db, id) : undefined;
      if (!enquiry) throw notFound();
      return c.json({ success: true, data: { enquiry } });
    })
    .patch('/:id', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      if (!isWellFormedId(id)) throw notFound();
      const { handled } = await readJson(c, enquiryHandledSchema);
      const enquiry = await setEnquiryHandled(
        c.var.services.db,
        id,
        handled ? { handled, byName: c.var.admin.name, at: nowIso() } : { handled },
      );
      if (!enquiry) throw notFound();
      return c.json({ success: true, data: { enquiry } });
    })
    .delete('/:id', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      const deleted = isWellFormedId(id) && (await deleteEnquiry(c.var.services.db, id));
      if (!deleted) throw notFound();
      return c.json({ success: true, message: MESSAGES.enquiries.deleted });
    });
}
