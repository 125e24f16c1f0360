import { DEFAULT_GALLERY_CATEGORIES } from '../../../../domain/constants.ts';
import { ApiError } from '../../../api-client.ts';

// admin.md §4 Gallery: "on first load with no categories present, three default categories are
// created" (§9: siteVisit, officeActivities, training, all active). Two people may open the
// screen at once: a default the other one created meanwhile answers 409 (its id is taken), which
// is the outcome wanted, so it counts as done. Any other failure stops and is reported.

/**
 * True when the categories look like a colleague's screen creating the defaults right now: some
 * of the defaults, exactly as created, and nothing else. Such a list is read again shortly.
 */
export function looksLikeDefaultsInProgress(categories: readonly { id: string; name: string }[]): boolean {
  if (categories.length === 0 || categories.length >= DEFAULT_GALLERY_CATEGORIES.length) return false;
  return categories.every((category) =>
    DEFAULT_GALLERY_CATEGORIES.some((d) => d.id === category.id && d.name === category.name),
  );
}

export type CreateCategory = (category: (typeof DEFAULT_GALLERY_CATEGORIES)[number]) => Promise<unknown>;

export async function createDefaultCategories(create: CreateCategory): Promise<void> {
  for (const category of DEFAULT_GALLERY_CATEGORIES) {
    try {
      await create(category);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
}
