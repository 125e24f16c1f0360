// Filters, search and page of a dashboard list live in the URL (?q=…&status=…&page=…), so a
// reload, a shared link or sign-in after an expired session shows the same view. These turn the
// address's query into the API's query and back. Free of React so they are unit-tested.

/** The API path for a list: only the known, non-empty parameters, in a stable order. */
export function listApiPath(base: string, search: URLSearchParams, names: readonly string[]): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The page asked for: a whole number from 1, else 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The query after one filter changes: a new filter starts again at page 1. */
export function withFilter(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value.trim() === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
