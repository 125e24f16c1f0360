import { describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { createCaseStudy } from '../../server/db/case-studies.ts';
import { createProduct } from '../../server/db/products.ts';
import { openPage } from '../support/browser.ts';
import { seriousAxeViolations, startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2: every page is server-rendered, titled '{page} | {brand}', with one <h1>;
// accessibility is part of done (axe: no serious or critical WCAG 2 A/AA violations).

const PUBLIC_URL = 'https://www.voltline.example';

// The service and static case-study pages have their own files (services.test.ts,
// case-studies-static.test.ts); the product page is added once its product is seeded.
type PageCase = { path: string; title: string; h1: string; isIndexed?: boolean };
const PAGES: PageCase[] = [
  { path: '/', title: 'Home', h1: 'Voltline Engineering' },
  { path: '/about', title: 'About', h1: 'Our Story' },
  { path: '/products', title: 'Products', h1: 'Our Products' },
  { path: '/product/sw-33kv', title: '33kV containerised switchroom', h1: '33kV containerised switchroom' },
  { path: '/gallery', title: 'Image Gallery', h1: 'Image Gallery' },
  { path: '/case-studies', title: 'Case Studies', h1: 'Explore Our Case Studies' },
  { path: '/careers', title: 'Careers', h1: 'Careers' },
  { path: '/apply', title: 'Join Our Team', h1: 'Join Our Team' },
  { path: '/contact', title: 'Contact', h1: 'Contact Us' },
  { path: '/privacy-policy', title: 'Privacy Policy', h1: 'Privacy Policy' },
  { path: '/credit', title: 'Credits', h1: 'Credits' },
  { path: '/temp', title: 'Under Maintenance', h1: 'This page is under maintenance' },
  // admin.md §2: no header or footer, and not for search engines.
  { path: '/login', title: 'Admin Login', h1: 'Admin Login', isIndexed: false },
  // Decision 017: reached only by the link in an applicant's e-mail (here without its token).
  {
    path: '/withdraw-application',
    title: 'Withdraw your application',
    h1: 'Withdraw your application',
    isIndexed: false,
  },
];

describe('fixed public pages', () => {
  let productId = '';
  const site = startedSite(
    { PUBLIC_URL },
    {
      seed: async (db) => {
        const product = await createProduct(db, {
          id: 'sw-33kv',
          title: '33kV containerised switchroom',
          description: 'Factory-built switchroom',
          content: '',
          category: { name: 'Switchgear', color: 'bg-purple-100 text-purple-800' },
          features: [],
          specifications: [],
          specificationsObject: {},
          applications: [],
        });
        productId = product._id;
        await createCaseStudy(db, {
          name: 'Unpublished study',
          description: 'A case study without a page of its own',
          content: 'Introduction',
          link: 'unpublished-study',
          cardImage: '/media/case-switchroom-960.webp',
        });
      },
    },
  );

  for (const { path: pagePath, title, h1, isIndexed = true } of PAGES) {
    describe(pagePath, () => {
      it(`arrives as server-rendered HTML titled "${title} | Voltline Engineering" with one <h1>`, async () => {
        const response = await fetch(`${site.server.url}${pagePath}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<title>${title} | Voltline Engineering</title>`);
        const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]);
        expect(headings).toEqual([h1]);
        expect(html).toMatch(/<meta name="description" content="[^"]+"/);
        if (isIndexed) {
          expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
          // The product page's canonical address names the product by its stored id.
          const canonicalPath = pagePath === '/product/sw-33kv' ? `/product/${productId}` : pagePath;
          expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonicalPath}"/>`);
        } else {
          expect(html).toContain('<meta name="robots" content="noindex');
        }
      });

      for (const width of [1280, 375]) {
        it(`has no console errors and no serious or critical axe violations at ${width}px`, async () => {
          const { page, consoleErrors, close } = await openPage(site.browser, { width });
          const response = await page.goto(`${site.server.url}${pagePath}`, { waitUntil: 'load' });
          expect(response?.status()).toBe(200);
          // Hydrated, so an error hydration logs is in the list before it is read.
          await waitForHydration(page, 'h1');
          expect(await page.title()).toBe(`${title} | Voltline Engineering`);
          expect(await seriousAxeViolations(page)).toEqual([]);
          expect(consoleErrors).toEqual([]);
          await close();
        });
      }
    });
  }

  it('shows 18 numbered privacy sections (17 of the spec and visit counting, decision 029), last updated 28/02/2025, with the enquiries e-mail', async () => {
    // React separates adjacent text with <!-- --> markers; they are not part of the text.
    const html = (await (await fetch(`${site.server.url}/privacy-policy`)).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Last updated: 28/02/2025');
    const numbered = [...html.matchAll(/<h2[^>]*>(\d+)\. /g)].map((match) => Number(match[1]));
    expect(numbered).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(html).toContain('Counting visits without cookies');
    expect(html).toContain('IP geolocation by DB-IP (db-ip.com), CC BY 4.0.');
    expect(html).toContain('mailto:enquiries@voltline.example');
    expect(html).toContain('Information Commissioner’s Office');
  });

  describe('sitemap.xml', () => {
    /** Public pages of app/routes.ts (inside the site layout), as the sitemap should list them. */
    function routePaths() {
      const layout = routes.find((entry) => entry.file === 'routes/site-layout.tsx');
      const children = layout?.children ?? [];
      const pages = children.flatMap((child) => (child.index ? ['/'] : child.path ? [`/${child.path}`] : []));
      const placeholders = ['/*', '/temp', '/withdraw-application'];
      return pages.filter((page) => !page.includes(':') && !placeholders.includes(page));
    }

    it('lists every public page of app/routes.ts as an absolute URL, and no placeholder', async () => {
      const response = await fetch(`${site.server.url}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await response.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]?.replaceAll('&amp;', '&'));
      for (const page of routePaths()) expect(locs).toContain(`${PUBLIC_URL}${page}`);
      for (const page of ['/', '/about', '/privacy-policy', '/credit'])
        expect(locs).toContain(`${PUBLIC_URL}${page}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/temp`);
      expect(locs).not.toContain(`${PUBLIC_URL}/withdraw-application`);
      expect(xml).toContain(`${PUBLIC_URL}/case-studies/design&amp;supply`);

      // Data-driven pages: each product, and each stored case study under its own link.
      expect(locs).toContain(`${PUBLIC_URL}/product/${productId}`);
      expect(locs).toContain(`${PUBLIC_URL}/case-studies/unpublished-study`);
      expect(new Set(locs).size).toBe(locs.length);
      // The privacy policy's date is its last publish (the sample content's: 28/02/2025).
      expect(xml).toContain(`<loc>${PUBLIC_URL}/privacy-policy</loc><lastmod>2025-02-28</lastmod>`);
    });
  });

  it('serves robots.txt: everything allowed except the staff areas, login and API, with the sitemap', async () => {
    const response = await fetch(`${site.server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /admin-dashboard',
        'Disallow: /login',
        'Disallow: /api/',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
