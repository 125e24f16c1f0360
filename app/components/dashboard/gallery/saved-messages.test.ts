import { describe, expect, it } from 'vitest';
import type { GalleryCategory, GalleryImage } from '../../../../domain/entities.ts';
import { editedNotice, uploadedNotice } from './saved-messages.ts';

const categories: GalleryCategory[] = [
  { _id: '1', id: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: true },
  { _id: '2', id: 'archive', name: 'Archive', displayOrder: 5, isActive: false },
];
const image = (title: string, category = 'siteVisit'): GalleryImage => ({
  _id: title,
  title,
  category,
  description: '',
  imageDate: '2025-03-14',
  url: '/u.webp',
  variants: [],
  createdAt: '2025-03-14T10:00:00.000Z',
});

describe('the notice after a save, with View on site', () => {
  it('names what was uploaded and where, and links the category’s public tab', () => {
    expect(uploadedNotice([image('Walkdown')], categories)).toEqual({
      message: '“Walkdown” was uploaded to Site Visit.',
      publicPath: '/gallery?category=siteVisit',
    });
    expect(uploadedNotice([image('A'), image('B')], categories)?.message).toBe(
      '2 images were uploaded to Site Visit.',
    );
    expect(uploadedNotice([], categories)).toBeNull();
  });

  it('says when the category is not on the public gallery', () => {
    expect(editedNotice(image('Old photo', 'archive'), categories)).toEqual({
      message: '“Old photo” was saved. “Archive” is inactive, so the public gallery does not show it.',
      publicPath: '/gallery?category=archive',
    });
  });
});
