import { MESSAGES } from '../../../../domain/messages.ts';
import { ProductImage } from '../../products/product-image.tsx';

// A product's thumbnail as the public pages show it (a 4:3 box, so cards line up and nothing
// moves while it loads), or admin.md §2's "No image" when it has none.

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
    <ProductImage
      src={src}
      alt={alt}
      sizes={sizes}
      className={className}
      placeholder={<p className="text-sm font-medium text-slate-600">{MESSAGES.productAdmin.noImage}</p>}
    />
  );
}
