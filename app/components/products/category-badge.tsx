import { productCategoryColour } from '../../../domain/constants.ts';
import { Badge } from '../ui/badge.tsx';
import { categoryLabel } from './categories.ts';

// admin.md §3: each product category has its colour (EV Charging emerald, Power Distribution
// blue, Switchgear purple, Transformers yellow, anything else gray). The class comes from the
// constants, not the stored row, so it is always one Tailwind generated (all pass AA contrast).
export function CategoryBadge({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Badge colourClass={productCategoryColour(name)} className={className}>
      {categoryLabel(name)}
    </Badge>
  );
}
