import type { z } from 'zod';
import { hasErrors, validate } from '../../domain/field-errors.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { unknownFieldErrors } from '../../domain/request-fields.ts';
import { deleteAsset } from '../db/media-assets.ts';
import { registerUpload } from '../media/assets.ts';
import type { AppServices } from '../services.ts';
import {
  deleteImageFiles,
  looksLikeImage,
  type PreparedImage,
  prepareImage,
  type StoredImage,
  storePreparedImage,
  VARIANT_WIDTHS,
} from '../uploads/images.ts';
import { AppError } from './app-error.ts';
import type { FileRule, MultipartBody } from './multipart.ts';

// The multipart image forms of the gallery, case-study and product routers (admin.md §7): the
// file rule, form validation with the file rules, full decoding, and storing images so that a
// failed save leaves no file behind.

// ours: admin.md §9 says "file size limits for images: not shown"; 15 MB covers a phone photo.
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Image size should not exceed 15MB';

/** The multipart rule for one image field: 15 MB, and an image's magic number up front. */
export function imageRule(notImageMessage: string): FileRule {
  return {
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE,
    accepts: looksLikeImage,
    wrongTypeMessage: notImageMessage,
  };
}

/**
 * The form fields parsed by `schema`; 400 with every field's first message, `fileErrors`
 * (missing required files) included, and the first message as `message`.
 */
export function parseUploadForm<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  fileErrors: Record<string, string> = {},
): z.output<S> {
  // Multipart encoding turns every line break into CRLF (HTML form submission); text is stored
  // with LF, as the JSON routes store it, so a read gives back what was typed.
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
  // A text field the form does not take is refused, not ignored (decision 022).
  const unknown = unknownFieldErrors(schema, text);
  const result = validate(schema, text);
  const errors = { ...unknown, ...(result.ok ? {} : result.errors), ...fileErrors };
  if (!result.ok || hasErrors(errors)) {
    throw new AppError('VALIDATION', Object.values(errors)[0] ?? MESSAGES.api.invalidBody, { errors });
  }
  return result.data;
}

export type UploadedImage = { image: PreparedImage; originalName: string };

/**
 * The image sent for `field`, decoded in full: undefined when none was sent; 413 or 415 from its
 * multipart checks; 415 when it is not an image at all; 400 when it is cut off or corrupted.
 */
export async function uploadedImage(
  body: MultipartBody,
  field: string,
  notImageMessage: string,
): Promise<UploadedImage | undefined> {
  const file = body.file(field);
  if (!file) return undefined;
  const check = await prepareImage(file.path);
  if (check.ok) return { image: check.image, originalName: file.name };
  if (check.reason === 'damaged') {
    const message = MESSAGES.api.imageDamaged;
    throw new AppError('VALIDATION', message, { errors: { [field]: message } });
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', notImageMessage, { errors: { [field]: notImageMessage } });
}

/**
 * Images stored for one save, each registered in the media library as it is stored (decision
 * 025). The entity keeps only each image's URL, so when the save fails the caller discards the
 * batch: the assets and the files go, and no file is orphaned.
 */
export function imageBatch(services: AppServices, owner: { createdByEmail: string }) {
  const stored: StoredImage[] = [];
  const assetIds: string[] = [];
  return {
    /** The stored image, or undefined when no file was sent. */
    async store(
      upload: UploadedImage | undefined,
      details: { alt?: string } = {},
    ): Promise<StoredImage | undefined> {
      if (!upload) return undefined;
      const image = await storePreparedImage(services, upload.image, upload.originalName);
      stored.push(image);
      const asset = await registerUpload(services.db, image, upload, { ...details, ...owner });
      assetIds.push(asset._id);
      return image;
    },
    async discard(): Promise<void> {
      for (const id of assetIds) {
        await deleteAsset(services.db, id).catch((error: unknown) => {
          services.logger.warn({ err: error, id }, 'could not remove the media asset of a failed save');
        });
      }
      for (const image of stored) {
        try {
          await deleteImageFiles(services, image);
        } catch (error) {
          services.logger.warn({ err: error, url: image.url }, 'could not delete images of a failed save');
        }
      }
    },
  };
}

// storePreparedImage names the variants of one upload `<base>-<width>.webp` and the entity keeps
// the largest; the others are the VARIANT_WIDTHS below it (server/uploads/images.ts).
function imageAt(url: string): StoredImage {
  const match = url.match(/^(\/uploads\/image\/[a-f0-9]{32}-)(\d+)\.webp$/);
  const base = match?.[1];
  const largest = Number(match?.[2]);
  if (base === undefined || !Number.isInteger(largest)) return { url, variants: [] };
  const variants = VARIANT_WIDTHS.filter((width) => width < largest).map((width) => ({
    url: `${base}${width}.webp`,
    width,
    format: 'webp',
  }));
  return { url, variants };
}

/**
 * Deletes every stored file of the image at `url` (URLs this server did not give out are
 * ignored). Called after the entity change is saved, so a failure is logged, not answered.
 */
export async function deleteImageAt(services: AppServices, url: string | undefined): Promise<void> {
  if (!url) return;
  try {
    await deleteImageFiles(services, imageAt(url));
  } catch (error) {
    services.logger.warn({ err: error, url }, 'could not delete a replaced or deleted image');
  }
}
