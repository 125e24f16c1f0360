import { INITIAL_GALLERY_CATEGORY } from '../../../domain/constants.ts';

// public-site.md §2 Gallery: the tab selected at first is siteVisit. A ?category= naming an
// active category wins; an unknown or retired one falls back to the first tab rather than an
// empty page, and so does a site whose categories do not include siteVisit.
export function chooseCategory(
  categories: ReadonlyArray<{ id: string }> | null,
  requested: string | null,
): string | undefined {
  // Categories failed to load: still try what was asked for, or the usual first tab.
  if (categories === null) return requested || INITIAL_GALLERY_CATEGORY;
  const ids = categories.map((category) => category.id);
  if (requested && ids.includes(requested)) return requested;
  return ids.includes(INITIAL_GALLERY_CATEGORY) ? INITIAL_GALLERY_CATEGORY : ids[0];
}

/** Previous and next wrap at both ends (public-site.md §4). */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}
