import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPage } from '../../support/browser.ts';
import { startedSite } from '../../support/fixtures.ts';

// docs/decisions/008: no dashboard code is loaded on any public page. The build's route manifest
// (window.__reactRouterManifest) says which chunks each route needs; the chunks only dashboard
// routes need must never be fetched by a visitor of the public site.

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
const PUBLIC_PAGES = [
  '/',
  '/careers',
  '/contact',
  '/apply',
  '/gallery',
  '/products',
  '/login',
  '/services/survey',
];

describe('dashboard code stays off public pages', () => {
  it('fetches none of the dashboard-only chunks on any public page', async () => {
    const { page, close } = await openPage(site.browser);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(`${site.server.url}/`, { waitUntil: 'networkidle' });
    const { routes } = manifestSchema.parse(
      await page.evaluate(() => Reflect.get(window, '__reactRouterManifest')),
    );

    const isDashboard = (id: string | undefined): boolean => {
      if (id === undefined) return false;
      if (DASHBOARD_ROOTS.includes(id)) return true;
      return isDashboard(routes[id]?.parentId);
    };
    const chunksOf = (route: { module: string; imports?: string[] }) => [
      route.module,
      ...(route.imports ?? []),
    ];
    const dashboardChunks = new Set(
      Object.values(routes)
        .filter((r) => isDashboard(r.id))
        .flatMap(chunksOf),
    );
    const publicChunks = new Set(
      Object.values(routes)
        .filter((r) => !isDashboard(r.id))
        .flatMap(chunksOf),
    );
    const dashboardOnly = [...dashboardChunks].filter((chunk) => !publicChunks.has(chunk));
    // The check means something only if the dashboard has chunks of its own.
    expect(dashboardOnly.length).toBeGreaterThan(5);

    for (const path of PUBLIC_PAGES) {
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      for (const chunk of dashboardOnly) expect(html, `${path} lists ${chunk}`).not.toContain(chunk);
    }
    expect(dashboardOnly.filter((chunk) => requested.has(chunk))).toEqual([]);
    await close();
  });
});
