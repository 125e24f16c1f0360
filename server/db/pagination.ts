// Page maths shared by the paged lists (admin.md §7: GET /applications?page&limit, 1-based pages).

export type PageRequest = { page: number; limit: number };

/** Guards against page 0, negative or fractional values so the query is always valid. */
export function normalisePage({ page, limit }: PageRequest): { offset: number; limit: number } {
  const safeLimit = Math.max(1, Math.floor(limit) || 1);
  const safePage = Math.max(1, Math.floor(page) || 1);
  return { offset: (safePage - 1) * safeLimit, limit: safeLimit };
}

/** At least 1, so an empty list still reads "page 1 of 1". */
export function countPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(limit) || 1)));
}

/** One page of a list and how many rows the whole list holds (decision 019). */
export type PageOf<T> = { items: T[]; total: number };
