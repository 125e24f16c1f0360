import type { Step } from '../../../content/services/types.ts';

// A numbered process: an ordered list, so screen readers announce "1 of 4" without extra text.
export function ProcessSteps({ steps, tone = 'light' }: { steps: readonly Step[]; tone?: 'light' | 'dark' }) {
  const isDark = tone === 'dark';
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`relative rounded-xl p-6 ${isDark ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white'}`}
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent-500 text-base font-bold text-brand-900"
          >
            {index + 1}
          </span>
          <h3 className={`mt-4 text-lg font-semibold ${isDark ? 'text-white' : 'text-brand-900'}`}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className={`mt-2 leading-relaxed ${isDark ? 'text-slate-200' : 'text-slate-600'}`}>
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
