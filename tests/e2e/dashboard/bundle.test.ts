import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPage, type Page } from '../../support/browser.ts';
import { startedSite } from '../../support/fixtures.ts';

// docs/decisions/008: no dashboard code is loaded on any public page. Each page's route manifest
// (window.__reactRouterManifest; routes are discovered as they are visited) names the chunks its
// routes need. The dashboard's route modules, and the chunks holding its own session and shell
// code, must never be among what a public page needs or fetches.

const site = startedSite();

const manifestSchema = z.object({
  routes: z.record(
    z.string(),
    z.object({
      id: z.string(),
      parentId: z.string().optional(),
      module: z.string(),
      imports: z.array(z.string()).optional(),
    }),
  ),
});

const DASHBOARD_ROOTS = ['dashboard', 'admin-dashboard'];
const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/insights',
  '/dashboard/jobs',
  '/dashboard/jobs/new',
  '/dashboard/applications',
  '/dashboard/enquiries',
  '/dashboard/outbox',
  '/dashboard/case-studies',
  '/dashboard/gallery',
  '/dashboard/products',
  '/dashboard/site-content',
  '/dashboard/site-content/privacy',
  '/admin-dashboard',
];
const PUBLIC_PAGES = [
  '/',
  '/careers',
  '/contact',
  '/apply',
  '/gallery',
  '/products',
  '/case-studies',
  '/login',
  '/services/survey',
];

async function manifestRoutes(page: Page) {
  return manifestSchema.parse(await page.evaluate(() => Reflect.get(window, '__reactRouterManifest'))).routes;
}

describe('dashboard code stays off public pages', () => {
  it('fetches neither the dashboard routes nor its session and shell code on any public page', async () => {
    const { page, close } = await openPage(site.browser);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.add(url.pathname);
    });

    const routeModules = new Set<string>();
    const dashboardImports = new Set<string>();
    for (const path of DASHBOARD_PAGES) {
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
      for (const route of Object.values(await manifestRoutes(page))) {
        const isDashboard =
          DASHBOARD_ROOTS.includes(route.id) || DASHBOARD_ROOTS.includes(route.parentId ?? '');
        if (!isDashboard) continue;
        routeModules.add(route.module);
        for (const chunk of route.imports ?? []) dashboardImports.add(chunk);
      }
    }
    expect(routeModules.size).toBeGreaterThanOrEqual(DASHBOARD_PAGES.length);
    // The session gate and the shell live in dashboard chunks of their own, not in shared ones.
    const ownCode = [...dashboardImports].filter((chunk) =>
      /\/(session-context|dashboard-shell)-/.test(chunk),
    );
    expect(ownCode.length).toBeGreaterThan(0);

    requested.clear();
    const publicNeeds = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
      for (const route of Object.values(await manifestRoutes(page))) {
        publicNeeds.add(route.module);
        for (const chunk of route.imports ?? []) publicNeeds.add(chunk);
      }
    }
    for (const chunk of [...routeModules, ...ownCode]) {
      expect(publicNeeds.has(chunk), `a public route needs ${chunk}`).toBe(false);
      expect(requested.has(chunk), `a public page fetched ${chunk}`).toBe(false);
    }
    // The privacy policy's rich-text editor (Tiptap) is a lazy chunk of the dashboard alone.
    const editorChunks = [...requested, ...publicNeeds].filter((chunk) => /\/rich-text-editor-/.test(chunk));
    expect(editorChunks).toEqual([]);
    await close();
  });
});
