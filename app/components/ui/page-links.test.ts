import { describe, expect, it } from 'vitest';
import { pageHref, pageParam, pageRelLinks } from './page-links.ts';

describe('public list page links (decision 019)', () => {
  it('reads ?page= as a whole number from 1, and anything stale or mistyped as the first page', () => {
    const page = (search: string) => pageParam(new URL(`https://site.example/gallery${search}`));
    expect(page('?page=4')).toBe(4);
    for (const search of ['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=99999999']) {
      expect(page(search), search).toBe(1);
    }
  });

  it('puts the filter and the page in the address, leaving page 1 at the address it always had', () => {
    expect(pageHref('/gallery', { category: 'siteVisit' }, 1)).toBe('/gallery?category=siteVisit');
    expect(pageHref('/gallery', { category: 'siteVisit' }, 3)).toBe('/gallery?category=siteVisit&page=3');
    expect(pageHref('/products', { category: 'ev charging' }, 2)).toBe(
      '/products?category=ev%20charging&page=2',
    );
    expect(pageHref('/products', { category: '' }, 1)).toBe('/products');
  });

  it('links the previous and next pages in the head, only where they exist', () => {
    const hrefFor = (page: number) => pageHref('/case-studies', {}, page);
    const rels = (page: number, totalPages: number) =>
      pageRelLinks('https://site.example', hrefFor, page, totalPages).map((link) =>
        'rel' in link ? `${link.rel} ${link.href}` : '',
      );
    expect(rels(1, 1)).toEqual([]);
    expect(rels(1, 3)).toEqual(['next https://site.example/case-studies?page=2']);
    expect(rels(2, 3)).toEqual([
      'prev https://site.example/case-studies',
      'next https://site.example/case-studies?page=3',
    ]);
    expect(rels(3, 3)).toEqual(['prev https://site.example/case-studies?page=2']);
  });
});
