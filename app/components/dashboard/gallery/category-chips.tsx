import { Link, useSearchParams } from 'react-router';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ALL_CHIP, type Chip, chipSearch, isChosen } from './category-choice.ts';

// admin.md §2 Gallery management: the category filter chips, All first. Each chip is a link to
// the address that shows its images (category-choice.ts), so it works with Enter, opens in a new
// tab, and Back returns to the previous choice; the chosen one says so with aria-current.
// Inactive categories are here too (staff still manage their images), marked as hidden.

export function CategoryChips({
  categories,
  chosen,
}: {
  categories: readonly GalleryCategory[];
  chosen: Chip;
}) {
  const [search] = useSearchParams();
  const chips: { chip: Chip; label: string; isHidden: boolean }[] = [
    { chip: ALL_CHIP, label: 'All', isHidden: false },
    ...categories.map((category) => ({
      chip: { kind: 'category', id: category.id } as const,
      label: category.name,
      isHidden: !category.isActive,
    })),
  ];
  return (
    <nav aria-label="Filter images by category">
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ chip, label, isHidden }) => {
          const isCurrent = isChosen(chosen, chip);
          return (
            <li key={chip.kind === 'all' ? '' : chip.id}>
              <Link
                to={`?${chipSearch(search, chip).toString()}`}
                preventScrollReset
                aria-current={isCurrent ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none ${FOCUS_RING} ${
                  isCurrent
                    ? 'bg-brand-900 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {label}
                {isHidden && (
                  <span className={`text-xs font-medium ${isCurrent ? 'text-slate-200' : 'text-slate-600'}`}>
                    (inactive)
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
