import { useRef, useState } from 'react';
import type { GalleryCategory, GalleryImage } from '../../../../domain/entities.ts';
import { GALLERY_ALT_MAX, galleryImageEditorSchema } from '../../../../domain/gallery.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';
import { srcOf } from '../../gallery/image-sources.ts';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { ImageFileField, notImageProblem } from '../content/image-file-field.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import { sendImage } from './send-image.ts';
import { SharedImageFields } from './shared-image-fields.tsx';

// admin.md §2, §5: the edit form, filled from the image. Title and Category are required; the
// image file is optional ("leave empty to keep the current", which is shown); a new file shows
// its preview and its upload progress. Leaving with changes asks first.

const m = MESSAGES.galleryAdmin;
const FIELDS = ['title', 'category', 'imageDate', 'description', 'alt'] as const;

function valuesOf(image: GalleryImage) {
  return {
    title: image.title,
    category: image.category,
    imageDate: image.imageDate.slice(0, 10),
    description: image.description,
    alt: image.alt ?? '',
  };
}

export function EditImageDialog({
  open,
  image,
  categories,
  onClose,
  onSaved,
}: {
  open: boolean;
  image: GalleryImage;
  categories: readonly GalleryCategory[];
  onClose: () => void;
  onSaved: (image: GalleryImage) => void;
}) {
  const initial = useRef(valuesOf(image));
  const form = useCheckedForm(galleryImageEditorSchema, FIELDS, initial.current, 'edit-image');
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureRef, focusFailure] = useFocusRequest<HTMLDivElement>();
  const fileInput = useRef<HTMLInputElement | null>(null);

  const isDirty = file !== undefined || FIELDS.some((field) => form.values[field] !== initial.current[field]);
  const unsaved = useUnsavedChanges(open && isDirty);
  const requestClose = () => {
    if (!isSaving) unsaved.confirmDiscard(onClose);
  };

  const submit = async () => {
    if (isSaving) return;
    setFailure(null);
    const checked = form.check();
    const notImage = file ? notImageProblem([file], m.imageNotImage) : null;
    setFileError(notImage ?? undefined);
    if (!checked) return;
    if (notImage) {
      fileInput.current?.focus();
      return;
    }
    setSaving(true);
    setPercent(file ? 0 : null);
    try {
      const saved = await sendImage({
        imageId: image._id,
        fields: form.values,
        file,
        onProgress: file ? setPercent : undefined,
      });
      onSaved(saved);
    } catch (error) {
      const imageMessage = error instanceof ApiError ? error.fieldErrors.image : undefined;
      setFileError(imageMessage);
      setFailure(failureMessage(error, m.uploadFailed));
      if (!form.showServerErrors(error)) {
        if (imageMessage) fileInput.current?.focus();
        else focusFailure();
      }
    } finally {
      setSaving(false);
      setPercent(null);
    }
  };

  return (
    <>
      {/* Before the form's dialog: when "Leave without saving" closes both at once, the question
          closes first and focus goes back through the form to what opened it. */}
      {unsaved.dialog}
      <FormDialogFrame
        open={open}
        title="Edit Image"
        onRequestClose={requestClose}
        onSubmit={submit}
        footer={
          <FormDialogButtons
            isBusy={isSaving}
            onCancel={requestClose}
            submitLabel="Save Image"
            busyLabel="Saving..."
          />
        }
      >
        <div className="space-y-5">
          <DialogFailure failure={failure} failureRef={failureRef} />
          <TextField {...form.bind('title')} label="Title" required disabled={isSaving} />
          <SharedImageFields
            idPrefix="edit-image"
            values={form.values}
            errors={form.errors}
            categories={categories}
            currentCategory={image.category}
            disabled={isSaving}
            onChange={form.change}
            fieldRef={form.fieldRef}
          />
          <ImageFileField
            id="edit-image-file"
            label="Image"
            files={file ? [file] : []}
            currentUrl={srcOf(image, 480)}
            error={fileError}
            disabled={isSaving}
            inputRef={(element) => {
              fileInput.current = element;
            }}
            onChange={(files) => {
              const [chosen] = files;
              setFile(chosen);
              setFileError(chosen ? (notImageProblem([chosen], m.imageNotImage) ?? undefined) : undefined);
            }}
          />
          {percent !== null && <UploadProgress percent={percent} label="Uploading the new image" />}
          <TextField
            {...form.bind('alt')}
            label="Alt text"
            maxLength={GALLERY_ALT_MAX}
            hint="What the photograph shows, for people who cannot see it. Leave empty to use the title."
            disabled={isSaving}
          />
        </div>
      </FormDialogFrame>
    </>
  );
}
