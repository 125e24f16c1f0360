import { useEffect, useRef, useState } from 'react';
import { galleryCategoryAnswer, galleryCategoryListAnswer } from '../../../../domain/answers/gallery.ts';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useApiQuery } from '../use-api-query.ts';
import { createDefaultCategories, looksLikeDefaultsInProgress } from './default-categories.ts';

// Every gallery category, inactive ones included (admin.md §7 GET /gallery-categories/all/admin),
// for the chips, the image form's Category and the Manage Categories dialog. On the screen's
// first load with no categories at all, the three defaults are created first (admin.md §4, §9);
// only then, so a category list emptied on purpose stays empty until the screen is opened again.

const m = MESSAGES.galleryAdmin;
// A first answer caught halfway through a colleague's defaults is read again at this pace, for
// at most this long: their three POSTs take well under a second.
const IN_PROGRESS_RELOAD_MS = 500;
const IN_PROGRESS_RELOADS = 20;

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
  const inProgressReloads = useRef(0);
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

  // Two people opening the screen on an empty list at once: the second may read the list after the
  // first's screen created some defaults but not all. It shows them and reads again until the set
  // is complete (or stays as it is, as a list someone trimmed on purpose does).
  useEffect(() => {
    if (data === undefined || !looksLikeDefaultsInProgress(data.data.categories)) return;
    if (inProgressReloads.current >= IN_PROGRESS_RELOADS) return;
    inProgressReloads.current += 1;
    const timer = setTimeout(reload, IN_PROGRESS_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [data, reload]);

  const isCreatingDefaults = data !== undefined && data === emptyAnswer;
  return {
    categories: data === undefined || isCreatingDefaults ? null : data.data.categories,
    error: defaultsError ?? query.error,
    isLoading: query.isLoading || isCreatingDefaults,
    reload,
  };
}
