import type { GalleryImage } from '../../../../domain/entities.ts';
import type { Chip } from './category-choice.ts';

// What the grid shows between a save or delete and the list fetched again after it (admin.md
// §7): the change at once, so an edited image shows its new title, one moved to another category
// leaves this chip, and a deleted one goes. Focus can then move to a neighbouring card as the
// dialog closes instead of being dropped with a card that vanishes a moment later. The changes
// hold only over the answer they were made on; the next answer replaces them.

// Generic over the image, so the dashboard's images keep their publishing state (decision 024).
export type LocalChanges<T extends GalleryImage = GalleryImage> = {
  /** The list answer the changes were made on. */
  base: unknown;
  deleted: ReadonlySet<string>;
  edited: ReadonlyMap<string, T>;
};

/** The changes made on `base` so far; none when they were made on an older answer. */
function over<T extends GalleryImage>(changes: LocalChanges<T> | null, base: unknown): LocalChanges<T> {
  if (changes !== null && changes.base === base) return changes;
  return { base, deleted: new Set(), edited: new Map() };
}

export function withDeleted<T extends GalleryImage>(
  changes: LocalChanges<T> | null,
  base: unknown,
  id: string,
): LocalChanges<T> {
  const current = over(changes, base);
  return { ...current, deleted: new Set([...current.deleted, id]) };
}

export function withEdited<T extends GalleryImage>(
  changes: LocalChanges<T> | null,
  base: unknown,
  image: T,
): LocalChanges<T> {
  const current = over(changes, base);
  return { ...current, edited: new Map([...current.edited, [image._id, image]]) };
}

export function shownImages<T extends GalleryImage>(
  answer: { data: { images: T[] } } | undefined,
  changes: LocalChanges<T> | null,
  chosen: Chip,
): T[] {
  const images = answer?.data.images ?? [];
  if (!changes || changes.base !== answer) return images;
  return images
    .filter((image) => !changes.deleted.has(image._id))
    .map((image) => changes.edited.get(image._id) ?? image)
    .filter((image) => chosen.kind === 'all' || image.category === chosen.id);
}
