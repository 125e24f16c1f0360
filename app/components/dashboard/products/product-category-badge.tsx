import type { Product } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { CategoryBadge } from '../../products/category-badge.tsx';
import { Badge } from '../../ui/badge.tsx';

// admin.md §2: "a category badge (Uncategorized if none)", in the category's colour (§3); the
// same badge as the public pages, so a product looks the same on both.
export function ProductCategoryBadge({ product, className }: { product: Product; className?: string }) {
  const name = product.category.name.trim();
  return name ? (
    <CategoryBadge name={name} className={className} />
  ) : (
    <Badge colourClass="bg-gray-100 text-gray-800" className={className}>
      {MESSAGES.productAdmin.uncategorized}
    </Badge>
  );
}
