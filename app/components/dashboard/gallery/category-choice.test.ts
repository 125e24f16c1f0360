import { describe, expect, it } from 'vitest';
import {
  ALL_CHIP,
  chipSearch,
  chosenChip,
  imagesApiPath,
  isChosen,
  publicGalleryPath,
} from './category-choice.ts';

const categories = [{ id: 'officeActivities' }, { id: 'siteVisit' }, { id: 'training' }];
const query = (text: string) => new URLSearchParams(text);

describe('the gallery screen’s category chips (admin.md §2)', () => {
  it('starts on siteVisit, and on All when there is no siteVisit', () => {
    expect(chosenChip(categories, query(''))).toEqual({ kind: 'category', id: 'siteVisit' });
    expect(chosenChip([{ id: 'training' }], query(''))).toEqual(ALL_CHIP);
    expect(chosenChip([], query(''))).toEqual(ALL_CHIP);
  });

  it('takes the chip from the address, and falls back for a category that is gone', () => {
    expect(chosenChip(categories, query('category=training'))).toEqual({ kind: 'category', id: 'training' });
    expect(chosenChip(categories, query('show=all&category=training'))).toEqual(ALL_CHIP);
    expect(chosenChip(categories, query('category=archive'))).toEqual({ kind: 'category', id: 'siteVisit' });
  });

  it('trusts the address while the categories load', () => {
    expect(chosenChip(null, query('category=archive'))).toEqual({ kind: 'category', id: 'archive' });
    expect(chosenChip(null, query(''))).toEqual({ kind: 'category', id: 'siteVisit' });
  });

  it('writes the chip into the address, keeping other parameters', () => {
    expect(chipSearch(query('category=training&x=1'), ALL_CHIP).toString()).toBe('x=1&show=all');
    expect(chipSearch(query('show=all'), { kind: 'category', id: 'siteVisit' }).toString()).toBe(
      'category=siteVisit',
    );
  });

  it('starts a newly chosen category at its first page', () => {
    expect(
      chipSearch(query('category=training&page=4'), { kind: 'category', id: 'siteVisit' }).toString(),
    ).toBe('category=siteVisit');
  });

  it('asks the API for the chosen category, or for every image under All', () => {
    expect(imagesApiPath(ALL_CHIP)).toBe('/gallery');
    expect(imagesApiPath({ kind: 'category', id: 'site-visit' })).toBe('/gallery?category=site-visit');
    expect(imagesApiPath({ kind: 'category', id: 'training' }, 3)).toBe('/gallery?category=training&page=3');
    expect(imagesApiPath(ALL_CHIP, 2)).toBe('/gallery?page=2');
    expect(isChosen(ALL_CHIP, ALL_CHIP)).toBe(true);
    expect(isChosen({ kind: 'category', id: 'a' }, { kind: 'category', id: 'b' })).toBe(false);
    expect(publicGalleryPath('training')).toBe('/gallery?category=training');
  });
});
