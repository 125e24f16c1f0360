import { describe, expect, it } from 'vitest';
import { listApiPath, pageParam, withFilter, withPage } from './list-query.ts';

describe('list filters in the URL', () => {
  it('passes only the known, non-empty parameters to the API', () => {
    const search = new URLSearchParams('status=hired&q=%20lina%20&evil=1&country=');
    expect(listApiPath('/applications', search, ['status', 'country', 'q', 'page'])).toBe(
      '/applications?status=hired&q=lina',
    );
    expect(listApiPath('/contact', new URLSearchParams(), ['q'])).toBe('/contact');
  });

  it('reads the page, 1 for anything that is not a page', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=2.5', 'page=x', ''])
      expect(pageParam(new URLSearchParams(bad))).toBe(1);
  });

  it('starts a changed filter at page 1 and drops a cleared one', () => {
    const search = new URLSearchParams('status=pending&page=4');
    expect(withFilter(search, 'country', 'India').toString()).toBe('status=pending&country=India');
    expect(withFilter(search, 'status', '').toString()).toBe('');
    expect(withPage(search, 2).toString()).toBe('status=pending&page=2');
    expect(withPage(search, 1).toString()).toBe('status=pending');
  });
});
