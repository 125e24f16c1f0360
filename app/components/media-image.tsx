import { type MediaName, media } from '../../content/media.ts';

// Generated site imagery lives in public/media as WebP at three widths (480, 960, 1600) plus
// its intrinsic size in content/media.ts, so every <img> reserves its space (no layout shift)
// and phones download the small file. Replace the files to use real photographs.

export const MEDIA_WIDTHS = [480, 960, 1600] as const;

export function mediaSrc(name: MediaName, width: (typeof MEDIA_WIDTHS)[number] = 960): string {
  return `/media/${name}-${width}.webp`;
}

export function MediaImage({
  name,
  alt,
  sizes = '100vw',
  className = '',
  isPriority = false,
}: {
  name: MediaName;
  /** Overrides the default description in content/media.ts; '' marks a decorative image. */
  alt?: string;
  sizes?: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  isPriority?: boolean;
}) {
  const item = media[name];
  return (
    <img
      src={mediaSrc(name)}
      srcSet={MEDIA_WIDTHS.map((width) => `${mediaSrc(name, width)} ${width}w`).join(', ')}
      sizes={sizes}
      width={item.width}
      height={item.height}
      alt={alt ?? item.alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
