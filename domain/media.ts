import { z } from 'zod';
import { boundedText, within } from './form-fields.ts';
import { pageFields, withPageDepth } from './list-page.ts';

// The media library (decision 025): every stored picture is an asset with its alt text, credit
// and focal point. Shared by the API (/api/media), the dashboard's library and picker, and the
// image fields that take an asset's URL instead of a new file.

export const MEDIA_ALT_MAX = 250;
export const MEDIA_CREDIT_MAX = 200;
export const MEDIA_SEARCH_MAX = 100;
/** A page of the library's grid when the caller does not say. */
export const MEDIA_PAGE_SIZE = 24;

export const MEDIA_MESSAGES = {
  notFound: 'Image not found in the media library',
  imageRequired: 'Choose an image file to upload',
  imageNotImage: 'Only image files are allowed',
  focalInvalid: 'The focal point is a number from 0 to 1',
  searchTooLong: `Search must be ${MEDIA_SEARCH_MAX} characters or fewer`,
  /** An image field named a URL that is neither an asset nor one of the site's own images. */
  notInLibrary: 'Choose an image from the media library or upload a file',
  inUse: (places: readonly string[]) => `This image is used by ${places.join(', ')}`,
  deleted: 'Image deleted',
} as const;
const m = MEDIA_MESSAGES;

/** Where an asset is used: a record's row (published or not), its draft, or a kept version. */
export const MEDIA_USAGE_WHERE = ['published', 'draft', 'version'] as const;
export type MediaUsageWhere = (typeof MEDIA_USAGE_WHERE)[number];

export type MediaUsage = {
  /** The content type's API name ('case-studies', 'products', 'gallery', 'site-content', …). */
  type: string;
  id: string;
  /** What names the record to people (its title or name). */
  title: string;
  where: MediaUsageWhere;
  /** For a version, its number. */
  version?: number;
};

/** One asset as the API answers it. */
export type MediaAsset = {
  _id: string;
  url: string;
  fileName: string;
  alt: string;
  credit: string;
  focalX: number;
  focalY: number;
  /** Pixels of the stored copy at `url`; 0 where not known yet. */
  width: number;
  height: number;
  /** Bytes of the stored copy at `url`, where known. */
  bytes: number | null;
  /** One of the site's own images (public/media): its file is never deleted. */
  isBuiltIn: boolean;
  createdAt: string;
  createdByEmail: string;
};

/** What the picker hands back (app/components/dashboard/media/media-picker.tsx). */
export type ChosenAsset = Pick<MediaAsset, '_id' | 'url' | 'fileName' | 'alt' | 'width' | 'height'>;

const altText = boundedText(within(MEDIA_ALT_MAX, 'Alt text'));
const creditText = boundedText(within(MEDIA_CREDIT_MAX, 'Credit'));

/** POST /api/media: the text fields beside the `image` file. */
export const mediaUploadSchema = z.object({
  alt: altText.default(''),
  credit: creditText.default(''),
});

const focal = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: m.focalInvalid }).min(0, { error: m.focalInvalid }).max(1, { error: m.focalInvalid }),
);

/** PUT /api/media/{id}: any of these; what is left out stays. */
export const mediaUpdateSchema = z.object({
  alt: altText.optional(),
  credit: creditText.optional(),
  focalX: focal.optional(),
  focalY: focal.optional(),
});
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** GET /api/media: a page of the library, newest first, optionally searched. */
export const mediaListQuerySchema = withPageDepth(
  z.object({
    search: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(MEDIA_SEARCH_MAX, { error: m.searchTooLong }).optional(),
    ),
    ...pageFields(MEDIA_PAGE_SIZE),
  }),
);
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

// The site's own pictures (public/media, drawn by scripts/generate-media.ts) at the widths they
// exist at; one picture is one asset, named by its largest copy.
const BUILT_IN_URL = /^\/media\/([a-z0-9-]+)-(480|960|1600)\.webp$/;
// An upload's largest copy (server/uploads/images.ts): what records name.
const UPLOAD_URL = /^\/uploads\/image\/[a-f0-9]{32}-\d{2,4}\.webp$/;
const BUILT_IN_WIDTHS = [480, 960, 1600] as const;

/** The name of a built-in picture's URL at any of its widths ('product-gis'), else undefined. */
export function builtInName(url: string): string | undefined {
  return url.match(BUILT_IN_URL)?.[1];
}

export function isUploadedImageUrl(url: string): boolean {
  return UPLOAD_URL.test(url);
}

/** The URL of the asset a record's picture URL stands for: a built-in one at its largest width. */
export function assetUrlFor(url: string): string {
  const name = builtInName(url);
  return name === undefined ? url : `/media/${name}-1600.webp`;
}

/** Every URL a record may name the asset at `assetUrl` by (a built-in picture at each width). */
export function urlsOfAsset(assetUrl: string): string[] {
  const name = builtInName(assetUrl);
  return name === undefined ? [assetUrl] : BUILT_IN_WIDTHS.map((width) => `/media/${name}-${width}.webp`);
}

/** The smaller copy to show in a grid of thumbnails. */
export function thumbnailUrl(asset: Pick<MediaAsset, 'url' | 'width'>): string {
  const name = builtInName(asset.url);
  if (name !== undefined) return `/media/${name}-480.webp`;
  const upload = asset.url.match(/^(\/uploads\/image\/[a-f0-9]{32}-)(\d+)\.webp$/);
  if (upload?.[1] && Number(upload[2]) > 480) return `${upload[1]}480.webp`;
  return asset.url;
}
