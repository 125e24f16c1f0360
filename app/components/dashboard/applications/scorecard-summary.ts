import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
} from '../../../../domain/scorecards.ts';

// Decision 026: one line above an interview's scorecards, so HR read the outcome before the
// detail: "2 of 3 scorecards in · Yes ×1, Strong yes ×1" (recommendations from Strong no up).

export function scorecardSummary(
  interviewers: readonly { hasSubmitted: boolean }[],
  scorecards: readonly { recommendation: Recommendation }[],
): string {
  const inCount = interviewers.filter((person) => person.hasSubmitted).length;
  const total = Math.max(interviewers.length, inCount);
  const counts = RECOMMENDATIONS.map((recommendation) => ({
    label: RECOMMENDATION_LABELS[recommendation],
    count: scorecards.filter((card) => card.recommendation === recommendation).length,
  })).filter((item) => item.count > 0);
  const progress = `${inCount} of ${total} scorecard${total === 1 ? '' : 's'} in`;
  if (counts.length === 0) return progress;
  return `${progress} · ${counts.map((item) => `${item.label} ×${item.count}`).join(', ')}`;
}
