import { useEffect, useRef, useState } from 'react';
import {
  type StaffGalleryImage as GalleryImage,
  staffGalleryImageAnswer,
} from '../../../../domain/answers/staff-records.ts';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { GALLERY_ALT_MAX, galleryImageEditorSchema } from '../../../../domain/gallery.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';
import { srcOf } from '../../gallery/image-sources.ts';
import { Button } from '../../ui/button.tsx';
import { DialogFailure, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { ImageFileField, notImageProblem } from '../content/image-file-field.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import type { ChosenAsset } from '../media/media-picker.tsx';
import { HistoryDialog } from '../publishing/history-dialog.tsx';
import { discardedHandler, PublishActions } from '../publishing/publish-actions.tsx';
import { recordPath } from '../publishing/publishing-api.ts';
import { publishingFields, type SaveOutcome, saveOutcome } from '../publishing/publishing-body.ts';
import { ScheduleFields } from '../publishing/schedule-fields.tsx';
import { useAutosave } from '../publishing/use-autosave.ts';
import { usePublishingForm } from '../publishing/use-publishing-form.ts';
import { sendImage } from './send-image.ts';
import { SharedImageFields } from './shared-image-fields.tsx';

// admin.md §2, §5: the edit form, filled from the image. Title and Category are required; the
// image file is optional ("leave empty to keep the current", which is shown); a new file shows
// its preview and its upload progress. Leaving with changes asks first. Decision 024: Save Image
// is Publish, beside Save draft, with the schedule, Preview and History; the text autosaves to
// the image's draft, and the dialog opens the working copy.

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
  onDraftSaved,
}: {
  open: boolean;
  image: GalleryImage;
  categories: readonly GalleryCategory[];
  onClose: () => void;
  onSaved: (image: GalleryImage, outcome: SaveOutcome) => void;
  /** An autosave or a restore changed the image's draft. */
  onDraftSaved?: () => void;
}) {
  const [initial, setInitial] = useState(() => valuesOf(image));
  const form = useCheckedForm(galleryImageEditorSchema, FIELDS, initial, 'edit-image');
  const publishing = usePublishingForm();
  const [isLoading, setLoading] = useState(true);
  const [shown, setShown] = useState(image);
  const [file, setFile] = useState<File | undefined>();
  // A media library picture chosen instead of a file (decision 025).
  const [libraryPicture, setLibraryPicture] = useState<ChosenAsset | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureRef, focusFailure] = useFocusRequest<HTMLDivElement>();
  const fileInput = useRef<HTMLInputElement | null>(null);

  const hasTextChanges = !isLoading && FIELDS.some((field) => form.values[field] !== initial[field]);
  const isDirty = file !== undefined || libraryPicture !== null || hasTextChanges;

  const { fill } = form;
  const loadWorkingCopy = async () => {
    setLoading(true);
    try {
      const { data } = await apiRequest(
        `${recordPath('gallery', image._id)}?view=draft`,
        staffGalleryImageAnswer,
      );
      const values = valuesOf(data.image);
      setShown(data.image);
      setInitial(values);
      fill(values);
      publishing.fill(data.image, true);
    } catch (error) {
      setFailure(failureMessage(error, m.fetchImagesFailed));
    } finally {
      setLoading(false);
    }
  };
  // Once, when the dialog is made (a new instance per opening, gallery.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per instance.
  useEffect(() => {
    publishing.fill(image);
    void loadWorkingCopy();
  }, []);

  const autosave = useAutosave({
    isEnabled: open && !isSaving && !isLoading,
    hasChanges: hasTextChanges,
    save: async () => {
      const sent = { ...form.values };
      await sendImage({
        imageId: image._id,
        fields: sent,
        file: undefined,
        publishing: publishingFields('draft', null),
      });
      setInitial(sent);
      onDraftSaved?.();
    },
  });
  const unsaved = useUnsavedChanges(open && isDirty);
  const requestClose = () => {
    if (!isSaving) unsaved.confirmDiscard(onClose);
  };

  const save = async (intent: 'draft' | 'publish') => {
    if (isSaving || isLoading) return;
    setFailure(null);
    const checked = form.check();
    const notImage = file ? notImageProblem([file], m.imageNotImage) : null;
    setFileError(notImage ?? undefined);
    if (!checked) return;
    if (notImage) {
      fileInput.current?.focus();
      return;
    }
    const status = publishing.check(intent, 'edit-image');
    if (!status) return;
    publishing.setSavingAs(intent);
    setSaving(true);
    await autosave.idle();
    setPercent(file ? 0 : null);
    try {
      const saved = await sendImage({
        imageId: image._id,
        fields: form.values,
        file: file ?? libraryPicture?.url,
        onProgress: file ? setPercent : undefined,
        publishing: publishingFields(status, publishing.schedule),
      });
      onSaved(saved, saveOutcome(status, intent));
    } catch (error) {
      const imageMessage = error instanceof ApiError ? error.fieldErrors.image : undefined;
      setFileError(imageMessage);
      setFailure(failureMessage(error, m.uploadFailed));
      publishing.showServerErrors(error);
      if (!form.showServerErrors(error)) {
        if (imageMessage) fileInput.current?.focus();
        else focusFailure();
      }
    } finally {
      setSaving(false);
      publishing.setSavingAs(null);
      setPercent(null);
    }
  };
  const busy = isSaving || isLoading;

  return (
    <>
      {/* Before the form's dialog: when "Leave without saving" closes both at once, the question
          closes first and focus goes back through the form to what opened it. */}
      {unsaved.dialog}
      <FormDialogFrame
        open={open}
        title="Edit Image"
        onRequestClose={requestClose}
        onSubmit={() => void save('publish')}
        footer={
          <div className="w-full">
            <PublishActions
              type="gallery"
              recordId={image._id}
              savingAs={publishing.savingAs}
              disabled={isLoading}
              publishLabel={publishing.publishLabel}
              autosaveStatus={autosave.status}
              onSaveDraft={() => void save('draft')}
              onOpenHistory={() => publishing.setHistoryOpen(true)}
              onDiscarded={discardedHandler(shown, autosave, () => {
                void loadWorkingCopy();
                onDraftSaved?.();
              })}
              beforePreview={autosave.flush}
              leading={
                <Button variant="secondary" disabled={isSaving} onClick={requestClose}>
                  Cancel
                </Button>
              }
            />
          </div>
        }
      >
        <div className="space-y-5">
          <DialogFailure failure={failure} failureRef={failureRef} />
          <TextField {...form.bind('title')} label="Title" required disabled={busy} />
          <SharedImageFields
            idPrefix="edit-image"
            values={form.values}
            errors={form.errors}
            categories={categories}
            currentCategory={image.category}
            disabled={busy}
            onChange={form.change}
            fieldRef={form.fieldRef}
          />
          <ImageFileField
            id="edit-image-file"
            label="Image"
            library={{
              chosen: libraryPicture,
              onChoose: (asset) => {
                setLibraryPicture(asset);
                setFile(undefined);
                setFileError(undefined);
                if (fileInput.current) fileInput.current.value = '';
              },
            }}
            files={file ? [file] : []}
            currentUrl={srcOf(shown, 480)}
            error={fileError}
            disabled={busy}
            inputRef={(element) => {
              fileInput.current = element;
            }}
            onChange={(files) => {
              const [chosen] = files;
              setFile(chosen);
              if (chosen) setLibraryPicture(null);
              setFileError(chosen ? (notImageProblem([chosen], m.imageNotImage) ?? undefined) : undefined);
            }}
          />
          {percent !== null && <UploadProgress percent={percent} label="Uploading the new image" />}
          <TextField
            {...form.bind('alt')}
            label="Alt text"
            maxLength={GALLERY_ALT_MAX}
            hint="What the photograph shows, for people who cannot see it. Leave empty to use the title."
            disabled={busy}
          />
          <ScheduleFields
            idPrefix="edit-image"
            values={publishing.schedule}
            errors={publishing.errors}
            disabled={busy}
            onChange={publishing.change}
          />
        </div>
      </FormDialogFrame>
      <HistoryDialog
        open={open && publishing.isHistoryOpen}
        type="gallery"
        recordId={image._id}
        recordName={image.title}
        onClose={() => publishing.setHistoryOpen(false)}
        onRestored={() => {
          void loadWorkingCopy();
          onDraftSaved?.();
        }}
      />
    </>
  );
}
