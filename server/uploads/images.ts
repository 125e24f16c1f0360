import sharp from 'sharp';
import type { ImageVariant } from '../../domain/entities.ts';
import type { UploadedFile } from '../http/multipart.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUpload, randomName, storeUpload } from './stored-upload.ts';

// DESIGN.md: images are checked by content (sharp must decode them), re-encoded (which drops
// EXIF, GPS included), turned upright, and stored as WebP at the widths pages ask for, so a phone
// never downloads a 4000-pixel photograph.

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const MAX_INPUT_PIXELS = 50_000_000;

export type StoredImage = { url: string; variants: ImageVariant[] };

/** True when sharp can decode the bytes as one of the accepted raster formats. */
export async function isSupportedImage(bytes: Uint8Array): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return meta.format !== undefined && ACCEPTED_FORMATS.has(meta.format) && (meta.width ?? 0) > 0;
  } catch {
    return false;
  }
}

/** Stores the responsive WebP variants; `url` is the largest. Call isSupportedImage first. */
export async function storeImage(
  services: AppServices,
  file: UploadedFile,
  kind: 'image',
): Promise<StoredImage> {
  const source = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width: originalWidth = VARIANT_WIDTHS[0] } = await source.metadata();
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < originalWidth);
  widths.push(Math.min(originalWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? originalWidth));
  const baseName = randomName();
  const variants: ImageVariant[] = [];
  for (const width of [...new Set(widths)].sort((a, b) => a - b)) {
    const body = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const stored = await storeUpload(services, {
      visibility: 'public',
      kind,
      extension: 'webp',
      contentType: 'image/webp',
      body,
      originalName: file.name,
      baseName: `${baseName}-${width}`,
    });
    variants.push({ url: stored.url, width, format: 'webp' });
  }
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('no image variant was produced');
  return { url: largest.url, variants };
}

/** Removes every stored file of an image (its variants and the main URL). */
export async function deleteImageFiles(services: AppServices, image: StoredImage): Promise<void> {
  const urls = new Set([image.url, ...image.variants.map((variant) => variant.url)]);
  for (const url of urls) await deleteStoredUpload(services, url);
}
