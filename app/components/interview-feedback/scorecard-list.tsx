import type { ScorecardShape } from '../../../domain/answers/scorecards.ts';
import {
  type Competency,
  RATING_LABELS,
  type Rating,
  RECOMMENDATION_LABELS,
  type Recommendation,
} from '../../../domain/scorecards.ts';
import { Badge } from '../ui/badge.tsx';
import { ukDateAndTime } from './interview-time.ts';

// Decision 026: submitted scorecards as the interviewers and HR read them: who, their
// recommendation, each rating with its meaning, their notes as written and when they sent it. The
// same card on the no-account page, "My interviews" and the application's dialog.

const RECOMMENDATION_TONES: Record<Recommendation, string> = {
  'strong-no': 'bg-red-100 text-red-800',
  no: 'bg-amber-100 text-amber-900',
  yes: 'bg-green-100 text-green-800',
  'strong-yes': 'bg-emerald-100 text-emerald-900',
};

function ratingText(rating: number): string {
  const label = RATING_LABELS[rating as Rating];
  return label ? `${rating} — ${label}` : String(rating);
}

/** "Strong no" … "Strong yes" as a pill; the words carry the meaning, the colour only helps. */
export function RecommendationBadge({ recommendation }: { recommendation: Recommendation }) {
  return (
    <Badge colourClass={RECOMMENDATION_TONES[recommendation]}>
      <span className="sr-only">Recommendation: </span>
      {RECOMMENDATION_LABELS[recommendation]}
    </Badge>
  );
}

type HeadingLevel = 2 | 3 | 4 | 5;

export function ScorecardCard({
  scorecard,
  competencies,
  headingLevel = 3,
}: {
  scorecard: ScorecardShape;
  competencies: readonly Competency[];
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  // A competency rated before the job's list changed keeps its key as its name.
  const labelOf = (key: string) => competencies.find((item) => item.key === key)?.label ?? key;
  return (
    <article className="rounded-lg bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-brand-900">{scorecard.interviewerName}</Heading>
        <RecommendationBadge recommendation={scorecard.recommendation} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {Object.entries(scorecard.ratings).map(([key, rating]) => (
          <div key={key}>
            <dt className="text-slate-600">{labelOf(key)}</dt>
            <dd className="font-semibold text-slate-900">{ratingText(rating)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-semibold text-slate-800">Notes</p>
      <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">{scorecard.notes}</p>
      <p className="mt-3 text-xs text-slate-600">
        Submitted <time dateTime={scorecard.submittedAt}>{ukDateAndTime(scorecard.submittedAt)}</time> (UK
        time)
      </p>
    </article>
  );
}

export function ScorecardList({
  scorecards,
  competencies,
  empty,
  headingLevel,
}: {
  scorecards: readonly ScorecardShape[];
  competencies: readonly Competency[];
  empty: string;
  headingLevel?: HeadingLevel;
}) {
  if (scorecards.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="space-y-4">
      {scorecards.map((card) => (
        <ScorecardCard
          key={card._id}
          scorecard={card}
          competencies={competencies}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
