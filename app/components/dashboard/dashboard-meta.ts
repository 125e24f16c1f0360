import { pageTitle } from '../../seo.ts';

// Every dashboard page: its title, and never in a search index (the X-Robots-Tag and no-store
// headers of routes/dashboard/layout.tsx say the same to crawlers and caches).
export function dashboardMeta(title: string) {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex, nofollow' }];
}
