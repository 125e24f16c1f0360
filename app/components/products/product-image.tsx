import type { ReactNode } from 'react';
import { useFocalStyle } from '../focal-point.tsx';
import { BoltIcon } from '../services/icons.tsx';
import { storedImageSrcSet } from '../stored-image.ts';

// A product photograph in a box of fixed shape (4:3), so nothing moves while it loads, or a
// quiet placeholder when the product has none (public-site.md §2: "placeholder when absent").
export function ProductImage({
  src,
  alt,
  sizes,
  isPriority = false,
  className = '',
  placeholder,
}: {
  src: string | undefined;
  /** '' when the title next to it already names the product. */
  alt: string;
  sizes: string;
  isPriority?: boolean;
  className?: string;
  /** What the box shows without a photograph; the public pages' "Image coming soon" by default. */
  placeholder?: ReactNode;
}) {
  const focalStyle = useFocalStyle();
  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-slate-100 ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={storedImageSrcSet(src)}
          sizes={sizes}
          width={1600}
          height={1200}
          alt={alt}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
          style={focalStyle(src)}
        />
      ) : placeholder !== undefined ? (
        <div className="absolute inset-0 flex items-center justify-center">{placeholder}</div>
      ) : (
        <div
          data-testid="product-image-placeholder"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-linear-to-br from-slate-100 to-slate-200 text-slate-600"
        >
          <BoltIcon className="size-10 text-brand-500/60" />
          <span className="text-sm font-medium">Image coming soon</span>
        </div>
      )}
    </div>
  );
}
