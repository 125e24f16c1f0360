import type { ReactNode } from 'react';
import { stepHeadingId } from './use-application-wizard.ts';
import { LAST_STEP, STEP_TITLES, type Step } from './wizard-state.ts';

// One step of the wizard. Every step stays in the page and only the current one shows, so values
// and the chosen CV file survive moving back and forth (and a failed submission). The heading
// takes focus when its step opens.

export function WizardStep({ step, current, children }: { step: Step; current: Step; children: ReactNode }) {
  return (
    <fieldset hidden={step !== current} aria-labelledby={stepHeadingId(step)} data-wizard-step={step}>
      <h2
        id={stepHeadingId(step)}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
      >
        {STEP_TITLES[step]}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Step {step} of {LAST_STEP}. Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
