import type { ImageVariant } from '../../domain/entities.ts';
import { Semaphore } from '../semaphore.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUpload, randomName, storeUpload } from './stored-upload.ts';

// DESIGN.md: images are checked by content (sharp must decode them in full), re-encoded (which
// drops EXIF, GPS included), turned upright, and stored as WebP at the widths pages ask for, so a
// phone never downloads a 4000-pixel photograph.
//
// Memory: images are decoded from the spooled upload on disk, one at a time (decoding a large
// photo takes tens of megabytes inside libvips, and two cores gain nothing from more at once),
// with sharp's operation cache off. sharp itself is loaded on the first upload, not at start.

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const MAX_INPUT_PIXELS = 50_000_000;

export type StoredImage = { url: string; variants: ImageVariant[] };

/** The pixels and bytes of the largest copy of a stored image (what the media library shows). */
export type StoredImageSize = { width: number; height: number; bytes: number };

/** An upload decoded in full and re-encoded, ready to store; nothing is on the store yet. */
export type PreparedImage = { variants: { width: number; height: number; body: Uint8Array }[] };

/** The size of the largest copy a prepared image will store. */
export function preparedImageSize(image: PreparedImage): StoredImageSize | undefined {
  const largest = image.variants[image.variants.length - 1];
  return largest
    ? { width: largest.width, height: largest.height, bytes: largest.body.byteLength }
    : undefined;
}

export type ImageCheck =
  | { ok: true; image: PreparedImage }
  | { ok: false; reason: 'not-an-image' | 'damaged' };

type SharpFactory = typeof import('sharp').default;
let sharpLoading: Promise<SharpFactory> | undefined;

function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

const imageWork = new Semaphore(1);

function startsWith(head: Uint8Array, bytes: number[], at = 0): boolean {
  return bytes.every((byte, index) => head[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The magic numbers of the accepted formats (JPEG, PNG, GIF, WebP, TIFF, AVIF/HEIF), read from the
 * first bytes of an upload before it is written anywhere. sharp confirms by decoding later.
 */
export function looksLikeImage(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return true;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return true;
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return true;
  // ISO base media (AVIF, HEIF): a box of type 'ftyp' at offset 4.
  return startsWith(head, ascii('ftyp'), 4);
}

/**
 * Decodes the image at `filePath` in full and renders its variants. A file sharp cannot read as
 * an accepted format is 'not-an-image'; one whose header reads but whose pixels do not (cut off
 * mid-upload, corrupted) is 'damaged'.
 */
export function prepareImage(filePath: string): Promise<ImageCheck> {
  return imageWork.run(async () => {
    const sharp = await loadSharp();
    const open = () => sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS });
    let width: number;
    try {
      const meta = await open().metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width) {
        return { ok: false, reason: 'not-an-image' };
      }
      width = meta.width;
    } catch {
      return { ok: false, reason: 'not-an-image' };
    }
    const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width);
    const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), largest])].sort((a, b) => a - b);
    try {
      const variants: PreparedImage['variants'] = [];
      for (const variantWidth of widths) {
        const { data, info } = await open()
          .rotate()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        variants.push({ width: variantWidth, height: info.height, body: data });
      }
      return { ok: true, image: { variants } };
    } catch {
      return { ok: false, reason: 'damaged' };
    }
  });
}

/** Stores the variants of a prepared image; `url` is the largest. All or nothing. */
export async function storePreparedImage(
  services: AppServices,
  image: PreparedImage,
  originalName: string,
): Promise<StoredImage> {
  const baseName = randomName();
  const variants: ImageVariant[] = [];
  try {
    for (const { width, body } of image.variants) {
      const stored = await storeUpload(services, {
        visibility: 'public',
        kind: 'image',
        extension: 'webp',
        contentType: 'image/webp',
        content: { bytes: body },
        originalName,
        baseName: `${baseName}-${width}`,
      });
      variants.push({ url: stored.url, width, format: 'webp' });
    }
  } catch (error) {
    for (const variant of variants) await deleteStoredUpload(services, variant.url).catch(() => undefined);
    throw error;
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
