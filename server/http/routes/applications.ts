import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  applicationCreateSchema,
  applicationListQuerySchema,
  applicationNotification,
  applicationStatusSchema,
} from '../../../domain/application.ts';
import type { Application } from '../../../domain/entities.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  createApplication,
  deleteApplication,
  getApplication,
  listApplications,
  updateApplicationStatus,
} from '../../db/applications.ts';
import { enqueueEmail } from '../../db/email-outbox.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { deleteStoredUpload } from '../../uploads/stored-upload.ts';
import { requireAdmin } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson, readQuery } from '../request-body.ts';
import { assertCvAvailable, cvDownload } from './applications-cv.ts';
import { storeUploadedPdf, uploadGate } from './applications-upload.ts';

// public-site.md §7 and admin.md §7: POST /applications/upload-cv, POST /applications,
// GET /applications, PATCH /applications/{id}/status, DELETE /applications/{id}; plus
// GET /applications/{id} and the private CV download GET /applications/cv/{file} (DESIGN.md).

const TEN_MINUTES = 10 * 60 * 1000;
// Far past any real list; keeps OFFSET a number both databases accept.
const MAX_PAGE = 100_000;

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.applications.notFound);
}

function idParam(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!isWellFormedId(id)) throw notFound();
  return id;
}

function found(application: Application | undefined): Application {
  if (!application) throw notFound();
  return application;
}

export function applicationRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/upload-cv', uploadGate(), async (c) => {
        const fileUrl = await storeUploadedPdf(c);
        return c.json({ success: true, fileUrl }, 201);
      })
      .get('/cv/:file', requireAdmin, (c) => cvDownload(c))
      .post('/', rateLimit({ max: 10, windowMs: TEN_MINUTES }), async (c) => {
        const form = await readJson(c, applicationCreateSchema);
        const { db, config } = c.var.services;
        // public-site.md §7 order: the application is saved, then the HR notification goes out.
        // Both happen in one transaction, so neither exists without the other (DESIGN.md outbox).
        const application = await inTransaction(db, async (trx) => {
          await assertCvAvailable(trx, form.cvUrl);
          const created = await createApplication(trx, form).catch((error: unknown) => {
            // Another submission claimed this CV a moment ago (unique index on cv_url).
            if (isUniqueViolation(error)) {
              throw new AppError('VALIDATION', MESSAGES.applications.cvUrlUnknown, {
                errors: { cvUrl: MESSAGES.applications.cvUrlUnknown },
              });
            }
            throw error;
          });
          await enqueueEmail(trx, {
            kind: 'application',
            toEmail: config.mail.hrTo,
            subject: `New job application: ${form.position} (${form.country})`.replace(/\s+/g, ' '),
            payload: {
              ...applicationNotification(form, config.mail.hrTo),
              // The mail is read outside the site, so the link must be absolute.
              cv_url: `${config.publicUrl}${form.cvUrl}`,
            },
          });
          return created;
        });
        return c.json({ success: true, data: { application } }, 201);
      })
      .get('/', requireAdmin, async (c) => {
        const query = readQuery(c, applicationListQuerySchema);
        const page = Math.min(query.page, MAX_PAGE);
        const { applications, total, totalPages } = await listApplications(c.var.services.db, {
          ...query,
          page,
        });
        return c.json({ success: true, data: { applications }, totalPages, total, page });
      })
      .get('/:id', requireAdmin, async (c) => {
        const application = found(await getApplication(c.var.services.db, idParam(c)));
        return c.json({ success: true, data: { application } });
      })
      // admin.md §4: any status may follow any other.
      .patch('/:id/status', requireAdmin, async (c) => {
        const id = idParam(c);
        const { status } = await readJson(c, applicationStatusSchema);
        const application = found(await updateApplicationStatus(c.var.services.db, id, status));
        return c.json({ success: true, data: { application } });
      })
      .delete('/:id', requireAdmin, async (c) => {
        const { services } = c.var;
        const application = found(await deleteApplication(services.db, idParam(c)));
        try {
          await deleteStoredUpload(services, application.cvUrl);
        } catch (error) {
          // The application is gone; the orphaned CV is logged so an operator can remove it.
          services.logger.error({ err: error, cvUrl: application.cvUrl }, 'could not delete a CV file');
        }
        return c.json({ success: true, message: 'Application deleted' });
      })
  );
}
