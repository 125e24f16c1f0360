// The numbered part of a pager: first and last page always, the current page with one neighbour
// on each side, and an ellipsis for each run of pages left out. Past seven pages the list is
// always seven items long, so the Previous and Next buttons do not jump about as the page moves:
//   page 5 of 20  → 1 … 4 5 6 … 20
//   page 3 of 20  → 1 2 3 4 5 … 20   (an ellipsis never stands for a single page)
//   page 19 of 20 → 1 … 16 17 18 19 20

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** How many items the list holds past which pages are left out. */
const MAX_ITEMS = 7;

export function pageItems(page: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= MAX_ITEMS) return range(1, total);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  // Near an end, five numbered pages sit on that side of the single ellipsis.
  if (current <= 4) return [...range(1, 5), 'end-ellipsis', total];
  if (current >= total - 3) return [1, 'start-ellipsis', ...range(total - 4, total)];
  return [1, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, at) => from + at);
}
