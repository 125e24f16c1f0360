import { MESSAGES } from '../../../domain/messages.ts';
import { Banner, EmptyState, Spinner } from '../ui/status.tsx';
import { ProductCard } from './product-card.tsx';
import type { ProductSummary } from './summary.ts';

// public-site.md §2 Products, §8: the card grid (1, 2 or 3 columns by width, admin.md §9), or the
// loading spinner, the failure banner or the empty text.
export function ProductGrid({
  products,
  total = products.length,
  hasFailed,
  isLoading,
}: {
  products: readonly ProductSummary[];
  /** Products in the whole list, when this is one page of it (decision 019). */
  total?: number;
  hasFailed: boolean;
  isLoading: boolean;
}) {
  if (isLoading) return <Spinner label="Loading products…" />;
  if (hasFailed) return <Banner tone="error">{MESSAGES.products.loadFailed}</Banner>;
  if (products.length === 0) return <EmptyState>{MESSAGES.products.empty}</EmptyState>;
  const noun = total === 1 ? 'product' : 'products';
  const count =
    total > products.length
      ? `${products.length} of ${total.toLocaleString('en-GB')} ${noun}`
      : `${products.length} ${noun}`;
  return (
    <>
      {/* Announced when a filter changes the list, so the change is not silent. */}
      <p role="status" className="mb-4 text-sm text-slate-600">
        Showing {count}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}
