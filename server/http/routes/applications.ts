import { Hono } from 'hono';
import {
  applicationCreateSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationNoteFormSchema,
  applicationStatusSchema,
  EXPORT_IDS_QUERY_MAX,
} from '../../../domain/application.ts';
import { applicationWithdrawSchema } from '../../../domain/application-withdrawal.ts';
import type { Interview } from '../../../domain/interviews.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { listApplicationEmails } from '../../db/application-emails.ts';
import { changeApplicationStatus, listStatusChanges } from '../../db/application-history.ts';
import {
  addApplicationNote,
  deleteApplicationNote,
  listApplicationNotes,
} from '../../db/application-notes.ts';
import { listApplicationTags } from '../../db/application-tags.ts';
import {
  createApplication,
  deleteApplication,
  getApplication,
  listApplications,
  listRelatedApplications,
} from '../../db/applications.ts';
import type { Db } from '../../db/connection.ts';
import { deleteEmailsAboutApplications } from '../../db/email-outbox-removal.ts';
import { listInterviewsOfApplication } from '../../db/interviews.ts';
import { hiringSettingsForPosition } from '../../db/job-hiring.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type ScorecardViewer, scorecardsForInterviews, staffViewer } from '../../hiring/scorecards-view.ts';
import { queueApplicationMail } from '../../mail/notifications.ts';
import { withdrawApplication, withdrawalKey } from '../../personal-data/withdraw-application.ts';
import { deleteStoredUpload } from '../../uploads/stored-upload.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';
import { rateLimit } from '../rate-limit.ts';
import { recordInsightEvent } from '../record-insight-event.ts';
import { readJson, readQuery } from '../request-body.ts';
import { assertCvAvailable, cvDownload } from './applications-cv.ts';
import { applicationsCsvResponse } from './applications-export.ts';
import { storeUploadedPdf, uploadGate } from './applications-upload.ts';

// public-site.md §7 and admin.md §7: POST /applications/upload-cv, POST /applications,
// GET /applications, PATCH /applications/{id}/status, DELETE /applications/{id}; plus
// GET /applications/{id} and the private CV download GET /applications/cv/{file} (DESIGN.md).
// Ours, for the staff applications screen (admin.md §2): a search (q) on the list and the
// export, the CSV export GET /applications/export.csv, internal notes
// (POST /applications/{id}/notes, DELETE /applications/{id}/notes/{noteId}), and a status
// history; the detail answers the application with its notes, history and the same person's
// other applications. And the applicant's own POST /applications/withdraw (decision 017).

const TEN_MINUTES = 10 * 60 * 1000;
/** Who the activity log names for a withdrawal: the applicant, by role, never by address. */
const WITHDRAWAL_ACTOR = 'applicant (withdrawal link)';
// Far past any real list; keeps OFFSET a number both databases accept.
const MAX_PAGE = 100_000;

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.applications.notFound);
}

/** A path id that no stored application could have names nothing: 404 without a query. */
function applicationId(value: string): string {
  if (!isWellFormedId(value)) throw notFound();
  return value;
}

/** A link that is not ours is a bad request (400); one past its date or already used is gone (410). */
function withdrawalRefused(reason: 'invalid' | 'expired' | 'gone'): AppError {
  const w = MESSAGES.withdrawal;
  if (reason === 'invalid') return new AppError('VALIDATION', w.linkInvalid);
  return new AppError('GONE', reason === 'expired' ? w.linkExpired : w.gone);
}

/**
 * Decision 026: each interview with its interviewers' progress and the scorecards the viewer may
 * read (HR and administrators read all of them).
 */
async function withScorecards(db: Db, interviews: Interview[], viewer: ScorecardViewer) {
  const scorecards = await scorecardsForInterviews(
    db,
    interviews.map((interview) => interview._id),
    viewer,
  );
  return interviews.map((interview) => {
    const progress = scorecards.get(interview._id);
    const submitted = new Set(
      progress?.interviewers.filter((person) => person.hasSubmitted).map((person) => person._id),
    );
    return {
      ...interview,
      interviewers: interview.interviewers.map((person) => ({
        ...person,
        hasSubmitted: submitted.has(person._id),
      })),
      scorecards: progress?.scorecards ?? [],
    };
  });
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

export function applicationRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/upload-cv', uploadGate(), async (c) => {
        const fileUrl = await storeUploadedPdf(c);
        return c.json({ success: true, fileUrl }, 201);
      })
      .get('/cv/:file', requireStaff('recruitment'), (c) => cvDownload(c))
      .post('/', rateLimit({ name: 'application', max: 10, windowMs: TEN_MINUTES }), async (c) => {
        const form = await readJson(c, applicationCreateSchema);
        const { db, config } = c.var.services;
        // Read before the transaction: a key first made inside one that rolled back would be lost.
        const key = await withdrawalKey(c.var.services);
        // public-site.md §7 order: the application is saved, then the HR notification goes out.
        // Both happen in one transaction, so neither exists without the other (DESIGN.md outbox);
        // the sender is woken once it has committed.
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
          await queueApplicationMail(trx, form, created, config, key);
          return created;
        });
        c.var.services.mail.wake();
        // Decision 029: counted by the server, so it counts even if the page is closed at once.
        recordInsightEvent(c, 'application', '/apply');
        return c.json({ success: true, data: { application } }, 201);
      })
      // Decision 017: the applicant's withdrawal link. Public and rate-limited like the other
      // anonymous writes; the answer never says anything about the application.
      .post('/withdraw', rateLimit({ name: 'withdrawal', max: 10, windowMs: TEN_MINUTES }), async (c) => {
        const { token } = await readJson(c, applicationWithdrawSchema);
        const result = await withdrawApplication(c.var.services, token);
        if (result.outcome !== 'withdrawn') throw withdrawalRefused(result.outcome);
        await audit(c, {
          // The applicant, never their address: the log outlives what was just deleted.
          actor: { email: WITHDRAWAL_ACTOR },
          action: 'delete',
          entity: 'application',
          entityId: result.applicationId,
          detail: `withdrawn by the applicant; e-mails removed: ${result.emails}`,
          shouldRecordAddress: false,
        });
        return c.json({ success: true, message: MESSAGES.withdrawal.withdrawn });
      })
      .get('/', requireStaff('recruitment'), async (c) => {
        const query = readQuery(c, applicationListQuerySchema);
        const page = Math.min(query.page, MAX_PAGE);
        const { applications, total, totalPages, isTotalExact } = await listApplications(c.var.services.db, {
          ...query,
          page,
        });
        return c.json({ success: true, data: { applications }, totalPages, total, isTotalExact, page });
      })
      // Registered before '/:id', which would otherwise take 'export.csv' for an id.
      .get('/export.csv', requireStaff('recruitment'), async (c) => {
        // Decision 026: ?ids= exports the applications selected on the list (up to 100 ids).
        const filter = readQuery(c, applicationExportQuerySchema, { ids: EXPORT_IDS_QUERY_MAX });
        return applicationsCsvResponse(c.var.services, filter);
      })
      .get('/:id', requireStaff('recruitment'), async (c) => {
        const id = applicationId(c.req.param('id'));
        const { db } = c.var.services;
        const application = found(await getApplication(db, id));
        const [notes, history, related, listed, tags, emails, hiring] = await Promise.all([
          listApplicationNotes(db, id),
          listStatusChanges(db, id),
          listRelatedApplications(db, id),
          listInterviewsOfApplication(db, id),
          listApplicationTags(db, id),
          listApplicationEmails(db, id),
          // Decision 026: scorecards store ratings by competency key; the job's names for them
          // (the job the application names by title, else the defaults) let the dialog show them.
          hiringSettingsForPosition(db, application.position),
        ]);
        const interviews = await withScorecards(db, listed, staffViewer(c.var.admin));
        const { competencies } = hiring;
        return c.json({
          success: true,
          data: { application, notes, history, related, interviews, competencies, tags, emails },
        });
      })
      // admin.md §4: any status may follow any other; each change is recorded with its author.
      .patch('/:id/status', requireStaff('recruitment'), async (c) => {
        const id = applicationId(c.req.param('id'));
        const { status } = await readJson(c, applicationStatusSchema);
        const { admin } = c.var;
        const { application } = found(await changeApplicationStatus(c.var.services.db, id, status, admin));
        return c.json({ success: true, data: { application } });
      })
      .post('/:id/notes', requireStaff('recruitment'), async (c) => {
        const id = applicationId(c.req.param('id'));
        const { text } = await readJson(c, applicationNoteFormSchema);
        const { admin } = c.var;
        const note = found(
          await addApplicationNote(c.var.services.db, { applicationId: id, author: admin, text }),
        );
        return c.json({ success: true, data: { note } }, 201);
      })
      .delete('/:id/notes/:noteId', requireStaff('recruitment'), async (c) => {
        const id = applicationId(c.req.param('id'));
        const noteId = c.req.param('noteId');
        const { db } = c.var.services;
        const isDeleted = isWellFormedId(noteId) && (await deleteApplicationNote(db, id, noteId));
        if (!isDeleted) {
          // Say which of the two is missing: the application, or the note on it.
          found(await getApplication(db, id));
          throw new AppError('NOT_FOUND', MESSAGES.applications.noteNotFound);
        }
        return c.json({ success: true, message: MESSAGES.applications.noteDeleted });
      })
      // Its notes and status history go with it (foreign keys on delete cascade), and the e-mails
      // about it in the same transaction (decision 013: an e-mail exists while its application does).
      .delete('/:id', requireStaff('recruitment'), async (c) => {
        const { services } = c.var;
        const id = applicationId(c.req.param('id'));
        const application = found(
          await inTransaction(services.db, async (trx) => {
            const deleted = await deleteApplication(trx, id);
            if (deleted) await deleteEmailsAboutApplications(trx, [id]);
            return deleted;
          }),
        );
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
