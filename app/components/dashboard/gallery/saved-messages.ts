import type { GalleryCategory, GalleryImage } from '../../../../domain/entities.ts';
import type { SavedItem } from '../content/saved-notice.tsx';
import { publicGalleryPath } from './category-choice.ts';

// What the screen says after an upload or an edit, with the public gallery page that shows the
// images' category ("View on site"). An inactive category is not on the public gallery, and
// the notice says so rather than leave the link to surprise.

function categoryNote(category: GalleryCategory | undefined): string {
  if (!category) return '';
  return category.isActive ? '' : ` “${category.name}” is inactive, so the public gallery does not show it.`;
}

export function uploadedNotice(
  images: readonly GalleryImage[],
  categories: readonly GalleryCategory[],
): SavedItem | null {
  const [first] = images;
  if (!first) return null;
  const category = categories.find((candidate) => candidate.id === first.category);
  const where = category ? ` to ${category.name}` : '';
  const what =
    images.length === 1 ? `“${first.title}” was uploaded` : `${images.length} images were uploaded`;
  return {
    message: `${what}${where}.${categoryNote(category)}`,
    publicPath: publicGalleryPath(first.category),
  };
}

export function editedNotice(image: GalleryImage, categories: readonly GalleryCategory[]): SavedItem {
  const category = categories.find((candidate) => candidate.id === image.category);
  return {
    message: `“${image.title}” was saved.${categoryNote(category)}`,
    publicPath: publicGalleryPath(image.category),
  };
}
