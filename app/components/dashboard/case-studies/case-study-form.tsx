import { caseStudyLink } from '../../../../domain/case-study.ts';
import { caseStudyHref } from '../../case-studies/case-study-links.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { ImageFileField } from '../content/image-file-field.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import { HistoryDialog } from '../publishing/history-dialog.tsx';
import { discardedHandler, PublishActions } from '../publishing/publish-actions.tsx';
import { ScheduleFields } from '../publishing/schedule-fields.tsx';
import { FormSteps } from './form-steps.tsx';
import { SectionsEditor } from './sections-editor.tsx';
import { type CaseStudyFormState, STEP_TITLES } from './use-case-study-form.ts';

// admin.md §2 Case study form: three tabs, Basic Info (name, URL slug, description rows 2,
// content rows 6, §9), Images (card image, required only on create; header image, optional)
// and Sections; Back and Next between them. Decision 024: the spec's Save Case Study is Publish,
// beside Save draft on every tab; the schedule, Preview and History sit at the foot, and an edit
// autosaves its draft ("Draft saved at 14:32").

/** The live hint under the slug: the link this case study will have (admin.md §5 slug rule). */
function linkHint(name: string, link: string): string {
  const slug = caseStudyLink(link, name);
  if (slug === '') return 'Leave blank to make it from the name.';
  return `${link.trim() ? 'Page address' : 'Left blank, the page address will be'}: ${caseStudyHref(slug)}`;
}

export function CaseStudyForm({ state }: { state: CaseStudyFormState }) {
  const { form, isEdit, editing, publishing } = state;
  // Loading the working copy disables the fields too, so nothing typed is overwritten.
  const isSaving = state.isSaving || state.isLoading;
  const step = form.step === 3 ? 3 : form.step === 2 ? 2 : 1;
  const title = isEdit ? 'Edit Case Study' : 'Add New Case Study';
  return (
    <section
      aria-labelledby="case-study-form-title"
      className="mb-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2
        id="case-study-form-title"
        ref={state.headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-brand-900 focus:outline-none"
      >
        {title}
        {editing && <span className="block text-base font-normal text-slate-600">{editing.name}</span>}
      </h2>
      <div ref={state.bannerRef} tabIndex={-1} className="mt-4 focus:outline-none empty:hidden">
        {state.failure && <Banner tone="error">{state.failure}</Banner>}
      </div>
      {state.restoredLocal && (
        <div className="mt-4">
          <Banner tone="info">
            What you typed before this case study was saved has been restored.{' '}
            <button type="button" onClick={state.discardLocal} className="font-semibold underline">
              Discard it and start again
            </button>
          </Banner>
        </div>
      )}
      <form noValidate onSubmit={state.submit} aria-labelledby="case-study-form-title" className="mt-5">
        <FormSteps
          steps={form.steps}
          titles={STEP_TITLES}
          current={step}
          disabled={isSaving}
          onChoose={form.goTo}
        />
        <h3
          id={form.stepHeadingId(step)}
          tabIndex={-1}
          className="mt-6 text-lg font-semibold text-brand-900 focus:outline-none"
        >
          <span className="sr-only">
            Step {step} of {form.steps.length}:{' '}
          </span>
          {STEP_TITLES[step]}
        </h3>
        <div className="mt-4 space-y-5">
          {step === 1 && (
            <>
              <TextField label="Name" required disabled={isSaving} {...form.bind('name')} />
              <TextField
                label="URL Slug"
                hint={linkHint(form.values.name, form.values.link)}
                disabled={isSaving}
                {...form.bind('link')}
              />
              <TextAreaField
                label="Description"
                required
                rows={2}
                hint="A sentence or two for the case study's card."
                disabled={isSaving}
                {...form.bind('description')}
              />
              <TextAreaField
                label="Content"
                required
                rows={6}
                hint="The introduction; each line becomes a paragraph."
                disabled={isSaving}
                {...form.bind('content')}
              />
            </>
          )}
          {step === 2 && (
            <>
              <ImageFileField
                id="case-study-cardImage"
                label="Card Image"
                required={!isEdit}
                hint="Shown on the case studies page, and at the top of this one when there is no header image."
                error={state.errorOf('cardImage')}
                files={state.files.cardImage ? [state.files.cardImage] : []}
                currentUrl={editing?.cardImage}
                disabled={isSaving}
                onChange={(files) => state.chooseImage('cardImage', files)}
                library={{
                  chosen: state.library.cardImage,
                  onChoose: (asset) => state.chooseFromLibrary('cardImage', asset),
                }}
              />
              <ImageFileField
                id="case-study-headerImage"
                label="Header Image"
                hint="A wide picture for the top of the case study's page."
                error={state.errorOf('headerImage')}
                files={state.files.headerImage ? [state.files.headerImage] : []}
                currentUrl={editing?.headerImage}
                disabled={isSaving}
                onChange={(files) => state.chooseImage('headerImage', files)}
                library={{
                  chosen: state.library.headerImage,
                  onChoose: (asset) => state.chooseFromLibrary('headerImage', asset),
                }}
              />
            </>
          )}
          {step === 3 && (
            <SectionsEditor
              id="case-study-sections"
              sections={state.sections}
              error={state.errorOf('sections')}
              disabled={isSaving}
              onChange={state.setSections}
            />
          )}
        </div>
        <div className="mt-8">
          <ScheduleFields
            idPrefix="case-study"
            values={publishing.schedule}
            errors={publishing.errors}
            disabled={isSaving}
            onChange={publishing.change}
          />
        </div>
        <div className="mt-6 border-t border-slate-200 pt-6">
          <PublishActions
            type="case-studies"
            recordId={editing?._id ?? null}
            savingAs={publishing.savingAs}
            disabled={state.isLoading}
            replacePublish={
              form.isLastStep ? undefined : (
                // A submit button, so Enter in a field moves on too (use-case-study-form.ts).
                <Button type="submit" disabled={isSaving}>
                  Next
                </Button>
              )
            }
            publishLabel={publishing.publishLabel}
            autosaveStatus={state.autosave.status}
            onSaveDraft={state.saveDraft}
            onOpenHistory={() => publishing.setHistoryOpen(true)}
            onDiscarded={discardedHandler(editing, state.autosave, state.reloadWorkingCopy)}
            beforePreview={state.autosave.flush}
            leading={
              !form.isFirstStep && (
                <Button variant="secondary" onClick={form.back} disabled={isSaving}>
                  Back
                </Button>
              )
            }
          />
        </div>
        {state.isSaving && (
          <UploadProgress
            percent={state.progress}
            label={state.progress < 100 ? 'Uploading the case study' : 'Saving the case study'}
          />
        )}
      </form>
      {editing && (
        <HistoryDialog
          open={publishing.isHistoryOpen}
          type="case-studies"
          recordId={editing._id}
          recordName={editing.name}
          onClose={() => publishing.setHistoryOpen(false)}
          onRestored={state.reloadWorkingCopy}
        />
      )}
    </section>
  );
}
