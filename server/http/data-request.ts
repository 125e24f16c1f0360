// React Router fetches a page's data at its path with `.data` (a client navigation, a form's
// revalidation); the home page's (and any path ending in a slash) at `{path}_.data` in React
// Router 8, `/_root.data` in 7. Every place that asks which page a request is for (insights'
// counting, the request log's route pattern, site-content previews) reads it here.

/** The page a request path is for: a data request's page, any other path itself. */
export function pageOfPath(path: string): string {
  if (!path.endsWith('.data')) return path;
  if (path === '/_root.data') return '/';
  if (path.endsWith('/_.data')) return path.slice(0, -'_.data'.length);
  return path.slice(0, -'.data'.length);
}
