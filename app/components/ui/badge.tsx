import type { ReactNode } from 'react';

// A small rounded pill for a status or a category. The colour comes in as a full class pair from
// domain/constants.ts (APPLICATION_STATUS_COLOURS, PRODUCT_CATEGORIES: admin.md §3, §4), so
// Tailwind generates it and every pair is a tested light-background/dark-text combination.

export function Badge({
  colourClass,
  children,
  className = '',
}: {
  /** Background and text colour, e.g. 'bg-yellow-100 text-yellow-800'. */
  colourClass: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${colourClass} ${className}`}
    >
      {children}
    </span>
  );
}
