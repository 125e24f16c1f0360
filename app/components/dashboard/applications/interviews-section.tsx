import { useEffect, useRef, useState } from 'react';
import type { ApplicationInterview } from '../../../../domain/answers/applications.ts';
import { interviewAnswer } from '../../../../domain/answers/interviews.ts';
import { formatDuration, type Interview, joinNames, localTime } from '../../../../domain/interviews.ts';
import type { Competency } from '../../../../domain/scorecards.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { formatUkDateTime } from '../publishing/uk-time.ts';
import { InterviewForm } from './interview-form.tsx';
import { InterviewScorecards } from './interview-scorecards.tsx';

// Decision 026: the application's interviews in its dialog: when (UK time, and the applicant's
// office time where it differs), how long, where (an office or the online link), who; cancelled
// ones stay, struck through, so the history reads right. Schedule, change and cancel from here;
// each sends its e-mails, which the confirmation and the form say beforehand.

type Applicant = { _id: string; firstName: string; lastName: string; country: string };

const CANCEL_FAILED = 'Failed to cancel the interview';

export function InterviewsSection({
  application,
  interviews,
  competencies,
  onChanged,
}: {
  application: Applicant;
  interviews: readonly ApplicationInterview[];
  /** The job's competencies, naming the scorecards' ratings. */
  competencies: readonly Competency[];
  onChanged: () => void;
}) {
  /** 'new' while scheduling, an interview's id while changing it, null otherwise. */
  const [editing, setEditing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [isCancelBusy, setCancelBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const applicantName = `${application.firstName} ${application.lastName}`;
  // The form replaces the button that opened it; when it closes, or an interview is cancelled
  // (its buttons go), focus comes back to "Schedule interview" rather than falling to the page.
  const scheduleRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing === null && wasEditing.current) scheduleRef.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  // A cancelled interview loses its buttons once the application has been read again; the
  // confirmation has given focus back to one of them by then.
  const justCancelled = useRef<string | null>(null);
  useEffect(() => {
    const id = justCancelled.current;
    if (id && interviews.some((interview) => interview._id === id && interview.status === 'cancelled')) {
      justCancelled.current = null;
      scheduleRef.current?.focus();
    }
  }, [interviews]);

  const saved = (_interview: Interview, message: string) => {
    setEditing(null);
    setAnnouncement(message);
    onChanged();
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelBusy(true);
    setCancelError(null);
    try {
      await apiRequest(`/interviews/${encodeURIComponent(cancelling._id)}`, interviewAnswer, {
        method: 'DELETE',
      });
      setCancelling(null);
      setAnnouncement('Interview cancelled; the cancellations are on their way.');
      justCancelled.current = cancelling._id;
      onChanged();
    } catch (error) {
      setCancelError(failureMessage(error, CANCEL_FAILED));
    } finally {
      setCancelBusy(false);
    }
  };

  return (
    <section aria-labelledby="application-interviews-heading" className="mt-6 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="application-interviews-heading" className="text-sm font-semibold text-slate-800">
          Interviews
        </h3>
        {editing === null && (
          <Button
            ref={scheduleRef}
            size="sm"
            variant="secondary"
            onClick={() => {
              setAnnouncement('');
              setEditing('new');
            }}
          >
            Schedule interview
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden">
        {announcement}
      </p>
      {editing === 'new' && (
        <InterviewForm application={application} onSaved={saved} onCancel={() => setEditing(null)} />
      )}
      {interviews.length === 0 ? (
        editing !== 'new' && <p className="mt-1 text-sm text-slate-600">No interviews yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {interviews.map((interview) => {
            const isCancelled = interview.status === 'cancelled';
            const elsewhere = localTime(interview.startsAt, application.country);
            return (
              <li key={interview._id} className="rounded-md bg-white p-3 text-sm ring-1 ring-slate-200">
                {editing === interview._id ? (
                  <InterviewForm
                    application={application}
                    interview={interview}
                    onSaved={saved}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className={isCancelled ? 'text-slate-500' : 'text-slate-800'}>
                      <p className="flex flex-wrap items-center gap-2">
                        <time
                          dateTime={interview.startsAt}
                          className={`font-semibold ${isCancelled ? 'line-through' : 'text-slate-900'}`}
                        >
                          {formatUkDateTime(interview.startsAt)} UK time
                        </time>
                        {isCancelled && <Badge colourClass="bg-red-100 text-red-800">Cancelled</Badge>}
                      </p>
                      <p className={isCancelled ? 'line-through' : ''}>
                        {elsewhere && <>{elsewhere} for the applicant · </>}
                        {formatDuration(interview.durationMinutes)}
                      </p>
                      <p className={`break-words ${isCancelled ? 'line-through' : ''}`}>
                        {interview.meetingUrl ? (
                          <>
                            Online:{' '}
                            <a
                              href={interview.meetingUrl}
                              target="_blank"
                              rel="noopener noreferrer"
                              className={`break-all text-brand-500 underline ${FOCUS_RING}`}
                            >
                              {interview.meetingUrl}
                            </a>
                          </>
                        ) : (
                          <>In person: {interview.location}</>
                        )}
                      </p>
                      <p className={isCancelled ? 'line-through' : ''}>
                        With {joinNames(interview.interviewers.map((person) => person.name))}
                      </p>
                    </div>
                    {!isCancelled && editing === null && (
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            setAnnouncement('');
                            setEditing(interview._id);
                          }}
                        >
                          Edit
                          <span className="sr-only">
                            {' '}
                            the interview on {formatUkDateTime(interview.startsAt)}
                          </span>
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => {
                            setCancelError(null);
                            setCancelling(interview);
                          }}
                        >
                          Cancel interview
                          <span className="sr-only"> on {formatUkDateTime(interview.startsAt)}</span>
                        </Button>
                      </div>
                    )}
                  </div>
                )}
                {editing !== interview._id && (
                  <InterviewScorecards interview={interview} competencies={competencies} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this interview?"
        message={
          cancelling
            ? `The interview on ${formatUkDateTime(cancelling.startsAt)} (UK time) will be cancelled, and ${joinNames([applicantName, ...cancelling.interviewers.map((person) => person.name)])} will be e-mailed a cancellation that removes it from their calendars. It stays listed here as cancelled.`
            : ''
        }
        confirmLabel="Cancel interview"
        cancelLabel="Keep interview"
        busyLabel="Cancelling..."
        isBusy={isCancelBusy}
        error={cancelError}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
