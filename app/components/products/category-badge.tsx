import { productCategoryColour } from '../../../domain/constants.ts';
import { categoryLabel } from './categories.ts';

// admin.md §3: each product category has its colour (EV Charging emerald, Power Distribution
// blue, Switchgear purple, Transformers yellow, anything else gray). The class comes from the
// constants, not the stored row, so it is always one Tailwind generated (all pass AA contrast).
export function CategoryBadge({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${productCategoryColour(name)} ${className}`}
    >
      {categoryLabel(name)}
    </span>
  );
}
