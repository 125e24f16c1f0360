import { describe, expect, it } from 'vitest';
import { chooseCategory, wrapIndex } from './selection.ts';

const categories = [{ id: 'officeActivities' }, { id: 'siteVisit' }, { id: 'training' }];

describe('chooseCategory', () => {
  it('starts on siteVisit, wherever it sits in the order', () => {
    expect(chooseCategory(categories, null)).toBe('siteVisit');
  });

  it('takes an active category from the address', () => {
    expect(chooseCategory(categories, 'training')).toBe('training');
  });

  it('falls back for an unknown category, and to the first when siteVisit is gone', () => {
    expect(chooseCategory(categories, 'archive')).toBe('siteVisit');
    expect(chooseCategory([{ id: 'training' }, { id: 'awards' }], null)).toBe('training');
    expect(chooseCategory([], 'training')).toBeUndefined();
  });

  it('still tries the requested or initial category when categories failed to load', () => {
    expect(chooseCategory(null, 'training')).toBe('training');
    expect(chooseCategory(null, null)).toBe('siteVisit');
  });
});

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});
