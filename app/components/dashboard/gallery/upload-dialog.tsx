import { useEffect, useRef, useState } from 'react';
import type { GalleryCategory, GalleryImage } from '../../../../domain/entities.ts';
import type { FieldElement } from '../../forms/field-binding.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { ImageFileField } from '../content/image-file-field.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';
import { ChooseFromLibraryButton } from '../media/media-picker.tsx';
import { SharedImageFields } from './shared-image-fields.tsx';
import { UploadRowItem } from './upload-row.tsx';
import { useUploadBatch } from './use-upload-batch.ts';

// admin.md §2, §5: the upload form. Beyond the spec, several images in one go: the file input
// takes many, each file gets a row with its preview, Title and Alt text, and they share Category,
// Image Date and Description. Upload sends them one after another with a progress bar each; a
// failure keeps its row (and everything typed) to be sent again, while the others go through.
// Leaving with anything chosen or changed asks first (unsaved-changes.tsx). "Choose from library"
// adds a row for a picture already in the media library (decision 025): it becomes a gallery
// image with its own title and alt text, sent as the picture's URL, never uploaded again.

export function UploadDialog({
  open,
  categories,
  initialCategory,
  onClose,
  onUploaded,
}: {
  open: boolean;
  categories: readonly GalleryCategory[];
  /** The category whose chip is chosen, so an upload lands where the user is looking. */
  initialCategory: string;
  onClose: () => void;
  /** After a run: what was uploaded and whether every chosen file was. */
  onUploaded: (images: GalleryImage[], isComplete: boolean, status: 'draft' | 'published') => void;
}) {
  const batch = useUploadBatch(initialCategory);
  const unsaved = useUnsavedChanges(open && batch.isDirty);
  const elements = useRef(new Map<string, FieldElement | HTMLInputElement | null>());
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();
  const fileInput = useRef<HTMLInputElement | null>(null);
  // Newly chosen files' rows are brought into view (focus stays on the file input).
  const [addedKey, setAddedKey] = useState<string | undefined>();
  useEffect(() => {
    if (addedKey) document.getElementById(`${addedKey}-title`)?.scrollIntoView({ block: 'nearest' });
  }, [addedKey]);
  const ref = (key: string) => (element: FieldElement | HTMLInputElement | null) => {
    elements.current.set(key, element);
  };

  const requestClose = () => {
    if (!batch.isSending) unsaved.confirmDiscard(onClose);
  };

  const submit = async (status: 'draft' | 'published' = 'published') => {
    const outcome = await batch.upload((target) => {
      if (typeof target === 'string') return elements.current.get(target)?.focus();
      // A row's file has no control of its own: its Title, beside the message, takes focus.
      const [rowKey, field] = target;
      (elements.current.get(`${rowKey}-${field}`) ?? elements.current.get(`${rowKey}-title`))?.focus();
    }, status);
    if (!outcome) return;
    if (outcome.uploaded.length > 0 || outcome.failed === 0)
      onUploaded(outcome.uploaded, outcome.failed === 0, status);
    if (outcome.failed > 0) focusSummary();
  };

  const pending = batch.rows.length;
  return (
    <>
      {/* Before the form's dialog: when "Leave without saving" closes both at once, the question
          closes first and focus goes back through the form to what opened it. */}
      {unsaved.dialog}
      <FormDialogFrame
        open={open}
        title="Upload Images"
        description="Choose one or more photographs, from this computer or the media library; each gets its own title and alt text."
        onRequestClose={requestClose}
        onSubmit={() => void submit()}
        width="w-[48rem]"
        footer={
          <>
            <Button variant="secondary" disabled={batch.isSending} onClick={() => void submit('draft')}>
              {pending > 1 ? 'Save as drafts' : 'Save as draft'}
            </Button>
            <FormDialogButtons
              isBusy={batch.isSending}
              onCancel={requestClose}
              submitLabel={pending > 1 ? `Upload ${pending} Images` : 'Upload Image'}
              busyLabel="Uploading..."
            />
          </>
        }
      >
        <div className="space-y-6">
          {batch.summary && (
            <div ref={summaryRef} tabIndex={-1} className="outline-none">
              <Banner tone={batch.summary.hasFailures ? 'warning' : 'success'}>{batch.summary.text}</Banner>
            </div>
          )}
          <SharedImageFields
            idPrefix="upload"
            values={batch.shared}
            errors={batch.sharedErrors}
            categories={categories}
            disabled={batch.isSending}
            onChange={batch.changeShared}
            fieldRef={(field) => ref(field)}
            isShared
          />
          {/* The rows below list what will be sent and the input only adds to them, so its own
              "No file chosen" would contradict them: its text is hidden, its button is not. */}
          <div className="[&_input[type=file]]:text-transparent">
            <ImageFileField
              id="upload-image"
              label="Images"
              required
              multiple
              files={[]}
              hint={
                pending > 0
                  ? `${pending} chosen. Choose again to add more.`
                  : 'JPEG, PNG, WebP, GIF or AVIF, up to 15 MB each. You can choose several at once.'
              }
              error={batch.filesError}
              disabled={batch.isSending}
              inputRef={(element) => {
                fileInput.current = element;
                ref('image')(element);
              }}
              onChange={(files) => {
                setAddedKey(batch.addFiles(files));
                // Emptied, so the same file may be chosen again after its row was removed.
                if (fileInput.current) fileInput.current.value = '';
              }}
            />
            {!batch.isSending && (
              <div className="mt-2">
                <ChooseFromLibraryButton
                  label="Choose from library"
                  onChoose={(asset) => setAddedKey(batch.addLibraryPicture(asset))}
                />
              </div>
            )}
          </div>
          {pending > 0 && (
            <ul aria-label="Chosen images" className="space-y-4">
              {batch.rows.map((row, index) => (
                <UploadRowItem
                  key={row.key}
                  row={row}
                  index={index}
                  count={pending}
                  disabled={batch.isSending}
                  onChange={(field, value) => batch.changeRow(row.key, field, value)}
                  onRemove={() => {
                    batch.removeRow(row.key);
                    fileInput.current?.focus();
                  }}
                  fieldRef={(field) => ref(`${row.key}-${field}`)}
                />
              ))}
            </ul>
          )}
        </div>
      </FormDialogFrame>
    </>
  );
}
