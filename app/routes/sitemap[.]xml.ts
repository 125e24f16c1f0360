import { matchPath } from 'react-router';
import { ukDateOn } from '../../domain/job-closing.ts';
import { listCaseStudies } from '../../server/db/case-studies.ts';
import { listJobs } from '../../server/db/jobs.ts';
import { listProducts } from '../../server/db/products.ts';
import { publishedSiteContent } from '../../server/site-content/published.ts';
import { jobPagePath } from '../components/careers/job-summary.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/sitemap[.]xml';

// The sitemap lists every public page that exists in app/routes.ts — read from the server build's
// own route table, so a page added there appears here without a second list to keep in step —
// plus the product, case-study and job pages the data layer knows, when a route serves them. Jobs
// are those open today (decision 009), so a closed job leaves the sitemap with its page.

const SITE_LAYOUT_ID = 'routes/site-layout';
// The maintenance placeholder, the applicant's withdrawal page (reached only by its e-mailed
// link, decision 017) and the catch-all are not pages to index.
const EXCLUDED_PATHS = new Set(['temp', 'withdraw-application', '*']);

type SitemapEntry = { path: string; lastModified?: string };

async function publicRoutePatterns(): Promise<{ pages: string[]; patterns: string[] }> {
  // Imported when called, not at load: the server build imports this module too.
  const { routes } = await import('virtual:react-router/server-build');
  const pages: string[] = [];
  const patterns: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.parentId !== SITE_LAYOUT_ID) continue;
    if (route.index) pages.push('/');
    else if (route.path && !EXCLUDED_PATHS.has(route.path)) {
      (route.path.includes(':') ? patterns : pages).push(`/${route.path}`);
    }
  }
  return { pages, patterns };
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (char) => XML_ENTITIES[char] ?? char);
}

function toXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const SITEMAP_MAX_URLS = 50_000;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { pages, patterns } = await publicRoutePatterns();
  const isServed = (path: string) => patterns.some((pattern) => matchPath(pattern, path) !== null);

  const entries = new Map<string, SitemapEntry>(pages.map((path) => [path, { path }]));
  try {
    // sitemaps.org: one sitemap holds at most 50,000 addresses; the newest of each kind go first.
    const window = { page: 1, limit: SITEMAP_MAX_URLS };
    const [{ items: products }, { items: caseStudies }, { items: jobs }, siteContent] = await Promise.all([
      listProducts(services.db, { publishedOnly: true }, window),
      listCaseStudies(services.db, window, { publishedOnly: true }),
      listJobs(services.db, { openOn: ukDateOn(new Date()) }, window),
      publishedSiteContent(services.db),
    ]);
    // The policy's "last updated" is its publish time (decision 025); crawlers see the same date.
    const privacy = entries.get('/privacy-policy');
    if (privacy) privacy.lastModified = siteContent.privacyUpdatedAt;
    const dynamic: SitemapEntry[] = [
      ...products.map((product) => ({
        path: `/product/${encodeURIComponent(product._id)}`,
        lastModified: product.updatedAt,
      })),
      // A case study whose page is one of the static routes is listed once, as that page.
      ...caseStudies.map((caseStudy) => ({
        path: `/case-studies/${caseStudy.link}`,
        lastModified: caseStudy.updatedAt,
      })),
      ...jobs.map((job) => ({ path: jobPagePath(job._id), lastModified: job.updatedAt })),
    ];
    for (const entry of dynamic) {
      if (!entries.has(entry.path) && isServed(entry.path)) entries.set(entry.path, entry);
    }
  } catch (error) {
    // The fixed pages are still worth listing when the database is unavailable.
    services.logger.error(
      { err: error },
      'sitemap: failed to load products, case studies, jobs and site content',
    );
  }

  return new Response(toXml(services.config.publicUrl, [...entries.values()]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
