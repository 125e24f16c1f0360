import { describe, expect, it } from 'vitest';
import { isUrlFriendly, productCode, slugify } from './slug.ts';

describe('slug generation (admin.md §5)', () => {
  it.each([
    ['Site Visit', 'site-visit'],
    ['Design & Supply', 'design-supply'],
    ['  Office   Activities  ', 'office-activities'],
    ["Engineers' Day, 2025!", 'engineers-day-2025'],
    ['33kV Containerised Switchroom', '33kv-containerised-switchroom'],
    ['a - b -- c', 'a-b-c'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['Café Visit', 'cafe-visit'],
    ['under_score', 'underscore'],
    ['!!!', ''],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives a URL-friendly slug or nothing', () => {
    for (const text of ['Site Visit', 'a -- b', ' x ', 'Ünïcødé Tëst']) {
      expect(isUrlFriendly(slugify(text))).toBe(true);
    }
  });
});

describe('product code (admin.md §5)', () => {
  it('is product- plus the given timestamp', () => {
    expect(productCode(1_700_000_000_000)).toBe('product-1700000000000');
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const code = productCode();
    const stamp = Number(code.replace('product-', ''));
    expect(code).toMatch(/^product-\d+$/);
    expect(stamp).toBeGreaterThanOrEqual(before);
  });
});

describe('URL-friendly ids (admin.md §3)', () => {
  it('accepts lowercase slugs and camelCase ids', () => {
    expect(isUrlFriendly('site-visit')).toBe(true);
    expect(isUrlFriendly('siteVisit')).toBe(true);
    expect(isUrlFriendly('training2')).toBe(true);
  });

  it('rejects spaces, underscores, slashes and stray hyphens', () => {
    for (const id of ['site visit', 'site_visit', 'a/b', '-a', 'a-', 'a--b', '']) {
      expect(isUrlFriendly(id)).toBe(false);
    }
  });
});
