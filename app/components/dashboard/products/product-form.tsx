import { useEffect, useRef } from 'react';
import { PRODUCT_CATEGORY_NAMES } from '../../../../domain/constants.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { ImageFileField } from '../content/image-file-field.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import { HistoryDialog } from '../publishing/history-dialog.tsx';
import { discardedHandler, PublishActions } from '../publishing/publish-actions.tsx';
import { ScheduleFields } from '../publishing/schedule-fields.tsx';
import { SpecificationEditor } from './specification-editor.tsx';
import { TextListEditor } from './text-list-editor.tsx';
import { type ProductFormState, THUMBNAIL_ID } from './use-product-form.ts';

// admin.md §2 product form, with the spec's field names as labels: Product Title, Category,
// Short Description, Full Product Details, Key Features, Specifications, Applications, Product
// ID, External Link (optional), Product Image; Save Product is Publish, beside Save draft, with
// the schedule, Preview, History and the autosave's note (decision 024). Textarea rows follow §9 (description 2, content 6). The heading takes
// focus when the form opens, so keyboard and screen-reader users start at its top.

const HEADING_ID = 'product-form-heading';

/** The category choices: the five of admin.md §3, and a stored one outside them kept on edit. */
function categoryOptions(current: string): readonly string[] {
  const value = current.trim();
  return value === '' || PRODUCT_CATEGORY_NAMES.some((name) => name === value)
    ? PRODUCT_CATEGORY_NAMES
    : [...PRODUCT_CATEGORY_NAMES, value];
}

export function ProductForm({ state, onCancel }: { state: ProductFormState; onCancel: () => void }) {
  const { form, lists, setLists, editing, failure, bannerRef, progress, thumbnail, publishing } = state;
  // Loading the working copy disables the fields too, so nothing typed is overwritten.
  const isSaving = state.isSaving || state.isLoading;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isEdit = editing !== null;

  // On the next frame: a View dialog that opened the form is closed by then (its page is inert
  // while it is open, and closing it returns focus to where it was opened).
  useEffect(() => {
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className="max-w-3xl">
      <div ref={bannerRef} tabIndex={-1} className="mb-4 focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
      </div>
      {state.restoredLocal && (
        <div className="mb-4">
          <Banner tone="info">
            What you typed before this product was saved has been restored.{' '}
            <button type="button" onClick={state.discardLocal} className="font-semibold underline">
              Discard it and start again
            </button>
          </Banner>
        </div>
      )}
      <form
        noValidate
        onSubmit={state.submit}
        aria-labelledby={HEADING_ID}
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2
          ref={headingRef}
          id={HEADING_ID}
          tabIndex={-1}
          className="text-xl font-semibold text-brand-900 focus:outline-none"
        >
          {isEdit ? `Edit Product: ${editing.title}` : 'Add New Product'}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> must be filled in.
        </p>
        <div className="mt-6 space-y-6">
          <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
            <TextField label="Product Title" required disabled={isSaving} {...form.bind('title')} />
            <SelectField
              label="Category"
              required
              placeholder="Select a category"
              options={categoryOptions(form.values.category)}
              disabled={isSaving}
              {...form.bind('category')}
            />
          </div>
          <TextAreaField
            label="Short Description"
            required
            rows={2}
            hint="Shown on the product's card; keep it to a sentence or two."
            disabled={isSaving}
            {...form.bind('description')}
          />
          <TextAreaField
            label="Full Product Details"
            rows={6}
            hint="Shown on the product's page; each line is a paragraph."
            disabled={isSaving}
            {...form.bind('content')}
          />
          <TextListEditor
            id="product-features"
            label="Key Features"
            itemName="feature"
            items={lists.features}
            onChange={(features) => setLists((current) => ({ ...current, features }))}
            hint="Type a feature, then press Enter or Add."
            disabled={isSaving}
          />
          <SpecificationEditor
            id="product-specifications"
            rows={lists.specifications}
            onChange={(specifications) => setLists((current) => ({ ...current, specifications }))}
            disabled={isSaving}
          />
          <TextListEditor
            id="product-applications"
            label="Applications"
            itemName="application"
            items={lists.applications}
            onChange={(applications) => setLists((current) => ({ ...current, applications }))}
            hint="Where it is used, e.g. Solar farms; press Enter or Add."
            disabled={isSaving}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Product ID"
              hint={
                isEdit
                  ? `Letters, numbers, hyphens and underscores. Leave blank to keep ${editing.id}.`
                  : 'Letters, numbers, hyphens and underscores. Leave blank to generate product-{timestamp}.'
              }
              autoComplete="off"
              disabled={isSaving}
              {...form.bind('id')}
            />
            <TextField
              label="External Link"
              inputMode="url"
              placeholder="https://"
              hint="A manufacturer's or datasheet page, if any."
              disabled={isSaving}
              {...form.bind('externalLink')}
            />
          </div>
          <div>
            <ImageFileField
              id={THUMBNAIL_ID}
              label="Product Image"
              required={!isEdit}
              hint="JPEG, PNG, WebP, GIF or AVIF, at most 15 MB."
              error={thumbnail.error}
              files={thumbnail.files}
              currentUrl={editing?.thumbnail}
              disabled={isSaving}
              onChange={thumbnail.choose}
              inputRef={thumbnail.inputRef}
              library={thumbnail.library}
            />
            {progress !== null && <UploadProgress percent={progress} label="Uploading image" />}
          </div>
        </div>
        <div className="mt-8">
          <ScheduleFields
            idPrefix="product"
            values={publishing.schedule}
            errors={publishing.errors}
            disabled={isSaving}
            onChange={publishing.change}
          />
        </div>
        <div className="mt-6 border-t border-slate-200 pt-6">
          <PublishActions
            type="products"
            recordId={editing?._id ?? null}
            savingAs={publishing.savingAs}
            disabled={state.isLoading}
            publishLabel={publishing.publishLabel}
            autosaveStatus={state.autosave.status}
            onSaveDraft={state.saveDraft}
            onOpenHistory={() => publishing.setHistoryOpen(true)}
            onDiscarded={discardedHandler(editing, state.autosave, state.reloadWorkingCopy)}
            beforePreview={state.autosave.flush}
            leading={
              <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
                Cancel
              </Button>
            }
          />
        </div>
      </form>
      {editing && (
        <HistoryDialog
          open={publishing.isHistoryOpen}
          type="products"
          recordId={editing._id}
          recordName={editing.title}
          onClose={() => publishing.setHistoryOpen(false)}
          onRestored={state.reloadWorkingCopy}
        />
      )}
    </div>
  );
}
