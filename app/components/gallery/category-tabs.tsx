import { Link } from 'react-router';
import type { GalleryCategory } from '../../../domain/entities.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// public-site.md §2 Gallery: one tab per active category, in display order. They are links to
// ?category=<id>, so each category is server-rendered, shareable and works without JavaScript.
export function CategoryTabs({
  categories,
  active,
}: {
  categories: ReadonlyArray<Pick<GalleryCategory, 'id' | 'name'>>;
  active: string | undefined;
}) {
  return (
    <nav aria-label="Gallery categories">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-4">
        {categories.map((category) => {
          const isActive = category.id === active;
          return (
            <li key={category.id}>
              <Link
                to={`/gallery?category=${encodeURIComponent(category.id)}`}
                preventScrollReset
                aria-current={isActive ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none ${FOCUS_RING} ${
                  isActive ? 'bg-brand-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
                }`}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
