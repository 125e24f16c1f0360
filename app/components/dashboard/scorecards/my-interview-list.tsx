import { useState } from 'react';
import type { MyInterview } from '../../../../domain/answers/scorecards.ts';
import { interviewLength, ukInterviewTime } from '../../interview-feedback/interview-time.ts';
import { Button } from '../../ui/button.tsx';
import { InterviewFeedbackLoader } from './interview-feedback-loader.tsx';
import { ScorecardProgressBadge } from './scorecard-progress-badge.tsx';

// Decision 026: the signed-in person's interviews, each a card that opens (a disclosure button
// with aria-expanded) onto its CV and scorecard form, or onto the scorecards once theirs is in.

function InterviewCard({ interview, onSubmitted }: { interview: MyInterview; onSubmitted: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const name = `${interview.candidate.firstName} ${interview.candidate.lastName}`;
  const panelId = `interview-panel-${interview._id}`;
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-brand-900">{name}</h3>
          <p className="text-slate-700">{interview.position}</p>
          <p className="mt-1 text-sm text-slate-600">
            {ukInterviewTime(interview.startsAt)} · {interviewLength(interview.durationMinutes)}
            {interview.location ? ` · ${interview.location}` : interview.meetingUrl ? ' · Online' : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <ScorecardProgressBadge hasSubmitted={interview.hasSubmitted} />
          <Button
            variant={isOpen || interview.hasSubmitted ? 'secondary' : 'primary'}
            size="sm"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setOpen(!isOpen)}
          >
            {isOpen ? 'Close' : interview.hasSubmitted ? 'Read scorecards' : 'Write scorecard'}
            <span className="sr-only"> for {name}</span>
          </Button>
        </div>
      </div>
      {isOpen && (
        <div id={panelId} className="mt-5 border-t border-slate-200 pt-5">
          <InterviewFeedbackLoader interviewId={interview._id} onSubmitted={onSubmitted} />
        </div>
      )}
    </li>
  );
}

export function MyInterviewList({
  heading,
  interviews,
  empty,
  onSubmitted,
}: {
  heading: string;
  interviews: readonly MyInterview[];
  empty: string;
  onSubmitted: () => void;
}) {
  const id = `interviews-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {heading} <span className="font-normal text-slate-600">({interviews.length})</span>
      </h2>
      {interviews.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {interviews.map((interview) => (
            <InterviewCard key={interview._id} interview={interview} onSubmitted={onSubmitted} />
          ))}
        </ul>
      )}
    </section>
  );
}
