import { Link } from 'react-router';
import { COUNTRIES, JOB_TITLE_MAX } from '../../../../domain/constants.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { Banner, Spinner } from '../../ui/status.tsx';
import { JobPdfField } from './job-pdf-field.tsx';
import { JOBS_PATH, useJobForm } from './use-job-form.ts';

// admin.md §2 Job form: Basic Information (title, country, place, type) then Job Details
// (qualifications, experience, responsibilities), the job description PDF, and the controls
// Back to Listings, Previous, Next, Save Job. Textarea rows follow §9 where it gives them.

const STEP_TITLES = { 1: 'Basic Information', 2: 'Job Details' } as const;

export function JobForm({ jobId }: { jobId: string | undefined }) {
  const { form, pdf, isEdit, isLoading, cannotEdit, failure, isSaving, bannerRef, submit } =
    useJobForm(jobId);
  const step = form.step === 2 ? 2 : 1;
  const isDisabled = isSaving || isLoading;

  return (
    <div className="max-w-3xl">
      <div ref={bannerRef} tabIndex={-1} className="mb-4 focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
      </div>
      {isLoading && <Spinner label="Loading the job…" />}
      {!isLoading && !cannotEdit && (
        <form
          noValidate
          onSubmit={submit}
          aria-label={isEdit ? 'Edit job' : 'New job'}
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <p className="text-sm font-semibold text-brand-500">
            Step {step} of {form.steps.length}
          </p>
          <h2
            id={form.stepHeadingId(step)}
            tabIndex={-1}
            className="mt-1 text-xl font-semibold text-brand-900 focus:outline-none"
          >
            {STEP_TITLES[step]}
          </h2>
          <div className="mt-6 space-y-5">
            {step === 1 ? (
              <>
                <TextField
                  label="Job Title"
                  required
                  maxLength={JOB_TITLE_MAX}
                  disabled={isDisabled}
                  {...form.bind('title')}
                />
                <SelectField
                  label="Country"
                  required
                  placeholder="Select a country"
                  options={COUNTRIES}
                  disabled={isDisabled}
                  {...form.bind('country')}
                />
                <TextField
                  label="Location"
                  required
                  hint="City or site, e.g. Colchester"
                  disabled={isDisabled}
                  {...form.bind('place')}
                />
                <TextField
                  label="Job Type"
                  hint="e.g. Full-time, Contract, Graduate"
                  disabled={isDisabled}
                  {...form.bind('type')}
                />
              </>
            ) : (
              <>
                <TextAreaField
                  label="Qualifications"
                  required
                  rows={4}
                  disabled={isDisabled}
                  {...form.bind('qualifications')}
                />
                <TextField
                  label="Experience"
                  required
                  hint="e.g. 5+ years in protection design"
                  disabled={isDisabled}
                  {...form.bind('experience')}
                />
                <TextAreaField
                  label="Responsibilities"
                  required
                  rows={6}
                  hint="One responsibility per line."
                  disabled={isDisabled}
                  {...form.bind('responsibilities')}
                />
                <TextField
                  label="Closing Date"
                  type="date"
                  hint="After this day (UK time) the opening leaves the careers page by itself."
                  disabled={isDisabled}
                  {...form.bind('closingDate')}
                />
                <JobPdfField pdf={pdf} disabled={isDisabled} />
              </>
            )}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
            <Link to={JOBS_PATH} className={buttonClass('ghost')}>
              Back to Listings
            </Link>
            <span className="ml-auto flex flex-wrap gap-3">
              {!form.isFirstStep && (
                <Button variant="secondary" onClick={form.back} disabled={isSaving}>
                  Previous
                </Button>
              )}
              {form.isLastStep ? (
                <SubmitButton isBusy={isSaving} busyLabel="Saving...">
                  Save Job
                </SubmitButton>
              ) : (
                // A submit button, so Enter in a field of step 1 moves on too (use-job-form.ts).
                <Button type="submit" disabled={isDisabled}>
                  Next
                </Button>
              )}
            </span>
          </div>
        </form>
      )}
      {cannotEdit && (
        <Link to={JOBS_PATH} className={buttonClass('secondary')}>
          Back to Listings
        </Link>
      )}
    </div>
  );
}
