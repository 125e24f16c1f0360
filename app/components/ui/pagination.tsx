import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FOCUS_RING } from './focus-ring.ts';
import { pageItems } from './page-items.ts';

// Numbered pages with Previous and Next (admin.md §2: the applications list's numbered
// pagination). Buttons when the screen keeps the page in its state (onChange), links when the
// page lives in the URL (hrefFor), so it can be bookmarked and works before JavaScript. Targets
// are 36 px on phones, where the seven numbers and two arrows fit a 375 px screen in one row, and
// 44 px from the sm breakpoint.

type PageChoice =
  | { onChange: (page: number) => void; hrefFor?: undefined }
  | { hrefFor: (page: number) => string; onChange?: undefined };

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold sm:h-11 sm:min-w-11 sm:px-3';
const ENABLED = `text-brand-900 hover:bg-slate-100 ${FOCUS_RING}`;
const CURRENT = `bg-brand-900 text-white ${FOCUS_RING}`;
const UNAVAILABLE = 'cursor-not-allowed text-slate-400';

export function Pagination({
  page,
  totalPages,
  onChange,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  /** Names the navigation landmark, e.g. 'Applications pages' when a screen has several. */
  label?: string;
} & PageChoice) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  // One page control: a link or a button, or an inert stand-in where there is nowhere to go.
  const control = (
    target: number,
    content: ReactNode,
    options: { isCurrent?: boolean; rel?: 'prev' | 'next' } = {},
  ) => {
    const isAvailable = target >= 1 && target <= totalPages;
    const className = `${ITEM} ${options.isCurrent ? CURRENT : isAvailable ? ENABLED : UNAVAILABLE}`;
    const ariaCurrent = options.isCurrent ? ('page' as const) : undefined;
    if (hrefFor) {
      // A link to nowhere is left out for screen readers; the page numbers say where they are.
      if (!isAvailable) {
        return (
          <span aria-hidden="true" className={className}>
            {content}
          </span>
        );
      }
      return (
        // rel prev and next tell crawlers the pages are one sequence (decision 019).
        <Link to={hrefFor(target)} rel={options.rel} aria-current={ariaCurrent} className={className}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        disabled={!isAvailable}
        aria-current={ariaCurrent}
        onClick={() => {
          if (target !== current) onChange?.(target);
        }}
        className={className}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {control(
            current - 1,
            <>
              <span aria-hidden="true">←</span>
              <span className="max-sm:sr-only">Previous</span>
              <span className="sr-only"> page</span>
            </>,
            { rel: 'prev' },
          )}
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(
                item,
                <>
                  <span className="sr-only">Page </span>
                  {item}
                </>,
                { isCurrent: item === current },
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-0.5 text-slate-500 sm:px-1">
              …
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="max-sm:sr-only">Next</span>
              <span className="sr-only"> page</span>
              <span aria-hidden="true">→</span>
            </>,
            { rel: 'next' },
          )}
        </li>
      </ul>
    </nav>
  );
}
