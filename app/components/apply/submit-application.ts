import { applicationAnswer, uploadAnswer } from '../../../domain/answers/applications.ts';
import type { ApplicationForm } from '../../../domain/application.ts';
import { ApiError, apiRequest, apiUpload } from '../../api-client.ts';

// public-site.md §7 "Application submission order: upload the CV, then save the application";
// the server sends the notification itself (DESIGN.md). Any failure stops the sequence and
// rejects with the ApiError, whose field errors the wizard shows.

/** The CV file last uploaded and where the server stored it. */
export type UploadedCv = { file: File; fileUrl: string };

/**
 * `uploaded` remembers a stored CV between attempts: when the save fails after the upload
 * succeeded, a retry with the same file saves with the stored copy rather than sending the
 * visitor's CV a second time. A CV the server no longer accepts (a cvUrl error) is forgotten,
 * so the next attempt uploads it again.
 */
export async function submitApplication(
  form: ApplicationForm,
  cv: File,
  onUploadProgress: (percent: number) => void,
  uploaded: { current: UploadedCv | null },
): Promise<void> {
  let fileUrl = uploaded.current?.file === cv ? uploaded.current.fileUrl : undefined;
  if (fileUrl === undefined) {
    const body = new FormData();
    body.append('file', cv);
    ({ fileUrl } = await apiUpload('/applications/upload-cv', body, uploadAnswer, {
      onProgress: onUploadProgress,
    }));
    uploaded.current = { file: cv, fileUrl };
  } else {
    onUploadProgress(100);
  }
  try {
    await apiRequest('/applications', applicationAnswer, { json: { ...form, cvUrl: fileUrl } });
    uploaded.current = null;
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.cvUrl !== undefined) uploaded.current = null;
    throw error;
  }
}
