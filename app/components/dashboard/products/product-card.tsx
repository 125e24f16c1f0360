import type { StaffProduct as Product } from '../../../../domain/answers/staff-records.ts';
import { Button } from '../../ui/button.tsx';
import { PublishToggleButtons } from '../publishing/publish-toggle-buttons.tsx';
import { StateBadge } from '../publishing/state-badge.tsx';
import { ProductCategoryBadge } from './product-category-badge.tsx';
import { ProductThumbnail } from './product-thumbnail.tsx';

// admin.md §2 Product Management: "each card has a thumbnail or No image, a category badge
// (Uncategorized if none), title, a two-line description, and View, Edit, Delete". Each button's
// accessible name says which product it acts on; Edit has an id so focus can come back to it
// when the form closes. Decision 024: the state badge beside the category, and Publish or
// Unpublish among the buttons.

export function editButtonId(product: Pick<Product, '_id'>): string {
  return `product-edit-${product._id}`;
}

export function ProductCard({
  product,
  onView,
  onEdit,
  onDelete,
  busyId,
  onPublish,
}: {
  product: Product;
  busyId: string | null;
  onPublish: (product: Product, publish: boolean) => void;
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  const titleId = `product-card-${product._id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <ProductThumbnail
        src={product.thumbnail}
        sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-5">
        <ProductCategoryBadge product={product} className="self-start" />
        <h2 id={titleId} className="mt-3 text-lg font-semibold text-brand-900">
          {product.title}
        </h2>
        <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">{product.description}</p>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-2">
          <StateBadge record={product} />
          <span className="flex gap-2">
            <PublishToggleButtons
              record={product}
              recordId={product._id}
              name={product.title}
              busyId={busyId}
              onToggle={(publish) => onPublish(product, publish)}
            />
          </span>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Button variant="secondary" size="sm" onClick={() => onView(product)}>
            View<span className="sr-only"> {product.title}</span>
          </Button>
          <Button id={editButtonId(product)} variant="secondary" size="sm" onClick={() => onEdit(product)}>
            Edit<span className="sr-only"> {product.title}</span>
          </Button>
          <Button variant="danger" size="sm" className="ml-auto" onClick={() => onDelete(product)}>
            Delete<span className="sr-only"> {product.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
