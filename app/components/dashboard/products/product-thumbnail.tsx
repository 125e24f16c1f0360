import { MESSAGES } from '../../../../domain/messages.ts';
import { storedImageSrcSet } from '../../stored-image.ts';

// A product's thumbnail in a 4:3 box, so cards line up and nothing moves while it loads, or
// admin.md §2's "No image" when it has none.

export function ProductThumbnail({
  src,
  alt = '',
  sizes,
  className = '',
}: {
  src: string | undefined;
  /** '' where the title beside it already names the product. */
  alt?: string;
  sizes: string;
  className?: string;
}) {
  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-slate-100 ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={storedImageSrcSet(src)}
          sizes={sizes}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <p className="absolute inset-0 flex items-center justify-center text-sm font-medium text-slate-600">
          {MESSAGES.productAdmin.noImage}
        </p>
      )}
    </div>
  );
}
