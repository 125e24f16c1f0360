import { useRef, useState } from 'react';
import type { GalleryImage } from '../../../../domain/entities.ts';
import type { FieldErrors } from '../../../../domain/field-errors.ts';
import { todayIsoDate } from '../../../../domain/gallery.ts';
import type { ChosenAsset } from '../../../../domain/media.ts';
import { sendImage } from './send-image.ts';
import {
  batchSummary,
  checkUpload,
  firstProblem,
  hasProblems,
  isFile,
  newRow,
  type RowStatus,
  type SharedValues,
  splitErrors,
  type UploadRow,
  uploadFailure,
} from './upload-rows.ts';

// The state of the upload form (upload-rows.ts has the rules): the shared fields, one row per
// chosen file, the messages (none before the first attempt, then re-checked on every change, as
// admin.md §4 has the job form do), and the run that sends the rows one after another.

export type UploadOutcome = { uploaded: GalleryImage[]; failed: number };

export function useUploadBatch(initialCategory: string) {
  const initial = useRef<SharedValues>({
    category: initialCategory,
    imageDate: todayIsoDate(),
    description: '',
  });
  const [shared, setShared] = useState<SharedValues>(initial.current);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [sharedErrors, setSharedErrors] = useState<FieldErrors>({});
  const [filesError, setFilesError] = useState<string | undefined>();
  const [hasAttempted, setHasAttempted] = useState(false);
  const [isSending, setSending] = useState(false);
  const [summary, setSummary] = useState<{ text: string; hasFailures: boolean } | null>(null);
  const nextKey = useRef(0);

  /** Shows the messages for these values (only once an upload was attempted). */
  const recheck = (nextShared: SharedValues, nextRows: UploadRow[], force = false) => {
    if (!hasAttempted && !force) return { nextRows, check: undefined };
    const check = checkUpload(nextShared, nextRows);
    setSharedErrors(check.shared);
    setFilesError(check.files);
    const checked = nextRows.map((row) => ({ ...row, errors: check.rows[row.key] ?? {} }));
    return { nextRows: checked, check };
  };

  const updateRows = (next: UploadRow[]) => setRows(recheck(shared, next).nextRows);

  const isDirty =
    rows.length > 0 ||
    shared.category !== initial.current.category ||
    shared.imageDate !== initial.current.imageDate ||
    shared.description !== initial.current.description;

  return {
    shared,
    rows,
    sharedErrors,
    filesError,
    isSending,
    summary,
    isDirty,
    changeShared(field: keyof SharedValues, value: string) {
      const next = { ...shared, [field]: value };
      setShared(next);
      setRows(recheck(next, rows).nextRows);
    },
    /** Adds a row per chosen file (choosing again adds more); answers the first new row's key. */
    addFiles(files: readonly File[]): string | undefined {
      const added = files.map((file) => {
        nextKey.current += 1;
        return newRow(`upload-${nextKey.current}`, file);
      });
      updateRows([...rows.filter((row) => row.status.kind !== 'uploaded'), ...added]);
      return added[0]?.key;
    },
    /** Adds a row for a picture of the media library (decision 025); answers its key. */
    addLibraryPicture(asset: ChosenAsset): string {
      nextKey.current += 1;
      const row = newRow(`upload-${nextKey.current}`, asset);
      updateRows([...rows.filter((each) => each.status.kind !== 'uploaded'), row]);
      return row.key;
    },
    changeRow(key: string, field: 'title' | 'alt', value: string) {
      updateRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    },
    removeRow(key: string) {
      updateRows(rows.filter((row) => row.key !== key));
    },
    /**
     * Checks the form, then sends each row that is not uploaded yet, one POST per file in order.
     * Answers undefined when the form had problems (the first one is then passed to `focus`),
     * else what was uploaded and how many failed; uploaded rows leave the form.
     */
    async upload(
      focus: (target: string | [string, string]) => void,
      /** Decision 024: published (the spec's upload), or kept as drafts. */
      status: 'draft' | 'published' = 'published',
    ): Promise<UploadOutcome | undefined> {
      if (isSending) return undefined;
      setHasAttempted(true);
      setSummary(null);
      const { nextRows, check } = recheck(shared, rows, true);
      setRows(nextRows);
      if (check && hasProblems(check)) {
        const target = firstProblem(check, nextRows);
        if (target) focus(target);
        return undefined;
      }
      setSending(true);
      const setStatus = (key: string, status: RowStatus, errors: FieldErrors = {}) =>
        setRows((current) => current.map((row) => (row.key === key ? { ...row, status, errors } : row)));
      const uploaded: GalleryImage[] = [];
      const serverShared: FieldErrors = {};
      let failed = 0;
      for (const row of nextRows) {
        if (row.status.kind === 'uploaded') continue;
        setStatus(row.key, { kind: 'uploading', percent: 0 });
        try {
          const image = await sendImage({
            fields: { ...shared, title: row.title, alt: row.alt },
            // A library picture goes as its URL: the server takes it without a second upload.
            file: isFile(row.picture) ? row.picture : row.picture.url,
            onProgress: (percent) => setStatus(row.key, { kind: 'uploading', percent }),
            publishing: { status },
          });
          uploaded.push(image);
          setStatus(row.key, { kind: 'uploaded' });
        } catch (error) {
          failed += 1;
          const { message, errors } = uploadFailure(error);
          const split = splitErrors(errors);
          Object.assign(serverShared, split.shared);
          setStatus(row.key, { kind: 'failed', message }, split.row);
        }
      }
      setSending(false);
      setSharedErrors(serverShared);
      // Uploaded rows leave the form; failed ones stay, with what was typed, to be sent again.
      if (failed > 0) {
        setRows((current) => current.filter((row) => row.status.kind !== 'uploaded'));
        setSummary({ text: batchSummary(uploaded.length, failed), hasFailures: true });
      }
      return { uploaded, failed };
    },
  };
}

export type UploadBatch = ReturnType<typeof useUploadBatch>;
