import type { ImageVariant } from '../../../domain/entities.ts';

// Gallery images are stored as responsive WebP copies (DESIGN.md: 480, 960 and 1600 px), so the
// browser picks the smallest one that fills the box.

export type GalleryPicture = { url: string; variants: readonly ImageVariant[] };

export function srcSetOf(image: GalleryPicture): string | undefined {
  const variants = [...image.variants]
    .filter((variant) => variant.width > 0)
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** The fallback src: the variant nearest `width` from above, else the stored URL. */
export function srcOf(image: GalleryPicture, width: number): string {
  const fitting = [...image.variants]
    .sort((a, b) => a.width - b.width)
    .find((variant) => variant.width >= width);
  return fitting?.url ?? image.url;
}
