import { TextAreaField } from '../forms/field.tsx';
import type { ApplicationWizardState } from './use-application-wizard.ts';
import { fieldId } from './wizard-state.ts';
import { WizardStep } from './wizard-step.tsx';

// public-site.md §2 step 3, Additional Information: optional comments, and a summary of what will
// be sent so the applicant can check it before submitting.
export function AdditionalStep({ wizard }: { wizard: ApplicationWizardState }) {
  const { values, file, errors, setField, step } = wizard;
  const summary = [
    { label: 'Name', value: `${values.firstName} ${values.lastName}`.trim() },
    { label: 'Email', value: values.email },
    { label: 'Phone', value: values.phone },
    { label: 'Country', value: values.country },
    { label: 'Position', value: values.position },
    { label: 'CV', value: file?.name ?? '' },
  ];
  return (
    <WizardStep step={3} current={step}>
      <div className="sm:col-span-2">
        <TextAreaField
          id={fieldId('comments')}
          name="comments"
          label="Comments"
          hint="Anything else you would like us to know: notice period, availability, or why this role interests you."
          rows={6}
          value={values.comments}
          onChange={(value) => setField('comments', value)}
          error={errors.comments}
        />
      </div>
      <div className="rounded-lg bg-slate-50 p-5 ring-1 ring-slate-200 sm:col-span-2">
        <h3 className="font-semibold text-brand-900">Your application</h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {summary.map((item) => (
            <div key={item.label} className="contents">
              <dt className="font-medium text-slate-600">{item.label}</dt>
              <dd className="break-words text-slate-900">{item.value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </WizardStep>
  );
}
