import type { z } from 'zod';
import { hasErrors, validate } from '../../domain/field-errors.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { AppServices } from '../services.ts';
import {
  deleteImageFiles,
  isSupportedImage,
  type StoredImage,
  storeImage,
  VARIANT_WIDTHS,
} from '../uploads/images.ts';
import { AppError } from './app-error.ts';
import type { UploadedFile } from './multipart.ts';

// The multipart image forms of the case-study and product routers (admin.md §7): the request
// limit, form validation with the file rules, content checks, and storing images so that a
// failed save leaves no file behind. Shared by routes/case-studies.ts and routes/products.ts.

// ours: admin.md §9 says "file size limits for images: not shown"; 15 MB covers a phone photo.
export const MAX_IMAGE_REQUEST_BYTES = 15 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Image size should not exceed 15MB';

// Entity ids are 24 hex characters (server/db/ids.ts) and slugs or product codes are
// URL-friendly; anything else (NUL bytes, path tricks) cannot name a row, so it is a 404 without
// a query (PostgreSQL would reject a NUL byte with an error).
const LOOKUP_KEY = /^[A-Za-z0-9_&-]{1,200}$/;

export function isLookupKey(value: string): boolean {
  return LOOKUP_KEY.test(value);
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
  const result = validate(schema, text);
  const errors = { ...(result.ok ? {} : result.errors), ...fileErrors };
  if (!result.ok || hasErrors(errors)) {
    throw new AppError('VALIDATION', Object.values(errors)[0] ?? MESSAGES.api.invalidBody, { errors });
  }
  return result.data;
}

/** 415 naming the first file that is not a decodable image (checked by content, not by name). */
export async function assertImages(
  files: Record<string, UploadedFile | undefined>,
  message: string,
): Promise<void> {
  for (const [field, file] of Object.entries(files)) {
    if (file && !(await isSupportedImage(file.bytes))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { errors: { [field]: message } });
    }
  }
}

/**
 * Images stored for one save. The entity keeps only each image's URL, so when the save fails
 * the caller discards the batch and no file is orphaned.
 */
export function imageBatch(services: AppServices) {
  const stored: StoredImage[] = [];
  return {
    /** The stored image's URL (its largest variant), or undefined when no file was sent. */
    async store(file: UploadedFile | undefined): Promise<string | undefined> {
      if (!file) return undefined;
      const image = await storeImage(services, file, 'image');
      stored.push(image);
      return image.url;
    },
    async discard(): Promise<void> {
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

// storeImage names the variants of one upload `<base>-<width>.webp` and the entity keeps the
// largest; the others are the VARIANT_WIDTHS below it (server/uploads/images.ts).
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
