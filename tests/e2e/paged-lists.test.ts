import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { TEST_ADMIN, waitForHydration } from '../support/fixtures.ts';
import { addCaseStudies, addImages, addJobs, addProducts } from '../support/long-lists.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 019 (issue 23): the public lists stay small at any size. With hundreds of photographs,
// products, case studies and jobs, each page holds one page of them and links to the next with a
// real link (rel="next", and in the head) that a crawler can follow; the filter and the page
// both live in the address.

const MAX_PAGE_BYTES = 300 * 1024;

async function fill(db: Db): Promise<void> {
  await addImages(db, 230);
  await addImages(db, 3, 'training');
  await addProducts(db, 230);
  await addCaseStudies(db, 30);
  await addJobs(db, 30, 'United Kingdom');
}

/** The site on a database already filled, SQLite in its data directory or a PostgreSQL schema. */
async function startFilledSite(kind: 'sqlite' | 'postgres') {
  const database = await createEmptyDatabase(kind);
  const { options } = database;
  const db = createDb(options);
  try {
    await migrateToLatest(db, options);
    await fill(db);
  } finally {
    await db.destroy();
  }
  const site = await startSiteProcess({
    env: {
      RATE_LIMIT: 'off',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...(options.kind === 'sqlite'
        ? { DATABASE_URL: `file:${options.file}` }
        : { DATABASE_URL: options.url, DATABASE_SCHEMA: options.schema ?? '' }),
    },
  });
  return { site, drop: database.drop };
}

type Fetched = { status: number; html: string; bytes: number };

async function fetchPage(site: SiteProcess, path: string): Promise<Fetched> {
  const response = await fetch(`${site.url}${path}`);
  const body = await response.text();
  // React marks the joins between adjacent text parts with empty comments; read the text whole.
  return { status: response.status, html: body.replaceAll('<!-- -->', ''), bytes: Buffer.byteLength(body) };
}

/** The distinct numbered titles on a page: 'Photo 0229', 'Product 0012', … */
function titles(html: string, prefix: string): string[] {
  return [
    ...new Set([...html.matchAll(new RegExp(`${prefix} (\\d{4})`, 'g'))].map((match) => match[1] ?? '')),
  ];
}

/** The head's `<link rel="next">` address, made site-relative. */
function headLink(html: string, rel: 'next' | 'prev'): string | undefined {
  const match = new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html);
  if (!match?.[1]) return undefined;
  const url = new URL(match[1].replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/** The pager's own Next link, as a crawler follows it. */
function nextAnchor(html: string): string | undefined {
  const anchor = /<a [^>]*rel="next"[^>]*>/.exec(html)?.[0];
  return anchor ? /href="([^"]+)"/.exec(anchor)?.[1]?.replaceAll('&amp;', '&') : undefined;
}

describe.each(testDatabaseKinds())('paged public lists on %s', (kind) => {
  let site: SiteProcess;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ site, drop } = await startFilledSite(kind));
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await drop?.();
  });

  it('shows 24 of 230 photographs a page, each page linking to the next until the last', async () => {
    const first = await fetchPage(site, '/gallery');
    expect(first.status).toBe(200);
    expect(first.bytes).toBeLessThan(MAX_PAGE_BYTES);
    expect(titles(first.html, 'Photo')).toHaveLength(24);
    expect(titles(first.html, 'Photo')[0]).toBe('0229');
    expect(first.html).toContain('Showing 1–24 of 230 photographs');
    expect(headLink(first.html, 'next')).toBe('/gallery?category=siteVisit&page=2');
    expect(headLink(first.html, 'prev')).toBeUndefined();

    const seen = new Set(titles(first.html, 'Photo'));
    let next = nextAnchor(first.html);
    let pages = 1;
    while (next) {
      expect(next).toMatch(/^\/gallery\?category=siteVisit&page=\d+#photographs$/);
      const page = await fetchPage(site, next);
      expect(page.status, next).toBe(200);
      expect(page.bytes).toBeLessThan(MAX_PAGE_BYTES);
      for (const title of titles(page.html, 'Photo')) {
        expect(seen.has(title), `${title} on two pages`).toBe(false);
        seen.add(title);
      }
      expect(headLink(page.html, 'prev')).toBeDefined();
      pages += 1;
      next = nextAnchor(page.html);
    }
    expect(pages).toBe(10);
    expect(seen.size).toBe(230);
    const past = await fetchPage(site, '/gallery?category=siteVisit&page=11');
    expect(past.status).toBe(404);
  });

  it('keeps a category that fits one page as it always was: no pager', async () => {
    const training = await fetchPage(site, '/gallery?category=training');
    expect(training.status).toBe(200);
    expect(titles(training.html, 'Photo')).toHaveLength(3);
    expect(training.html).not.toContain('aria-label="Gallery pages"');
    expect(headLink(training.html, 'next')).toBeUndefined();
  });

  it('pages the products with the category filter kept in the address', async () => {
    const all = await fetchPage(site, '/products');
    expect(all.status).toBe(200);
    expect(all.bytes).toBeLessThan(MAX_PAGE_BYTES);
    expect(titles(all.html, 'Product')).toHaveLength(12);
    expect(all.html).toContain('Showing 12 of 230 products');
    // The filter buttons still offer every category, read from all the products.
    expect(all.html).toContain('href="/products?category=switchgear"');
    expect(all.html).toContain('href="/products?category=transformers"');

    const second = await fetchPage(site, '/products?category=switchgear&page=2');
    expect(second.status).toBe(200);
    const numbers = titles(second.html, 'Product').map(Number);
    expect(numbers).toHaveLength(12);
    // Switchgear products are the even-numbered ones, newest first.
    expect(numbers.every((n) => n % 2 === 0)).toBe(true);
    expect(nextAnchor(second.html)).toBe('/products?category=switchgear&page=3#product-catalogue');
    expect(headLink(second.html, 'prev')).toBe('/products?category=switchgear');
    expect((await fetchPage(site, '/products?category=switchgear&page=11')).status).toBe(404);
  });

  it('pages the case studies', async () => {
    const first = await fetchPage(site, '/case-studies');
    expect(first.status).toBe(200);
    expect(titles(first.html, 'Case study')).toHaveLength(12);
    expect(nextAnchor(first.html)).toBe('/case-studies?page=2#our-work');
    const third = await fetchPage(site, '/case-studies?page=3');
    expect(titles(third.html, 'Case study')).toHaveLength(6);
    expect(nextAnchor(third.html)).toBeUndefined();
  });

  it("counts every country's openings and pages the chosen country's", async () => {
    const chooser = await fetchPage(site, '/careers');
    expect(chooser.html).toMatch(/30\s*(?:<!-- -->)?\s*Openings/);
    const uk = await fetchPage(site, '/careers?country=United%20Kingdom');
    expect(uk.status).toBe(200);
    expect(titles(uk.html, 'Design Engineer')).toHaveLength(12);
    expect(nextAnchor(uk.html)).toBe('/careers?country=United%20Kingdom&page=2#job-openings');
    const last = await fetchPage(site, '/careers?country=United%20Kingdom&page=3');
    expect(titles(last.html, 'Design Engineer')).toHaveLength(6);
  });
});

describe('paging in the browser', () => {
  let site: SiteProcess;
  let drop: () => Promise<void>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    [{ site, drop }, browser] = await Promise.all([startFilledSite('sqlite'), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await drop?.();
  });

  it('moves to the next page of a category and keeps the category chosen', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    await page.goto(`${site.url}/products?category=transformers`, { waitUntil: 'load' });
    await waitForHydration(page, 'nav[aria-label="Product pages"] a');
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await pager.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).search).toBe('?category=transformers&page=2');
    await expect.poll(() => page.getByText('Showing 13–24 of 115 products').count()).toBe(1);
    expect(
      await page
        .getByRole('navigation', { name: 'Product categories' })
        .getByRole('link', { name: 'Transformers' })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
