import { INITIAL_GALLERY_CATEGORY } from '../../../../domain/constants.ts';

// admin.md §2 Gallery management: filter chips, All plus one per category; "the selected
// category initially is siteVisit". The choice lives in the address (?category=<id>, or
// ?show=all for All), so a reload or a shared link shows the same images. All has a parameter
// of its own because any word could also be some category's id. Free of React for unit tests.

export type Chip = { kind: 'all' } | { kind: 'category'; id: string };

export const ALL_CHIP: Chip = { kind: 'all' };

/**
 * The chip the address asks for. A category the list does not hold (deleted, or a stale link)
 * falls back as a fresh visit does: siteVisit when it exists, else All. While the categories are
 * still loading (null), the requested category is trusted so its images load at once.
 */
export function chosenChip(categories: ReadonlyArray<{ id: string }> | null, search: URLSearchParams): Chip {
  if (search.get('show') === 'all') return ALL_CHIP;
  const requested = search.get('category');
  const ids = categories?.map((category) => category.id);
  if (requested && (ids === undefined || ids.includes(requested))) return { kind: 'category', id: requested };
  if (ids === undefined || ids.includes(INITIAL_GALLERY_CATEGORY)) {
    return { kind: 'category', id: INITIAL_GALLERY_CATEGORY };
  }
  return ALL_CHIP;
}

/** The address's query for a chip; other parameters are kept, and the list starts at page 1. */
export function chipSearch(search: URLSearchParams, chip: Chip): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  next.delete('show');
  next.delete('category');
  if (chip.kind === 'all') next.set('show', 'all');
  else next.set('category', chip.id);
  return next;
}

/** admin.md §7 GET /gallery with its optional query category, and the page past the first (decision 019). */
export function imagesApiPath(chip: Chip, page = 1): string {
  const query = new URLSearchParams();
  if (chip.kind === 'category') query.set('category', chip.id);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/gallery?${text}` : '/gallery';
}

export function isChosen(chosen: Chip, chip: Chip): boolean {
  return (
    chosen.kind === chip.kind &&
    (chip.kind === 'all' || (chosen.kind === 'category' && chosen.id === chip.id))
  );
}

/** The public gallery page that shows a category (its tab chosen through ?category=). */
export function publicGalleryPath(categoryId: string): string {
  return `/gallery?category=${encodeURIComponent(categoryId)}`;
}
