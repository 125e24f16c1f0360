import type { FunnelStage } from '../../../../domain/insights.ts';
import { formatCount, funnelConversion, funnelSteps } from './insights-format.ts';

// A funnel (decision 029) as horizontal bars: each stage's visits, its bar against the first
// stage, and the share of the stage before that went on to it. An ordered list, so a screen
// reader hears the stages in order with their figures (the bars are decoration).

export function FunnelChart({
  stages,
  startText,
  emptyText,
}: {
  stages: readonly FunnelStage[];
  /** What the overall rate is of: "of visits to the careers page". */
  startText: string;
  emptyText: string;
}) {
  const steps = funnelSteps(stages);
  const overall = funnelConversion(stages);
  if (steps.length === 0 || steps[0]?.visits === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <div>
      <ol className="space-y-3">
        {steps.map((step) => (
          <li key={step.stage}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-800">{step.label}</span>
              <span className="shrink-0 tabular-nums text-slate-700">
                <span className="font-semibold text-slate-900">{formatCount(step.visits)}</span>
                <span className="sr-only"> visits</span>
                {step.fromPrevious !== null && (
                  <span className="text-slate-600">
                    {' '}
                    · {step.fromPrevious}
                    <span className="sr-only"> of the step before</span>
                  </span>
                )}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand-500"
                style={{ width: `${step.ofFirst * 100}%`, minWidth: step.visits > 0 ? '0.25rem' : '0' }}
              />
            </div>
          </li>
        ))}
      </ol>
      {overall !== null && (
        <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
          <span className="font-semibold text-brand-900">{overall}</span> {startText} reached the last step.
        </p>
      )}
    </div>
  );
}
