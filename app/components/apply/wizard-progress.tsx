import { CheckIcon } from '../services/icons.tsx';
import { LAST_STEP, STEP_TITLES, STEPS, type Step } from './wizard-state.ts';

// public-site.md §2: "Three steps with a progress bar". An ordered list of the steps, the current
// one marked with aria-current="step", over a bar that fills as the applicant moves on.

export function WizardProgress({ step }: { step: Step }) {
  return (
    <div>
      <div
        aria-hidden="true"
        className="h-2 overflow-hidden rounded-full bg-slate-200"
        data-progress-fill={Math.round((step / LAST_STEP) * 100)}
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / LAST_STEP) * 100}%` }}
        />
      </div>
      <ol aria-label="Application progress" className="mt-4 grid grid-cols-3 gap-2">
        {STEPS.map((item) => {
          const isDone = item < step;
          const isCurrent = item === step;
          return (
            <li
              key={item}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-col items-start gap-2 text-xs sm:flex-row sm:items-center sm:text-sm"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full font-semibold ${
                  isDone || isCurrent
                    ? 'bg-brand-900 text-white'
                    : 'bg-white text-slate-600 ring-1 ring-slate-300'
                }`}
              >
                {isDone ? <CheckIcon className="size-4" /> : item}
              </span>
              <span className={isCurrent ? 'font-semibold text-brand-900' : 'text-slate-600'}>
                <span className="sr-only">Step {item}: </span>
                {STEP_TITLES[item]}
                {isDone && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
