import { MESSAGES } from '../../../domain/messages.ts';
import { Banner, EmptyState, Spinner } from '../ui/status.tsx';
import { CaseStudyCard, type CaseStudyCardData } from './case-study-card.tsx';

// public-site.md §4 "Case studies: loading, then loaded, empty or failed" and §8's texts.

export type CaseStudyListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; caseStudies: readonly CaseStudyCardData[] };

export function CaseStudyGrid({ state }: { state: CaseStudyListState }) {
  if (state.status === 'loading') return <Spinner label="Loading case studies…" />;
  if (state.status === 'failed') return <Banner tone="error">{MESSAGES.caseStudies.loadFailed}</Banner>;
  if (state.caseStudies.length === 0) return <EmptyState>{MESSAGES.caseStudies.empty}</EmptyState>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {state.caseStudies.map((caseStudy) => (
        <li key={caseStudy._id} className="flex">
          <CaseStudyCard caseStudy={caseStudy} />
        </li>
      ))}
    </ul>
  );
}
