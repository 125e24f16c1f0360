import { type MediaName, media } from '../../content/media.ts';
import type { ImageVariant } from '../../domain/entities.ts';
import { builtInName, isUploadedImageUrl, MEDIA_MESSAGES, type MediaAsset } from '../../domain/media.ts';
import type { Db } from '../db/connection.ts';
import { getAssetByUrl, registerAsset } from '../db/media-assets.ts';
import { AppError } from '../http/app-error.ts';
import {
  type PreparedImage,
  preparedImageSize,
  type StoredImage,
  VARIANT_WIDTHS,
} from '../uploads/images.ts';

// Every picture the site stores is an asset of the media library (decision 025): an upload
// through any image field becomes one as it is stored, and an image field may name an asset
// instead of sending a file again. The site's own pictures (public/media) are assets too, under
// their largest copy; their files belong to the site and are never deleted.

const BUILT_IN_WIDTH = 1600;

/** The asset fields of one of the site's own pictures, or undefined for an unknown name. */
export function builtInPicture(name: string) {
  if (!Object.hasOwn(media, name)) return undefined;
  const picture = media[name as MediaName];
  return {
    url: `/media/${name}-${BUILT_IN_WIDTH}.webp`,
    fileName: `${name}.webp`,
    alt: picture.alt,
    width: BUILT_IN_WIDTH,
    height: Math.round((BUILT_IN_WIDTH * picture.height) / picture.width),
  };
}

/** Registers one of the site's own pictures (by any of its URLs) unless the library has it. */
export async function registerBuiltIn(
  db: Db,
  url: string,
  createdByEmail: string,
): Promise<MediaAsset | undefined> {
  const name = builtInName(url);
  const picture = name === undefined ? undefined : builtInPicture(name);
  if (!picture) return undefined;
  return registerAsset(db, { ...picture, createdByEmail });
}

/** Registers a freshly stored upload; `alt` and `credit` as the form that sent it gave them. */
export async function registerUpload(
  db: Db,
  stored: StoredImage,
  upload: { image: PreparedImage; originalName: string },
  details: { alt?: string; credit?: string; createdByEmail: string },
): Promise<MediaAsset> {
  const size = preparedImageSize(upload.image);
  return registerAsset(db, {
    url: stored.url,
    fileName: upload.originalName || stored.url.split('/').pop() || 'image',
    ...(details.alt ? { alt: details.alt } : {}),
    ...(details.credit ? { credit: details.credit } : {}),
    width: size?.width ?? null,
    height: size?.height ?? null,
    bytes: size?.bytes ?? null,
    createdByEmail: details.createdByEmail,
  });
}

/**
 * The picture an image field names by URL instead of a file: a media asset's URL, or one of the
 * site's own pictures (registered on first use, so the library shows where it is used). Any
 * other URL (another site, a file the library does not hold) is a 400 naming the field.
 */
export async function libraryImageUrl(
  db: Db,
  field: string,
  value: string,
  createdByEmail: string,
): Promise<string> {
  const url = value.trim();
  if (builtInName(url) !== undefined) {
    if (await registerBuiltIn(db, url, createdByEmail)) return url;
  } else if (isUploadedImageUrl(url) && (await getAssetByUrl(db, url))) {
    return url;
  }
  throw new AppError('VALIDATION', MEDIA_MESSAGES.notInLibrary, {
    errors: { [field]: MEDIA_MESSAGES.notInLibrary },
  });
}

/** A library picture as a gallery image stores it: the largest copy and every width of it. */
export function libraryImageFiles(url: string): { url: string; variants: ImageVariant[] } {
  const name = builtInName(url);
  if (name !== undefined) {
    return {
      url: `/media/${name}-1600.webp`,
      variants: [480, 960, 1600].map((width) => ({
        url: `/media/${name}-${width}.webp`,
        width,
        format: 'webp',
      })),
    };
  }
  const match = url.match(/^(\/uploads\/image\/[a-f0-9]{32}-)(\d+)\.webp$/);
  const base = match?.[1];
  const largest = Number(match?.[2]);
  if (base === undefined || !Number.isInteger(largest)) return { url, variants: [] };
  const widths = [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
  return { url, variants: widths.map((width) => ({ url: `${base}${width}.webp`, width, format: 'webp' })) };
}
