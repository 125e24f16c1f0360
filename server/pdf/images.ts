import type { DocumentImage } from '../../domain/capability-statements.ts';
import { Semaphore } from '../semaphore.ts';

// Decision 028: a PDF embeds pictures as JPEG (pdfkit reads JPEG and PNG only, and a photograph
// is a fraction of the size as JPEG), at most 1600 px wide for full-width pictures and 800 px for
// the rest, at quality 78: ten case studies with three pictures each stay well under 5 MB.
// Transparent images are flattened on white, the page they sit on.

/** Widths a picture is reduced to: full-width and header pictures, and everything else. */
export const FULL_WIDTH_PX = 1600;
export const PART_WIDTH_PX = 800;
const JPEG_QUALITY = 78;
const MAX_INPUT_PIXELS = 50_000_000;

type SharpFactory = typeof import('sharp').default;
let sharpLoading: Promise<SharpFactory> | undefined;

// Loaded on first use: a server that never makes a PDF never loads it for this.
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

// Decoding a large photograph takes tens of megabytes inside libvips: two at a time at most.
const imageWork = new Semaphore(2);

export type PrepareImageOptions = { maxWidth: number; alt: string };

/**
 * Turns a stored image (WebP, PNG, JPEG, AVIF…) into the JPEG a PDF embeds: upright, flattened on
 * white, at most `maxWidth` pixels wide (never enlarged), with its pixel size and alt text.
 */
export function prepareImage(
  bytes: Uint8Array,
  { maxWidth, alt }: PrepareImageOptions,
): Promise<DocumentImage> {
  return imageWork.run(async () => {
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    // A buffer of its own (not a view of a shared pool), so it can be moved to the render thread.
    const own = new Uint8Array(data.byteLength);
    own.set(data);
    return { data: own, width: info.width, height: info.height, alt };
  });
}
