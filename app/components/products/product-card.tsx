import { Link } from 'react-router';
import { ArrowRightIcon } from '../services/icons.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { CategoryBadge } from './category-badge.tsx';
import { ProductImage } from './product-image.tsx';
import type { ProductSummary } from './summary.ts';

// A catalogue card: the whole card is one link to /product/{_id} (the title link's ::after
// covers it), so keyboard and screen-reader users meet one link per product, named by its title.
export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md motion-reduce:transition-none">
      <ProductImage
        src={product.thumbnail}
        alt=""
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge name={product.category.name} className="self-start" />
        <h3 className="mt-3 text-xl font-semibold text-brand-900">
          <Link
            to={`/product/${encodeURIComponent(product._id)}`}
            className={`rounded-sm after:absolute after:inset-0 after:content-[''] ${FOCUS_RING}`}
          >
            {product.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 leading-relaxed text-slate-600">{product.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-500 group-hover:underline"
        >
          View details
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
