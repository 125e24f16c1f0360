import { useEffect, useRef, useState } from 'react';
import { galleryCategoryAnswer, galleryCategoryListAnswer } from '../../../../domain/answers/gallery.ts';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useApiQuery } from '../use-api-query.ts';
import { createDefaultCategories } from './default-categories.ts';

// Every gallery category, inactive ones included (admin.md §7 GET /gallery-categories/all/admin),
// for the chips, the image form's Category and the Manage Categories dialog. On the screen's
// first load with no categories at all, the three defaults are created first (admin.md §4, §9);
// only then, so a category list emptied on purpose stays empty until the screen is opened again.

const m = MESSAGES.galleryAdmin;

export type GalleryCategories = {
  /** null until the first answer. */
  categories: GalleryCategory[] | null;
  error: string | null;
  isLoading: boolean;
  reload: () => void;
};

export function useGalleryCategories(): GalleryCategories {
  const query = useApiQuery(
    '/gallery-categories/all/admin',
    galleryCategoryListAnswer,
    m.fetchCategoriesFailed,
  );
  const [defaultsError, setDefaultsError] = useState<string | null>(null);
  // The empty answer that set off the defaults: until a newer answer arrives the list counts as
  // still loading, so the screen never shows a moment with no categories.
  const [emptyAnswer, setEmptyAnswer] = useState<unknown>(null);
  const hasTriedDefaults = useRef(false);
  const { data, reload } = query;

  useEffect(() => {
    if (data === undefined || hasTriedDefaults.current) return;
    hasTriedDefaults.current = true;
    if (data.data.categories.length > 0) return;
    setEmptyAnswer(data);
    createDefaultCategories((category) =>
      apiRequest('/gallery-categories', galleryCategoryAnswer, { method: 'POST', json: category }),
    )
      .catch((error: unknown) => setDefaultsError(failureMessage(error, m.createDefaultsFailed)))
      .finally(reload);
  }, [data, reload]);

  const isCreatingDefaults = data !== undefined && data === emptyAnswer;
  return {
    categories: data === undefined || isCreatingDefaults ? null : data.data.categories,
    error: defaultsError ?? query.error,
    isLoading: query.isLoading || isCreatingDefaults,
    reload,
  };
}
