import { useState } from 'react';
import type { Feedback } from '../../../domain/answers/scorecards.ts';
import type { ScorecardBody } from '../../../domain/scorecards.ts';
import { SCORECARD_MESSAGES } from '../../../domain/scorecards.ts';
import { useFocusRequest } from '../forms/use-checked-form.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Banner } from '../ui/status.tsx';
import { interviewLength, ukInterviewTime } from './interview-time.ts';
import { ScorecardForm } from './scorecard-form.tsx';
import { ScorecardCard, ScorecardList } from './scorecard-list.tsx';

// Decision 026: one interview's feedback for one interviewer — the candidate, the position, the
// time, the CV and the scorecard form; once their scorecard is in, a thank-you, their own
// scorecard and the other interviewers'. The same on the no-account page and the dashboard.

export function InterviewFacts({ feedback }: { feedback: Feedback }) {
  const { candidate, interview } = feedback;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="font-semibold text-slate-600">Candidate</dt>
        <dd className="mt-0.5 text-base font-semibold text-slate-900">
          {candidate.firstName} {candidate.lastName}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">Position</dt>
        <dd className="mt-0.5 text-base text-slate-900">{feedback.position}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">Interview</dt>
        <dd className="mt-0.5 text-base text-slate-900">
          {ukInterviewTime(interview.startsAt)}
          <span className="block text-sm text-slate-600">{interviewLength(interview.durationMinutes)}</span>
        </dd>
      </div>
    </dl>
  );
}

export function CvLink({ feedback }: { feedback: Feedback }) {
  if (!feedback.cvUrl) return null;
  const name = `${feedback.candidate.firstName} ${feedback.candidate.lastName}`;
  return (
    <a href={feedback.cvUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
      Open the CV<span className="sr-only"> of {name} (PDF, opens in a new tab)</span>
    </a>
  );
}

export function FeedbackPanel({
  feedback,
  idPrefix,
  onSubmit,
  headingLevel = 2,
}: {
  feedback: Feedback;
  idPrefix: string;
  /** Sends the scorecard and answers the feedback as it now stands (with the others' scorecards). */
  onSubmit: (body: ScorecardBody) => Promise<Feedback>;
  headingLevel?: 2 | 3;
}) {
  const [shown, setShown] = useState(feedback);
  const [isJustSubmitted, setJustSubmitted] = useState(false);
  const [thanksRef, focusThanks] = useFocusRequest<HTMLDivElement>();
  const Heading = `h${headingLevel}` as const;
  const sub = headingLevel === 2 ? 3 : 4;

  const submit = async (body: ScorecardBody) => {
    setShown(await onSubmit(body));
    setJustSubmitted(true);
    focusThanks();
  };

  if (!shown.hasSubmitted) {
    return (
      <section aria-labelledby={`${idPrefix}-form-heading`} className="space-y-5">
        <Heading id={`${idPrefix}-form-heading`} className="text-xl font-bold text-brand-900">
          Your scorecard
        </Heading>
        <ScorecardForm idPrefix={idPrefix} competencies={shown.competencies} onSubmit={submit} />
      </section>
    );
  }

  const waiting = shown.interviewers.filter(
    (person) => !person.hasSubmitted && person._id !== shown.interviewer._id,
  );
  return (
    <div className="space-y-8">
      <div ref={thanksRef} tabIndex={-1} className="focus:outline-none">
        <Banner
          tone="success"
          title={isJustSubmitted ? SCORECARD_MESSAGES.submitted : 'Your scorecard is in'}
        >
          <p>
            {isJustSubmitted ? 'Thank you for your time. ' : ''}You can now read the other interviewers’
            scorecards below.
          </p>
        </Banner>
      </div>
      {shown.scorecard && (
        <section aria-labelledby={`${idPrefix}-own-heading`} className="space-y-3">
          <Heading id={`${idPrefix}-own-heading`} className="text-xl font-bold text-brand-900">
            Your scorecard
          </Heading>
          <ScorecardCard scorecard={shown.scorecard} competencies={shown.competencies} headingLevel={sub} />
        </section>
      )}
      <section aria-labelledby={`${idPrefix}-others-heading`} className="space-y-3">
        <Heading id={`${idPrefix}-others-heading`} className="text-xl font-bold text-brand-900">
          Other interviewers
        </Heading>
        <ScorecardList
          scorecards={shown.otherScorecards}
          competencies={shown.competencies}
          headingLevel={sub}
          empty="No other interviewer has submitted a scorecard yet."
        />
        {waiting.length > 0 && (
          <p className="text-sm text-slate-600">
            Still to come: {waiting.map((person) => person.name).join(', ')}.
          </p>
        )}
      </section>
    </div>
  );
}
