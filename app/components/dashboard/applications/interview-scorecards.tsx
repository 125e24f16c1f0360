import { useEffect, useRef } from 'react';
import type { ApplicationInterview } from '../../../../domain/answers/applications.ts';
import type { Competency } from '../../../../domain/scorecards.ts';
import { ScorecardCard } from '../../interview-feedback/scorecard-list.tsx';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ScorecardProgressBadge } from '../scorecards/scorecard-progress-badge.tsx';
import { scorecardSummary } from './scorecard-summary.ts';
import { useScorecardLink } from './use-scorecard-link.ts';

// Decision 026: under an interview in the application's dialog, each interviewer with whether
// their scorecard is in and, while the interview stands, "Copy scorecard link" (their no-account
// link, for someone who missed the invitation); then the scorecards themselves, as the
// interviewers see them, with a one-line tally when there are several. HR and admin read every
// scorecard (the API gives them all).

export function InterviewScorecards({
  interview,
  competencies,
}: {
  interview: ApplicationInterview;
  competencies: readonly Competency[];
}) {
  const isCancelled = interview.status === 'cancelled';
  const { busyId, shown, message, copy } = useScorecardLink(interview._id);
  const fieldRef = useRef<HTMLInputElement>(null);
  // The link the clipboard refused is selected at once, ready for Ctrl+C.
  useEffect(() => {
    if (shown) fieldRef.current?.select();
  }, [shown]);

  const { interviewers, scorecards } = interview;
  // A cancelled interview asks nothing more of anyone; what was sent before stays readable.
  if (isCancelled && scorecards.length === 0) return null;
  const headingId = `interview-${interview._id}-scorecards`;
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-slate-200 pt-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-800">
        Scorecards
      </h4>
      {!isCancelled && (
        <ul className="mt-2 divide-y divide-slate-100">
          {interviewers.map((person) => (
            <li key={person._id} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{person.name}</span>
                  <ScorecardProgressBadge hasSubmitted={person.hasSubmitted} />
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  isBusy={busyId === person._id}
                  busyLabel="Making link..."
                  disabled={busyId !== null && busyId !== person._id}
                  onClick={() => void copy(person._id)}
                >
                  Copy scorecard link<span className="sr-only"> for {person.name}</span>
                </Button>
              </div>
              {shown?.interviewerId === person._id && (
                <div className="mt-2">
                  <label
                    htmlFor={`${headingId}-link-${person._id}`}
                    className="block text-xs font-semibold text-slate-700"
                  >
                    Scorecard link for {person.name}
                  </label>
                  <input
                    ref={fieldRef}
                    id={`${headingId}-link-${person._id}`}
                    readOnly
                    value={shown.url}
                    onFocus={(event) => event.target.select()}
                    className={`mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs ${FOCUS_RING}`}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p
        role="status"
        className={`mt-2 text-sm font-medium empty:hidden ${message?.tone === 'error' ? 'text-red-800' : 'text-green-800'}`}
      >
        {message?.text}
      </p>
      {scorecards.length > 1 && (
        <p className="mt-2 text-sm font-semibold text-slate-800">
          {scorecardSummary(interviewers, scorecards)}
        </p>
      )}
      {scorecards.length > 0 && (
        <div className="mt-2 space-y-3">
          {scorecards.map((card) => (
            <ScorecardCard key={card._id} scorecard={card} competencies={competencies} headingLevel={5} />
          ))}
        </div>
      )}
    </section>
  );
}
