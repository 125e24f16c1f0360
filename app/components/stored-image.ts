import type { ImageVariant } from '../../domain/entities.ts';
import type { StoredImage } from './services/page-hero.tsx';

// Case studies and products keep their pictures as URLs (admin.md §3 cardImage, headerImage,
// section images, thumbnail): an upload's largest copy (/uploads/image/<name>-<width>.webp, with the smaller widths beside
// it, server/uploads/images.ts) or one of the site's own images (/media/<name>-<width>.webp at
// 480, 960 and 1600). Where the smaller copies are known to exist they go into srcset, so a
// phone downloads the small file; any other URL is used as it is.

const WIDTHS = [480, 960, 1600] as const;
const MEDIA_URL = /^(\/media\/[a-z0-9-]+-)(480|960|1600)\.webp$/;
const UPLOAD_URL = /^(\/uploads\/image\/[a-f0-9]{32}-)(\d+)\.webp$/;

/** The copies of a stored picture known to exist, smallest first; none for any other URL. */
export function storedImageVariants(url: string): ImageVariant[] {
  const variant = (base: string, width: number) => ({ url: `${base}${width}.webp`, width, format: 'webp' });
  const media = url.match(MEDIA_URL);
  if (media?.[1]) {
    const base = media[1];
    return WIDTHS.map((width) => variant(base, width));
  }
  const upload = url.match(UPLOAD_URL);
  if (upload?.[1]) {
    const base = upload[1];
    const largest = Number(upload[2]);
    return [...WIDTHS.filter((width) => width < largest), largest].map((width) => variant(base, width));
  }
  return [];
}

export function storedImageSrcSet(url: string): string | undefined {
  const variants = storedImageVariants(url);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** A stored picture as the page hero takes it; no URL, no picture. */
export function storedHeroImage(url: string | undefined): StoredImage | undefined {
  return url ? { src: url, srcSet: storedImageSrcSet(url) } : undefined;
}
