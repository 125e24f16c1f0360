import type { ApplicationForm } from '../../../domain/application.ts';
import { apiRequest, apiUpload } from '../../api-client.ts';

// public-site.md §7 "Application submission order: upload the CV, then save the application";
// the server sends the notification itself (DESIGN.md). Any failure stops the sequence and
// rejects with the ApiError, whose field errors the wizard shows.

type UploadAnswer = { fileUrl: string };

export async function submitApplication(
  form: ApplicationForm,
  cv: File,
  onUploadProgress: (percent: number) => void,
): Promise<void> {
  const body = new FormData();
  body.append('file', cv);
  const { fileUrl } = await apiUpload<UploadAnswer>('/applications/upload-cv', body, onUploadProgress);
  await apiRequest('/applications', { json: { ...form, cvUrl: fileUrl } });
}
