import { Link } from 'react-router';
import { COUNTRIES, JOB_TITLE_MAX } from '../../../../domain/constants.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { Banner, Spinner } from '../../ui/status.tsx';
import { HistoryDialog } from '../publishing/history-dialog.tsx';
import { discardedHandler, PublishActions } from '../publishing/publish-actions.tsx';
import { ScheduleFields } from '../publishing/schedule-fields.tsx';
import { JobPdfField } from './job-pdf-field.tsx';
import { JOBS_PATH, useJobForm } from './use-job-form.ts';

// admin.md §2 Job form: Basic Information (title, country, place, type) then Job Details
// (qualifications, experience, responsibilities), the job description PDF, and the controls
// Back to Listings, Previous, Next, and Save Job, which is Publish beside Save draft (decision
// 024, with the schedule, Preview, History and the autosave's note). Textarea rows follow §9.

const STEP_TITLES = { 1: 'Basic Information', 2: 'Job Details' } as const;

export function JobForm({ jobId }: { jobId: string | undefined }) {
  const state = useJobForm(jobId);
  const { form, pdf, isEdit, isLoading, cannotEdit, failure, isSaving, bannerRef, submit, publishing } =
    state;
  const step = form.step === 2 ? 2 : 1;
  const isDisabled = isSaving || isLoading;

  return (
    <div className="max-w-3xl">
      <div ref={bannerRef} tabIndex={-1} className="mb-4 focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
      </div>
      {state.restoredLocal && (
        <div className="mb-4">
          <Banner tone="info">
            What you typed before this job was saved has been restored.{' '}
            <button type="button" onClick={state.discardLocal} className="font-semibold underline">
              Discard it and start again
            </button>
          </Banner>
        </div>
      )}
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
          <div className="mt-8">
            <ScheduleFields
              idPrefix="job"
              values={publishing.schedule}
              errors={publishing.errors}
              disabled={isDisabled}
              onChange={publishing.change}
            />
          </div>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PublishActions
              type="jobs"
              recordId={jobId ?? null}
              savingAs={publishing.savingAs}
              disabled={isLoading || pdf.isUploading}
              publishLabel={publishing.publishLabel}
              autosaveStatus={state.autosave.status}
              onSaveDraft={state.saveDraft}
              onOpenHistory={() => publishing.setHistoryOpen(true)}
              onDiscarded={discardedHandler(state.loaded, state.autosave, state.reloadWorkingCopy)}
              beforePreview={state.autosave.flush}
              leading={
                <>
                  <Link to={JOBS_PATH} className={buttonClass('ghost')}>
                    Back to Listings
                  </Link>
                  {!form.isFirstStep && (
                    <Button variant="secondary" onClick={form.back} disabled={isSaving}>
                      Previous
                    </Button>
                  )}
                </>
              }
              replacePublish={
                form.isLastStep ? undefined : (
                  // A submit button, so Enter in a field of step 1 moves on too (use-job-form.ts).
                  <Button type="submit" disabled={isDisabled}>
                    Next
                  </Button>
                )
              }
            />
          </div>
        </form>
      )}
      {jobId && state.loaded && (
        <HistoryDialog
          open={publishing.isHistoryOpen}
          type="jobs"
          recordId={jobId}
          recordName={state.loaded.title}
          onClose={() => publishing.setHistoryOpen(false)}
          onRestored={state.reloadWorkingCopy}
        />
      )}
      {cannotEdit && (
        <Link to={JOBS_PATH} className={buttonClass('secondary')}>
          Back to Listings
        </Link>
      )}
    </div>
  );
}
