import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../../../domain/entities.ts';
import { shownImages, withDeleted, withEdited } from './shown-images.ts';

const image = (id: string, category = 'training'): GalleryImage => ({
  _id: id,
  title: `Photo ${id}`,
  category,
  description: '',
  imageDate: '2025-03-14',
  url: `/u/${id}.webp`,
  variants: [],
  createdAt: '2025-03-14T10:00:00.000Z',
});
const chip = { kind: 'category', id: 'training' } as const;

describe('the grid between a change and the next answer', () => {
  const answer = { data: { images: [image('a'), image('b'), image('c')] } };

  it('drops a deleted image and shows an edited one as saved', () => {
    let changes = withDeleted(null, answer, 'a');
    changes = withEdited(changes, answer, { ...image('b'), title: 'Renamed' });
    expect(shownImages(answer, changes, chip).map((shown) => [shown._id, shown.title])).toEqual([
      ['b', 'Renamed'],
      ['c', 'Photo c'],
    ]);
  });

  it('takes an image moved to another category out of this chip, not out of All', () => {
    const changes = withEdited(null, answer, image('c', 'siteVisit'));
    expect(shownImages(answer, changes, chip).map((shown) => shown._id)).toEqual(['a', 'b']);
    expect(shownImages(answer, changes, { kind: 'all' }).map((shown) => shown.category)).toEqual([
      'training',
      'training',
      'siteVisit',
    ]);
  });

  it('lets the next answer replace the changes', () => {
    const changes = withDeleted(null, answer, 'a');
    const next = { data: { images: [image('a')] } };
    expect(shownImages(next, changes, chip)).toEqual([image('a')]);
    expect(withDeleted(changes, next, 'b').deleted).toEqual(new Set(['b']));
    expect(shownImages(undefined, null, chip)).toEqual([]);
  });
});
