import type { StaffProduct as Product } from '../../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { EmptyState, Spinner } from '../../ui/status.tsx';
import { ProductCard } from './product-card.tsx';

// admin.md §2: "A card grid (1, 2 or 3 columns by width)" — by the width the grid has (a
// container query), not the window's, since the sidebar takes part of a wide screen. "Empty:
// No products found. plus a hint to choose another category or add a product." Each card's
// item carries data-row-key, so focus finds its way back after a dialog (ui/focus-return.ts).

const m = MESSAGES.productAdmin;

export function ProductGrid({
  products,
  isLoading,
  isRefreshing,
  onView,
  onEdit,
  busyId,
  onPublish,
  onDelete,
}: {
  products: readonly Product[];
  /** Nothing to show yet. */
  isLoading: boolean;
  /** Another list is on its way (a new filter); the current one stays meanwhile. */
  isRefreshing: boolean;
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  busyId: string | null;
  onPublish: (product: Product, publish: boolean) => void;
  onDelete: (product: Product) => void;
}) {
  if (isLoading) return <Spinner label="Loading products…" />;
  if (products.length === 0) {
    return (
      <EmptyState>
        <span className="block font-semibold text-slate-800">{m.empty}</span>
        <span className="mt-1 block text-base">{m.emptyHint}</span>
      </EmptyState>
    );
  }
  return (
    <div className="@container">
      <ul
        aria-label="Products"
        aria-busy={isRefreshing || undefined}
        className={`grid grid-cols-1 gap-5 @xl:grid-cols-2 @4xl:grid-cols-3 ${isRefreshing ? 'opacity-60' : ''}`}
      >
        {products.map((product) => (
          <li key={product._id} data-row-key={product._id}>
            <ProductCard
              product={product}
              onView={onView}
              onEdit={onEdit}
              onDelete={onDelete}
              busyId={busyId}
              onPublish={onPublish}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
