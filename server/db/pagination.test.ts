import { describe, expect, it } from 'vitest';
import { countPages, normalisePage } from './pagination.ts';

describe('pagination', () => {
  it('turns 1-based pages into offsets and guards against nonsense', () => {
    expect(normalisePage({ page: 3, limit: 10 })).toEqual({ offset: 20, limit: 10 });
    expect(normalisePage({ page: 0, limit: 0 })).toEqual({ offset: 0, limit: 1 });
    expect(normalisePage({ page: Number.NaN, limit: 2.7 })).toEqual({ offset: 0, limit: 2 });
  });

  it('counts at least one page', () => {
    expect(countPages(0, 10)).toBe(1);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(23, 10)).toBe(3);
  });
});
