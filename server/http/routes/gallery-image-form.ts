import type { Context } from 'hono';
import type { FieldErrors } from '../../../domain/field-errors.ts';
import { type GalleryImageForm, galleryImageFormSchema } from '../../../domain/gallery.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { PublishingFields } from '../../../domain/publishing.ts';
import { getCategoryBySlug } from '../../db/gallery-categories.ts';
import type { AppEnv } from '../app-env.ts';
import {
  IMAGE_TOO_LARGE,
  imageRule,
  parseUploadForm,
  type UploadedImage,
  uploadedImage,
} from '../image-uploads.ts';
import { type MultipartRules, readMultipart } from '../multipart.ts';
import { validationError } from '../request-body.ts';
import { takePublishingFields } from './publishing.ts';

// The multipart body of POST and PUT /gallery (admin.md §3: title, category, description,
// imageDate and the file under `image`, or as text the URL of a media library picture), checked in the order a person fixes a form: every field
// message at once (400), then the category's existence, then the file (413, 415, or 400 when it
// cannot be decoded in full).

const m = MESSAGES.galleryAdmin;

const GALLERY_IMAGE_FORM: MultipartRules = {
  tooLargeMessage: IMAGE_TOO_LARGE,
  files: { image: imageRule(m.imageNotImage) },
};

export type GalleryImageSubmission = {
  form: GalleryImageForm;
  image: UploadedImage | undefined;
  /** The library picture named instead of a file (decision 025): its URL as sent, unchecked. */
  chosenUrl: string | undefined;
  /** Decision 024: status, publishAt, unpublishAt. */
  publishing: PublishingFields;
};

export async function readGalleryImageForm(
  c: Context<AppEnv>,
  options: {
    /** admin.md §5: "image required when creating, optional when editing". */
    isImageRequired: boolean;
    /** On edit, the category the image already has: kept even when that category was deleted. */
    currentCategory?: string;
  },
): Promise<GalleryImageSubmission> {
  await using body = await readMultipart(c, GALLERY_IMAGE_FORM);
  const { fields: sent, publishing } = takePublishingFields(body.fields);
  const { image: chosen, ...fields } = sent;
  const chosenUrl = chosen?.trim() || undefined;
  const fileErrors: FieldErrors =
    options.isImageRequired && !body.has('image') && !chosenUrl ? { image: m.imageRequired } : {};
  const form = parseUploadForm(galleryImageFormSchema, fields, fileErrors);

  // admin.md §2: deleting a category keeps its images, so an image may still name a category that
  // is gone; editing its title must not force a new category on it.
  const isKeptCategory = options.currentCategory !== undefined && form.category === options.currentCategory;
  if (!isKeptCategory && !(await getCategoryBySlug(c.var.services.db, form.category))) {
    throw validationError({ category: m.categoryNotFound });
  }
  // DESIGN.md Images: checked by content, never by name or declared type.
  return { form, image: await uploadedImage(body, 'image', m.imageNotImage), chosenUrl, publishing };
}
