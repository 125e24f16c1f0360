import { caseStudyLink } from '../../../../domain/case-study.ts';
import { caseStudyHref } from '../../case-studies/case-study-links.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { ImageFileField } from '../content/image-file-field.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import { FormSteps } from './form-steps.tsx';
import { SectionsEditor } from './sections-editor.tsx';
import { type CaseStudyFormState, STEP_TITLES } from './use-case-study-form.ts';

// admin.md §2 Case study form: three tabs, Basic Info (name, URL slug, description rows 2,
// content rows 6, §9), Images (card image, required only on create; header image, optional)
// and Sections; Back and Next between them, and on the last Save Case Study or Update Case
// Study, reading Saving... or Updating... while the call runs, with the upload's progress.

/** The live hint under the slug: the link this case study will have (admin.md §5 slug rule). */
function linkHint(name: string, link: string): string {
  const slug = caseStudyLink(link, name);
  if (slug === '') return 'Leave blank to make it from the name.';
  return `${link.trim() ? 'Page address' : 'Left blank, the page address will be'}: ${caseStudyHref(slug)}`;
}

export function CaseStudyForm({ state }: { state: CaseStudyFormState }) {
  const { form, isEdit, editing, isSaving } = state;
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
        <div className="mt-8 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-6">
          {!form.isFirstStep && (
            <Button variant="secondary" onClick={form.back} disabled={isSaving}>
              Back
            </Button>
          )}
          {form.isLastStep ? (
            <SubmitButton isBusy={isSaving} busyLabel={isEdit ? 'Updating...' : 'Saving...'}>
              {isEdit ? 'Update Case Study' : 'Save Case Study'}
            </SubmitButton>
          ) : (
            // A submit button, so Enter in a field moves on too (use-case-study-form.ts).
            <Button type="submit" disabled={isSaving}>
              Next
            </Button>
          )}
        </div>
        {isSaving && (
          <UploadProgress
            percent={state.progress}
            label={state.progress < 100 ? 'Uploading the case study' : 'Saving the case study'}
          />
        )}
      </form>
    </section>
  );
}
