import type { Context } from 'hono';
import { type FieldErrors, fieldErrors } from '../../../domain/field-errors.ts';
import { type GalleryImageForm, galleryImageFormSchema } from '../../../domain/gallery.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { getCategoryBySlug } from '../../db/gallery-categories.ts';
import { isSupportedImage } from '../../uploads/images.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { readMultipart, type UploadedFile } from '../multipart.ts';

// The multipart body of POST and PUT /gallery (admin.md §3: title, category, description,
// imageDate and the file under `image`), checked in the order a person fixes a form: every field
// message at once (400), then the category's existence, then the file's content (415).

const m = MESSAGES.galleryAdmin;

// ours: the spec gives no limit for images (admin.md §9 "not shown"); a phone photo is 3-12 MB.
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Image size should not exceed 15MB';

export type GalleryImageSubmission = { form: GalleryImageForm; image: UploadedFile | undefined };

export async function readGalleryImageForm(
  c: Context<AppEnv>,
  options: {
    /** admin.md §5: "image required when creating, optional when editing". */
    isImageRequired: boolean;
    /** On edit, the category the image already has: kept even when that category was deleted. */
    currentCategory?: string;
  },
): Promise<GalleryImageSubmission> {
  const { fields, files } = await readMultipart(c);
  const image = files.image;
  const parsed = galleryImageFormSchema.safeParse(fields);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (options.isImageRequired && !image) errors.image = m.imageRequired;
  if (!parsed.success || errors.image) throw fieldError(errors);
  const form = parsed.data;

  // admin.md §2: deleting a category keeps its images, so an image may still name a category that
  // is gone; editing its title must not force a new category on it.
  const isKeptCategory = options.currentCategory !== undefined && form.category === options.currentCategory;
  if (!isKeptCategory && !(await getCategoryBySlug(c.var.services.db, form.category))) {
    throw fieldError({ category: m.categoryNotFound });
  }

  if (image) {
    // The file part alone may not exceed the limit (multipartLimit also allows for the form's
    // other parts and boundaries).
    if (image.bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError('TOO_LARGE', IMAGE_TOO_LARGE);
    // DESIGN.md Images: checked by content, never by name or declared type.
    if (!(await isSupportedImage(image.bytes))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.imageNotImage, { errors: { image: m.imageNotImage } });
    }
  }
  return { form, image };
}

function fieldError(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0] ?? MESSAGES.api.invalidBody;
  return new AppError('VALIDATION', first, { errors });
}
