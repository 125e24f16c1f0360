import { MERGE_FIELD_HELP, MERGE_FIELDS } from '../../../../domain/email-templates.ts';

// Decision 026: the merge fields a template may use, with what each becomes. An unknown one is
// refused when the template is saved.

export function MergeFieldHelp({ id }: { id?: string }) {
  return (
    <section
      id={id}
      aria-labelledby="merge-field-help-heading"
      className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h2 id="merge-field-help-heading" className="text-sm font-semibold text-slate-800">
        Merge fields
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Type one in double braces; it is filled in for each applicant when the e-mail is sent. A field with no
        value yet (no interview scheduled) stops the e-mail being sent.
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        {MERGE_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt>
              <code className="rounded bg-white px-1.5 py-0.5 font-mono text-[13px] text-brand-900 ring-1 ring-slate-200">{`{{${field}}}`}</code>
            </dt>
            <dd className="mb-1 text-slate-700 sm:mb-0">{MERGE_FIELD_HELP[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
