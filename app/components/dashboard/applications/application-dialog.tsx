import { APPLICATION_STATUSES } from '../../../../domain/constants.ts';
import type { ApplicationListItem } from '../../../../domain/entities.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { ContactDetails, DetailItem } from '../contact-details.tsx';
import { dateTime, shortDate } from '../dates.ts';
import { statusLabel } from '../status-labels.ts';
import { ApplicationNotes } from './application-notes.tsx';
import { CandidateEmails } from './candidate-emails.tsx';
import { InterviewsSection } from './interviews-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TagsEditor } from './tags-editor.tsx';
import type { ApplicationDetail } from './use-application-detail.ts';

// admin.md §2 the application's detail dialog: everything the applicant sent, the status change
// (any status from any other, §4) and the CV download; ours: notes, the status history and the
// same e-mail address's other applications. Opened by id (?open=<id>), it may have no list row
// to show while the application loads: then a spinner, or the error (deleted since the link was
// sent) with Close. The Close button stays the same element throughout, so focus stays on it.

const TITLE_ID = 'application-dialog-title';

export function ApplicationDialog({
  openedId,
  composeTemplateId = null,
  listed,
  detail,
  onDelete,
  onClose,
  onComposerClosed,
}: {
  /** The application to show, or null when the dialog is closed. */
  openedId: string | null;
  /** Decision 026: a template to open its e-mail composer with (?compose=, the board's offer). */
  composeTemplateId?: string | null;
  /** Its list row, when it is on the current page (shown at once while the detail loads). */
  listed: ApplicationListItem | null;
  detail: ApplicationDetail;
  onDelete: (application: ApplicationListItem) => void;
  onClose: () => void;
  onComposerClosed?: () => void;
}) {
  const application = detail.data?.application ?? listed;
  return (
    <ModalDialog open={openedId !== null} onClose={onClose} labelledBy={TITLE_ID}>
      <div
        className={`${application ? 'w-[46rem]' : 'w-[30rem]'} max-w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:p-8`}
        style={{ maxHeight: 'calc(100dvh - 2rem)' }}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={TITLE_ID} className="text-xl font-semibold text-brand-900">
              {application ? `${application.firstName} ${application.lastName}` : 'Application'}
            </h2>
            {application && (
              <p className="mt-1 text-sm text-slate-600">
                {application.position} · {application.country} · applied {shortDate(application.createdAt)}
              </p>
            )}
          </div>
          {application && <StatusBadge status={application.status} />}
        </div>

        <div className="mt-4 space-y-3 empty:hidden">
          {detail.loadError && <Banner tone="error">{detail.loadError}</Banner>}
          {detail.failure && <Banner tone="error">{detail.failure}</Banner>}
        </div>

        {application ? (
          <ContactDetails email={application.email} phone={application.phone}>
            {application.linkedin && (
              <DetailItem term="LinkedIn" wide>
                <a
                  className={`break-all text-brand-500 underline ${FOCUS_RING}`}
                  href={application.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {application.linkedin}
                </a>
              </DetailItem>
            )}
            {application.comments && (
              <DetailItem term="Comments" wide>
                <span className="whitespace-pre-line">{application.comments}</span>
              </DetailItem>
            )}
          </ContactDetails>
        ) : (
          !detail.loadError && <Spinner label="Loading the application…" />
        )}
        {detail.data && (
          <TagsEditor
            key={detail.data.application._id}
            applicationId={detail.data.application._id}
            initialTags={detail.data.tags ?? []}
            onSaved={detail.refresh}
          />
        )}

        <div className="mt-6 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-5">
          {application && (
            <>
              <div className="flex flex-col">
                <label htmlFor="application-status" className="text-sm font-semibold text-slate-800">
                  Status
                </label>
                <select
                  id="application-status"
                  value={application.status}
                  disabled={detail.busy === 'status' || !detail.data}
                  onChange={(event) => {
                    const status = APPLICATION_STATUSES.find((candidate) => candidate === event.target.value);
                    if (status) void detail.changeStatus(status);
                  }}
                  className={`mt-1.5 min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 ${FOCUS_RING}`}
                >
                  {APPLICATION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {statusLabel(status)}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="primary"
                size="sm"
                isBusy={detail.busy === 'cv'}
                busyLabel="Downloading..."
                onClick={() => void detail.downloadCv()}
                disabled={!detail.data}
              >
                Download CV
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDelete(application)}>
                Delete
              </Button>
            </>
          )}
          {/* On its own (loading, or gone) Close needs its outline to read as a button. */}
          <Button
            variant={application ? 'ghost' : 'secondary'}
            size="sm"
            className="sm:ml-auto"
            onClick={onClose}
          >
            Close
          </Button>
        </div>
        {detail.busy === 'status' && (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Updating status…
          </p>
        )}

        {detail.data && (
          <CandidateEmails
            application={detail.data.application}
            emails={detail.data.emails}
            composeTemplateId={composeTemplateId}
            onChanged={detail.reload}
            onComposerClosed={onComposerClosed}
          />
        )}

        {application && detail.isLoading && <Spinner label="Loading notes and history…" />}
        {detail.data && (
          <div className="mt-6 grid gap-6 border-t border-slate-200 pt-5 md:grid-cols-2">
            <ApplicationNotes
              notes={detail.data.notes}
              error={detail.noteError}
              isBusy={detail.busy === 'note'}
              onAdd={detail.addNote}
              onDelete={(noteId) => void detail.deleteNote(noteId)}
            />
            <div className="space-y-6">
              <section aria-labelledby="application-history-heading">
                <h3 id="application-history-heading" className="text-sm font-semibold text-slate-800">
                  Status history
                </h3>
                <ol className="mt-2 space-y-2 text-sm">
                  <li className="text-slate-700">
                    <span className="font-medium">Received</span> ·{' '}
                    {dateTime(detail.data.application.createdAt)}
                  </li>
                  {detail.data.history.map((change) => (
                    <li key={change._id} className="text-slate-700">
                      <span className="font-medium">
                        {statusLabel(change.from)} → {statusLabel(change.to)}
                      </span>{' '}
                      · {change.changedByName} · {dateTime(change.changedAt)}
                    </li>
                  ))}
                </ol>
              </section>
              {detail.data.related.length > 0 && (
                <section aria-labelledby="application-related-heading">
                  <h3 id="application-related-heading" className="text-sm font-semibold text-slate-800">
                    Other applications from this email
                  </h3>
                  <ul className="mt-2 space-y-2 text-sm">
                    {detail.data.related.map((other) => (
                      <li key={other._id} className="flex flex-wrap items-center gap-2 text-slate-700">
                        <span>
                          {other.position} ({other.country}) · {shortDate(other.createdAt)}
                        </span>
                        <StatusBadge status={other.status} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          </div>
        )}
        {detail.data && (
          <InterviewsSection
            application={detail.data.application}
            interviews={detail.data.interviews}
            competencies={detail.data.competencies}
            onChanged={detail.reload}
          />
        )}
      </div>
    </ModalDialog>
  );
}
