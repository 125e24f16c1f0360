import type { MetaDescriptor } from 'react-router';

// The public lists' pages live in the URL as ?page=N beside their filter (decision 019), so every
// page is a real link a crawler can follow and a visitor can share. Page 1 has no ?page=, so the
// address the site always had stays the first page's.

/** The page a public list's URL asks for: a stale or mistyped ?page= reads as the first page. */
export function pageParam(url: URL): number {
  const text = url.searchParams.get('page')?.trim() ?? '';
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** `path` with its filter and page: `/gallery?category=training&page=2`. */
export function pageHref(path: string, filter: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString().replaceAll('+', '%20');
  return search ? `${path}?${search}` : path;
}

/** `<link rel="prev">` and `<link rel="next">` for the head of a paged list. */
export function pageRelLinks(
  publicUrl: string,
  hrefFor: (page: number) => string,
  page: number,
  totalPages: number,
): MetaDescriptor[] {
  return [
    ...(page > 1 && page <= totalPages
      ? [{ tagName: 'link', rel: 'prev', href: `${publicUrl}${hrefFor(page - 1)}` }]
      : []),
    ...(page < totalPages
      ? [{ tagName: 'link', rel: 'next', href: `${publicUrl}${hrefFor(page + 1)}` }]
      : []),
  ];
}
