import { FOCUS_RING } from '../../ui/focus-ring.ts';

// admin.md §2, §9: the case-study form's three tabs. They are the steps of a stepped form, so
// they are buttons in an ordered list with aria-current="step" on the one shown, not a WAI-ARIA
// tablist: moving to a later tab checks the tabs passed (use-stepped-form.ts goTo) and may stop
// on the first error instead, which a tab that selects on focus could not do.

export function FormSteps({
  steps,
  titles,
  current,
  disabled,
  onChoose,
}: {
  steps: readonly number[];
  titles: Readonly<Record<number, string>>;
  current: number;
  disabled?: boolean;
  onChoose: (step: number) => void;
}) {
  return (
    <nav aria-label="Form steps">
      <ol className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {steps.map((step) => {
          const isCurrent = step === current;
          return (
            <li key={step}>
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onChoose(step)}
                className={`flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${FOCUS_RING} ${
                  isCurrent ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:bg-white/60'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`hidden size-6 items-center justify-center rounded-full text-xs sm:inline-flex ${
                    isCurrent ? 'bg-brand-900 text-white' : 'bg-slate-300 text-slate-800'
                  }`}
                >
                  {step}
                </span>
                {titles[step]}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
