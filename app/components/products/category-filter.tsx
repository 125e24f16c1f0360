import { Link } from 'react-router';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import type { CategoryOption } from './categories.ts';

// public-site.md §2 Products: All plus one button per category. They are links to
// ?category=<name> so the filtered list is server-rendered, shareable and works without
// JavaScript; the page keeps its scroll position when one is chosen.
export function CategoryFilter({
  options,
  active,
}: {
  options: readonly CategoryOption[];
  /** The chosen ?category= value; '' for All. */
  active: string;
}) {
  const items = [{ value: '', label: 'All' }, ...options];
  return (
    <nav aria-label="Product categories">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const isActive = item.value === active;
          return (
            <li key={item.value || 'all'}>
              <Link
                to={item.value ? `/products?category=${encodeURIComponent(item.value)}` : '/products'}
                preventScrollReset
                aria-current={isActive ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none ${FOCUS_RING} ${
                  isActive
                    ? 'bg-brand-900 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
