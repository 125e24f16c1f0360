import { type StaffGalleryImage, staffGalleryImageAnswer } from '../../../../domain/answers/staff-records.ts';
import { apiUpload } from '../../../api-client.ts';

// admin.md §7: POST /gallery and PUT /gallery/{id} take form data with title, category,
// description, imageDate and the file under `image` (ours: alt beside them). On edit no file
// keeps the current image (§5). Every field is sent, so PUT replaces each as the form shows it.

export type ImageFields = {
  title: string;
  category: string;
  description: string;
  imageDate: string;
  alt: string;
};

export async function sendImage({
  imageId,
  fields,
  file,
  onProgress,
  publishing,
}: {
  /** status and schedule (decision 024); none publishes, as before publishing existed. */
  publishing?: Record<string, string>;
  /** The image edited; absent for an upload. */
  imageId?: string;
  fields: ImageFields;
  /** A new file, or the URL of a media library picture (decision 025). */
  file: File | string | undefined;
  onProgress?: (percent: number) => void;
}): Promise<StaffGalleryImage> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...publishing })) form.append(name, value);
  if (typeof file === 'string') form.append('image', file);
  else if (file) form.append('image', file, file.name);
  const path = imageId === undefined ? '/gallery' : `/gallery/${encodeURIComponent(imageId)}`;
  const answer = await apiUpload(path, form, staffGalleryImageAnswer, {
    method: imageId === undefined ? 'POST' : 'PUT',
    ...(onProgress ? { onProgress } : {}),
  });
  return answer.data.image;
}
