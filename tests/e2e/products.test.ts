import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { createProduct, type ProductInput } from '../../server/db/products.ts';
import { sampleProducts } from '../../server/sample-content/products.ts';
import { openPage } from '../support/browser.ts';
import {
  type Db,
  type Page,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  waitForHydration,
} from '../support/fixtures.ts';

// public-site.md §2 Products and Product detail, §8: the catalogue with its category filter
// (in ?category=, server-rendered and client-navigated), the detail page's sections, and the
// texts for an empty list, a missing product and a failed load.

const PUBLIC_URL = 'https://www.voltline.example';
const BRAND = 'Voltline Engineering';

function input(
  overrides: Partial<ProductInput> & Pick<ProductInput, 'id' | 'title' | 'category'>,
): ProductInput {
  return {
    description: `${overrides.title} for UK power networks.`,
    content: '',
    features: [],
    specifications: [],
    specificationsObject: {},
    applications: [],
    ...overrides,
  };
}

/** The headings of the product cards, in page order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('#product-catalogue article h3').allInnerTexts();
}

describe('products', () => {
  const products: Record<string, Product> = {};
  const site = startedSite(
    { PUBLIC_URL },
    {
      seed: async (db) => {
        // Created oldest first; the list shows the newest first.
        products.transformer = await createProduct(
          db,
          input({
            id: 'tx-2500',
            title: '2.5MVA distribution transformer',
            category: { name: 'Transformers', color: 'bg-yellow-100 text-yellow-800' },
            thumbnail: '/media/plant-engineering-960.webp',
          }),
        );
        products.ev = await createProduct(
          db,
          input({
            id: 'ev-150',
            title: '150kW rapid charger',
            category: { name: 'EV Charging', color: 'bg-emerald-100 text-emerald-800' },
            features: ['Two CCS outlets'],
            // Only the key-to-value map: the page reads it when the list is empty.
            specificationsObject: { maxPowerOutput: '150kW', IPRating: 'IP55' },
          }),
        );
        products.kiosk = await createProduct(
          db,
          // Same category as the switchroom, spelt in lower case: one filter button for both.
          input({
            id: 'kiosk-lv',
            title: 'LV feeder pillar',
            category: { name: 'switchgear', color: 'bg-gray-100 text-gray-800' },
            description: `A weatherproof LV feeder pillar. ${'It distributes power to site loads. '.repeat(12)}`,
          }),
        );
        products.switchroom = await createProduct(
          db,
          input({
            id: 'sw-33kv',
            title: '33kV containerised switchroom',
            category: { name: 'Switchgear', color: 'bg-purple-100 text-purple-800' },
            description: 'Factory-built switchroom with 33kV switchgear, LVAC panel and battery system.',
            content: 'Built and tested in the factory.\n\nDelivered to site ready to connect.',
            thumbnail: '/media/switchroom-960.webp',
            features: ['Factory acceptance tested', 'Arc-fault rated enclosure'],
            specifications: [
              { key: 'ratedVoltage', value: '33kV' },
              { key: 'shortCircuitRating', value: '25kA for 3s' },
            ],
            applications: ['Solar farms', 'Battery storage sites'],
            externalLink: 'https://example.com/switchroom',
          }),
        );
      },
    },
  );
  // The last test takes the products table away under the running site, through a connection
  // of its own.
  let db: Db;
  beforeAll(() => {
    db = siteDatabase(site.server.dataDir);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('server-renders the catalogue: filter buttons from the data, cards linking to /product/{_id}', async () => {
    const response = await fetch(`${site.server.url}/products`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Products | ${BRAND}</title>`);
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1])).toEqual(['Our Products']);
    expect(html).toContain(`href="/product/${products.switchroom?._id}"`);

    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/products`, { waitUntil: 'load' });
    await waitForHydration(page);
    const filter = page.getByRole('navigation', { name: 'Product categories' });
    // All, then each category once (the two spellings of Switchgear are one), in the order of
    // the known categories.
    expect(await filter.getByRole('link').allInnerTexts()).toEqual([
      'All',
      'EV Charging',
      'Switchgear',
      'Transformers',
    ]);
    expect(await filter.getByRole('link', { name: 'Switchgear' }).getAttribute('href')).toBe(
      '/products?category=switchgear',
    );
    expect(await filter.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    expect(await cardTitles(page)).toEqual([
      '33kV containerised switchroom',
      'LV feeder pillar',
      '150kW rapid charger',
      '2.5MVA distribution transformer',
    ]);
    // Category badges carry their colour; a long description is shortened with an ellipsis.
    const switchroomCard = page.locator('article', { hasText: '33kV containerised switchroom' });
    await expect
      .poll(() => switchroomCard.getByText('Switchgear', { exact: true }).getAttribute('class'))
      .toContain('bg-purple-100');
    const kioskText =
      (await page.locator('article', { hasText: 'LV feeder pillar' }).locator('p').textContent()) ?? '';
    expect(kioskText.endsWith('…')).toBe(true);
    expect(kioskText.length).toBeLessThanOrEqual(161);
    // Products without a photograph show a placeholder.
    await expect
      .poll(() =>
        page
          .locator('article', { hasText: '150kW rapid charger' })
          .getByTestId('product-image-placeholder')
          .count(),
      )
      .toBe(1);

    await page.getByRole('link', { name: '33kV containerised switchroom' }).click();
    await page.waitForURL(`${site.server.url}/product/${products.switchroom?._id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('33kV containerised switchroom');
    await expect.poll(() => page.title()).toBe(`33kV containerised switchroom | ${BRAND}`);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('filters by category through client navigation, keeping every button on offer', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/products`, { waitUntil: 'load' });
    await waitForHydration(page);
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    const filter = page.getByRole('navigation', { name: 'Product categories' });

    await filter.getByRole('link', { name: 'Switchgear' }).click();
    await page.waitForURL(`${site.server.url}/products?category=switchgear`);
    await expect.poll(() => cardTitles(page)).toEqual(['33kV containerised switchroom', 'LV feeder pillar']);
    expect(await filter.getByRole('link', { name: 'Switchgear' }).getAttribute('aria-current')).toBe('true');
    expect(await filter.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(await filter.getByRole('link').count()).toBe(4);

    await filter.getByRole('link', { name: 'EV Charging' }).click();
    await page.waitForURL(`${site.server.url}/products?category=ev%20charging`);
    await expect.poll(() => cardTitles(page)).toEqual(['150kW rapid charger']);

    await filter.getByRole('link', { name: 'All' }).click();
    await page.waitForURL(`${site.server.url}/products`);
    await expect.poll(() => cardTitles(page)).toHaveLength(4);
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('filters from a direct URL without regard to case', async () => {
    const html = await (await fetch(`${site.server.url}/products?category=SWITCHGEAR`)).text();
    expect(html).toContain('33kV containerised switchroom');
    expect(html).toContain('LV feeder pillar');
    expect(html).not.toContain('150kW rapid charger');
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Switchgear<\/a>/);

    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/products?category=transformers`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await cardTitles(page)).toEqual(['2.5MVA distribution transformer']);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it(`shows '${MESSAGES.products.empty}' for a category with no products`, async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/products?category=cable`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByText(MESSAGES.products.empty, { exact: true }).waitFor();
    expect(await cardTitles(page)).toEqual([]);
    // The way back to everything stays.
    expect(await page.getByRole('navigation', { name: 'Product categories' }).getByRole('link').count()).toBe(
      4,
    );
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('shows every section of a full product, specification keys split into words', async () => {
    const response = await fetch(`${site.server.url}/product/${products.switchroom?._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>33kV containerised switchroom | ${BRAND}</title>`);
    expect(html).toContain(
      '<meta name="description" content="Factory-built switchroom with 33kV switchgear, LVAC panel and battery system."/>',
    );
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/switchroom-960.webp"/>`);
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/product/${products.switchroom?._id}"/>`,
    );

    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/product/${products.switchroom?._id}`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('33kV containerised switchroom');
    expect(await page.getByRole('img', { name: '33kV containerised switchroom' }).getAttribute('src')).toBe(
      '/media/switchroom-960.webp',
    );
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Product Details',
      'Key Features',
      'Specifications',
      'Applications',
    ]);
    const features = page.getByRole('region', { name: 'Key Features' }).getByRole('listitem');
    expect(await features.allInnerTexts()).toEqual([
      'Factory acceptance tested',
      'Arc-fault rated enclosure',
    ]);
    const applications = page.getByRole('region', { name: 'Applications' }).getByRole('listitem');
    expect(await applications.allInnerTexts()).toEqual(['Solar farms', 'Battery storage sites']);
    const rows = page.getByRole('region', { name: 'Specifications' }).getByRole('row');
    expect(await rows.allInnerTexts()).toEqual(['Rated Voltage\t33kV', 'Short Circuit Rating\t25kA for 3s']);
    expect(await page.getByText('Delivered to site ready to connect.').count()).toBe(1);

    const external = page.getByRole('link', { name: /Visit External Link/ });
    expect(await external.getAttribute('href')).toBe('https://example.com/switchroom');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('leaves out what a product lacks; the key-to-value map stands in for the list', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    // The product code works as the address too.
    const response = await page.goto(`${site.server.url}/product/ev-150`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('150kW rapid charger');
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Key Features',
      'Specifications',
    ]);
    const rows = page.getByRole('region', { name: 'Specifications' }).getByRole('row');
    expect(await rows.allInnerTexts()).toEqual(['Max Power Output\t150kW', 'IP Rating\tIP55']);
    expect(await page.getByTestId('product-image-placeholder').count()).toBe(1);
    expect(await page.getByRole('link', { name: /Visit External Link/ }).count()).toBe(0);

    await page.goto(`${site.server.url}/product/${products.kiosk?._id}`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it(`answers 404 with '${MESSAGES.products.notFound}' for an unknown product`, async () => {
    for (const id of ['0123456789abcdef01234567', 'no-such-product', '%00']) {
      const response = await fetch(`${site.server.url}/product/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>${MESSAGES.products.notFound} | ${BRAND}</title>`);
      expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1])).toEqual([
        MESSAGES.products.notFound,
      ]);
    }
    const { page, consoleErrors, close } = await openPage(site.browser);
    const response = await page.goto(`${site.server.url}/product/no-such-product`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await page.waitForURL(`${site.server.url}/products`);
    await expect.poll(() => cardTitles(page)).toHaveLength(4);
    // The 404 document itself is reported by Chromium as a failed resource; nothing else may fail.
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
    await close();
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe violations at ${width}px`, async () => {
      const { page, consoleErrors, close } = await openPage(site.browser, { width });
      for (const pagePath of ['/products', `/product/${products.switchroom?._id}`, '/product/ev-150']) {
        await page.goto(`${site.server.url}${pagePath}`, { waitUntil: 'load' });
        await waitForHydration(page);
        expect({ pagePath, violations: await seriousAxeViolations(page) }).toEqual({
          pagePath,
          violations: [],
        });
      }
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }

  // Last: the products table goes away under the running server, as a broken database would.
  // Pages kept by the render cache are still served as they were (decision 014), so the failure
  // is seen on URLs not asked for before.
  it(`shows '${MESSAGES.products.loadFailed}' and '${MESSAGES.products.notFound}' when the data layer fails`, async () => {
    await sql`ALTER TABLE products RENAME TO products_offline`.execute(db);
    try {
      const list = await fetch(`${site.server.url}/products?after=failure`);
      expect(list.status).toBe(503);
      expect(await list.text()).toContain(MESSAGES.products.loadFailed);

      const detail = await fetch(`${site.server.url}/product/${products.switchroom?._id}?after=failure`);
      expect(detail.status).toBe(503);
      expect(await detail.text()).toContain(`<h1 id="page-heading"`);

      const { page, consoleErrors, close } = await openPage(site.browser);
      await page.goto(`${site.server.url}/products?after=failure`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('alert').textContent()).toBe(MESSAGES.products.loadFailed);
      await page.goto(`${site.server.url}/product/sw-33kv?after=failure`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(MESSAGES.products.notFound);
      // The browser reports the 503 document itself; nothing else may fail.
      expect(consoleErrors.filter((text) => !text.includes('503'))).toEqual([]);
      await close();
      expect(site.server.logs.some((entry) => entry.msg === 'products page: failed to load products')).toBe(
        true,
      );
    } finally {
      await sql`ALTER TABLE products_offline RENAME TO products`.execute(db);
    }
  });
});

describe('products with the sample content', () => {
  const site = startedSite({ SAMPLE_CONTENT: 'on' });

  // Each sample product shows a drawing of itself (scripts/media/scenes-products.ts), not a
  // borrowed scene: the 150 kW charger once showed battery containers.
  const OWN_MEDIA: Record<string, string> = {
    'sg-gis-36kv': 'product-gis',
    'tx-2500kva-33kv': 'product-transformer',
    'pd-lv-board-4000': 'product-lv-board',
    'pd-package-substation-1000': 'product-package-substation',
    'ev-rapid-150': 'product-ev-charger',
    'ot-earthing-system': 'product-earthing-materials',
  };

  it('shows each sample product with its own drawing on its detail page, and the files exist', async () => {
    expect(sampleProducts.map((product) => product.id).sort()).toEqual(Object.keys(OWN_MEDIA).sort());
    const { page, consoleErrors, close } = await openPage(site.browser);
    for (const product of sampleProducts) {
      const name = OWN_MEDIA[product.id];
      await page.goto(`${site.server.url}/product/${encodeURIComponent(product.id)}`, {
        waitUntil: 'networkidle',
      });
      const image = page.getByRole('img', { name: product.title, exact: true });
      expect(await image.getAttribute('src')).toBe(`/media/${name}-960.webp`);
      expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      for (const width of [480, 1600]) {
        const response = await fetch(`${site.server.url}/media/${name}-${width}.webp`);
        expect(response.status).toBe(200);
      }
    }
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
