import { DEFAULT_GALLERY_CATEGORIES } from '../../../../domain/constants.ts';
import { ApiError } from '../../../api-client.ts';

// admin.md §4 Gallery: "on first load with no categories present, three default categories are
// created" (§9: siteVisit, officeActivities, training, all active). Two people may open the
// screen at once: a default the other one created meanwhile answers 409 (its id is taken), which
// is the outcome wanted, so it counts as done. Any other failure stops and is reported.

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
