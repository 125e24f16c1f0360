import { type FieldErrors, validate } from '../../../../domain/field-errors.ts';
import { GALLERY_ALT_MAX, galleryImageEditorSchema } from '../../../../domain/gallery.ts';
import type { ChosenAsset } from '../../../../domain/media.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError, failureMessage } from '../../../api-client.ts';
import { notImageProblem } from '../content/image-file-field.tsx';
import { titleFromFileName } from './file-title.ts';

// Beyond admin.md §5: several photographs uploaded in one go. Each chosen file is a row with its
// own Title and Alt text; Category, Image Date and Description are shared. The rows are sent one
// POST per file, in order, and each keeps its own outcome: a failed row stays in the form with
// its message, so nothing typed is lost and it can be sent again. A row may also be a picture of
// the media library (decision 025): it is sent as the picture's URL, so it becomes a gallery image
// without a second upload or a second asset. The rules here are free of React; use-upload-batch.ts
// holds the state.

const m = MESSAGES.galleryAdmin;

export type RowStatus =
  | { kind: 'ready' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'uploaded' }
  | { kind: 'failed'; message: string };

/** What a row sends: a file chosen on this computer, or a picture of the media library. */
export type RowPicture = File | ChosenAsset;

export type UploadRow = {
  key: string;
  picture: RowPicture;
  title: string;
  alt: string;
  status: RowStatus;
  /** Messages under the row's own fields: title, alt, image (the file itself). */
  errors: FieldErrors;
};

export type SharedValues = { category: string; imageDate: string; description: string };

/** The fields all rows share, in form order (the file input follows them). */
export const SHARED_FIELDS = ['category', 'imageDate', 'description'] as const;
export const ROW_FIELDS = ['title', 'alt'] as const;

export function isFile(picture: RowPicture): picture is File {
  return picture instanceof File;
}

/** The name a row shows for its picture: the file's, or the library picture's file name. */
export function pictureName(picture: RowPicture): string {
  return isFile(picture) ? picture.name : picture.fileName;
}

/**
 * A row for a chosen file, its title made from the file name; or for a library picture, whose
 * title and alt text start from the alt text staff gave it in the library (its file name, when
 * it has none, makes the title).
 */
export function newRow(key: string, picture: RowPicture): UploadRow {
  if (isFile(picture)) {
    return {
      key,
      picture,
      title: titleFromFileName(picture.name),
      alt: '',
      status: { kind: 'ready' },
      errors: {},
    };
  }
  const alt = picture.alt.trim();
  return {
    key,
    picture,
    title: alt || titleFromFileName(picture.fileName),
    alt: alt.slice(0, GALLERY_ALT_MAX),
    status: { kind: 'ready' },
    errors: {},
  };
}

function isSharedField(field: string): boolean {
  return (SHARED_FIELDS as readonly string[]).includes(field);
}

/** A set of field messages split into the shared fields' and the row's own. */
export function splitErrors(errors: FieldErrors): { shared: FieldErrors; row: FieldErrors } {
  const shared: FieldErrors = {};
  const row: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (isSharedField(field)) shared[field] = message;
    else if (field === 'title' || field === 'alt' || field === 'image') row[field] = message;
  }
  return { shared, row };
}

export type UploadCheck = {
  shared: FieldErrors;
  /** "Image is required" when no file is chosen (admin.md §5: required when creating). */
  files: string | undefined;
  rows: Record<string, FieldErrors>;
};

/** Every message the form shows for these values; rows already uploaded are not checked. */
export function checkUpload(shared: SharedValues, rows: readonly UploadRow[]): UploadCheck {
  const pending = rows.filter((row) => row.status.kind !== 'uploaded');
  const sharedErrors: FieldErrors = {};
  const rowErrors: Record<string, FieldErrors> = {};
  // With no rows, the shared fields are still checked (with a stand-in title).
  const subjects = pending.length > 0 ? pending : [undefined];
  for (const row of subjects) {
    const result = validate(galleryImageEditorSchema, {
      ...shared,
      title: row?.title ?? '-',
      alt: row?.alt ?? '',
    });
    const split = splitErrors(result.ok ? {} : result.errors);
    Object.assign(sharedErrors, split.shared);
    if (row) {
      const errors = { ...split.row };
      const notImage = isFile(row.picture) ? notImageProblem([row.picture], m.imageNotImage) : null;
      if (notImage) errors.image = notImage;
      rowErrors[row.key] = errors;
    }
  }
  return { shared: sharedErrors, files: pending.length === 0 ? m.imageRequired : undefined, rows: rowErrors };
}

export function hasProblems(check: UploadCheck): boolean {
  return (
    Object.keys(check.shared).length > 0 ||
    check.files !== undefined ||
    Object.values(check.rows).some((errors) => Object.keys(errors).length > 0)
  );
}

/**
 * The control to focus first, in form order: the shared fields, the file input, then each row's
 * title and alt text. Answers a field name ('category', 'image') or [row key, field].
 */
export function firstProblem(
  check: UploadCheck,
  rows: readonly UploadRow[],
): string | [string, string] | undefined {
  const shared = SHARED_FIELDS.find((field) => check.shared[field] !== undefined);
  if (shared) return shared;
  if (check.files) return 'image';
  for (const row of rows) {
    const errors = check.rows[row.key] ?? {};
    const field = [...ROW_FIELDS, 'image'].find((name) => errors[name] !== undefined);
    if (field) return [row.key, field];
  }
  return undefined;
}

/** What a failed upload shows: the server's message (admin.md §8) or "Failed to upload image". */
export function uploadFailure(error: unknown): { message: string; errors: FieldErrors } {
  const message = failureMessage(error, m.uploadFailed);
  return { message, errors: error instanceof ApiError ? error.fieldErrors : {} };
}

/** The outcome of one run, for the notice inside the form. */
export function batchSummary(uploaded: number, failed: number): string {
  const images = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;
  if (failed === 0) return `${images(uploaded)} uploaded.`;
  const failedText = `${images(failed)} could not be uploaded; ${failed === 1 ? 'it is' : 'they are'} still below, with the reason. Fix what is marked and upload again.`;
  return uploaded === 0 ? failedText : `${images(uploaded)} uploaded. ${failedText}`;
}
