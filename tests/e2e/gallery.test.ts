import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { createCategory } from '../../server/db/gallery-categories.ts';
import { createImage } from '../../server/db/gallery-images.ts';
import { openPage } from '../support/browser.ts';
import {
  type Db,
  type Page,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  waitForHydration,
} from '../support/fixtures.ts';

// public-site.md §2 Gallery, §4, §8: category tabs (siteVisit first), the image grid, and the
// lightbox (previous/next wrapping at both ends, date badge, Escape, scroll lock, focus return).

const BRAND = 'Voltline Engineering';

/** A stored image pointing at the site's own generated media, with its three WebP widths. */
function picture(name: string) {
  return {
    url: `/media/${name}-1600.webp`,
    variants: [480, 960, 1600].map((width) => ({
      url: `/media/${name}-${width}.webp`,
      width,
      format: 'webp',
    })),
  };
}

// Newest photograph first: this is the order the grid shows.
const SITE_VISIT = [
  {
    title: 'Substation walkdown',
    imageDate: '2025-03-14',
    media: 'hero-substation',
    description: 'Pre-energisation walkdown of a 33kV substation.',
  },
  {
    title: 'Switchroom inspection',
    imageDate: '2025-01-20',
    media: 'switchroom',
    description: 'Factory inspection before delivery.',
  },
  {
    title: 'Battery site survey',
    imageDate: '2024-11-05',
    media: 'hero-bess',
    description: 'Survey of a battery storage site.',
  },
];

function thumbnails(page: Page) {
  return page.locator('main ul').last().getByRole('button');
}

async function thumbnailNames(page: Page): Promise<string[]> {
  return thumbnails(page).evaluateAll((buttons) =>
    buttons.map((button) => button.querySelector('img')?.alt ?? ''),
  );
}

describe('gallery', () => {
  const site = startedSite(
    {},
    {
      seed: async (db) => {
        // Created out of display order, plus an inactive one that must not appear.
        await createCategory(db, { id: 'training', name: 'Training', displayOrder: 2, isActive: true });
        await createCategory(db, { id: 'archive', name: 'Archive', displayOrder: 3, isActive: false });
        await createCategory(db, {
          id: 'officeActivities',
          name: 'Office Activities',
          displayOrder: 1,
          isActive: true,
        });
        await createCategory(db, { id: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: true });
        for (const image of [...SITE_VISIT].reverse()) {
          await createImage(db, { ...image, category: 'siteVisit', ...picture(image.media) });
        }
        await createImage(db, {
          title: 'Design review',
          category: 'officeActivities',
          description: 'Reviewing single-line diagrams.',
          imageDate: '2025-02-01',
          ...picture('about-team'),
        });
        await createImage(db, {
          title: 'Archived photo',
          category: 'archive',
          description: '',
          imageDate: '2020-01-01',
          ...picture('careers'),
        });
      },
    },
  );
  // The last test takes tables away under the running site, through a connection of its own.
  let db: Db;
  beforeAll(() => {
    db = siteDatabase(site.server.dataDir);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('server-renders the banner, the active tabs in display order, and siteVisit first', async () => {
    const response = await fetch(`${site.server.url}/gallery`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Image Gallery | ${BRAND}</title>`);
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1])).toEqual(['Image Gallery']);

    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/gallery`, { waitUntil: 'load' });
    await waitForHydration(page);
    const tabs = page.getByRole('navigation', { name: 'Gallery categories' }).getByRole('link');
    expect(await tabs.allInnerTexts()).toEqual(['Site Visit', 'Office Activities', 'Training']);
    expect(await tabs.first().getAttribute('aria-current')).toBe('true');
    expect(await thumbnailNames(page)).toEqual(SITE_VISIT.map((image) => image.title));
    // Responsive sources in a fixed-shape box, loaded for real.
    const first = thumbnails(page).first().locator('img');
    expect(await first.getAttribute('srcset')).toBe(
      '/media/hero-substation-480.webp 480w, /media/hero-substation-960.webp 960w, /media/hero-substation-1600.webp 1600w',
    );
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await thumbnails(page).first().boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBeCloseTo(4 / 3, 1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('switches category through client navigation; an empty one says so', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/gallery`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    const nav = page.getByRole('navigation', { name: 'Gallery categories' });
    // Four columns at this width.
    const columns = await page
      .locator('main ul')
      .last()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);

    await nav.getByRole('link', { name: 'Office Activities' }).click();
    await page.waitForURL(`${site.server.url}/gallery?category=officeActivities`);
    await expect.poll(() => thumbnailNames(page)).toEqual(['Design review']);
    expect(await nav.getByRole('link', { name: 'Office Activities' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(await nav.getByRole('link', { name: 'Site Visit' }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: 'Training' }).click();
    await page.getByText(MESSAGES.gallery.emptyCategory, { exact: true }).waitFor();
    expect(page.url()).toBe(`${site.server.url}/gallery?category=training`);

    await nav.getByRole('link', { name: 'Site Visit' }).click();
    await expect.poll(() => thumbnailNames(page)).toHaveLength(3);
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);

    // A direct link works as well; an unknown or inactive category falls back to the first tab.
    await page.goto(`${site.server.url}/gallery?category=training`, { waitUntil: 'networkidle' });
    await page.getByText(MESSAGES.gallery.emptyCategory, { exact: true }).waitFor();
    await page.goto(`${site.server.url}/gallery?category=archive`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await thumbnailNames(page)).toEqual(SITE_VISIT.map((image) => image.title));
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('opens the lightbox; previous and next wrap both ways; Escape closes and focus returns', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 375 });
    await page.goto(`${site.server.url}/gallery`, { waitUntil: 'load' });
    await waitForHydration(page);
    const columns = await page
      .locator('main ul')
      .last()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    const dialog = page.getByRole('dialog');
    const shownTitle = () => dialog.getByRole('heading', { level: 2 }).textContent();
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);

    await thumbnails(page).nth(1).click();
    await dialog.waitFor();
    expect(await shownTitle()).toBe('Switchroom inspection');
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.getByRole('dialog', { name: 'Switchroom inspection' }).count()).toBe(1);
    expect(await dialog.getByTestId('image-date').textContent()).toBe('20 January 2025');
    expect(await dialog.getByText('Factory inspection before delivery.').count()).toBe(1);
    expect(await bodyOverflow()).toBe('hidden');
    const large = dialog.getByRole('img', { name: 'Switchroom inspection' });
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const next = dialog.getByRole('button', { name: 'Next image' });
    const previous = dialog.getByRole('button', { name: 'Previous image' });
    await next.click();
    expect(await shownTitle()).toBe('Battery site survey');
    expect(await dialog.getByTestId('image-date').textContent()).toBe('5 November 2024');
    await next.click();
    expect(await shownTitle()).toBe('Substation walkdown');
    expect(await dialog.getByTestId('image-date').textContent()).toBe('14 March 2025');
    await previous.click();
    expect(await shownTitle()).toBe('Battery site survey');
    await previous.click();
    await previous.click();
    expect(await shownTitle()).toBe('Substation walkdown');
    await previous.click();
    expect(await shownTitle()).toBe('Battery site survey');

    // The arrow keys do the same, wrapping too.
    await page.keyboard.press('ArrowRight');
    expect(await shownTitle()).toBe('Substation walkdown');
    await page.keyboard.press('ArrowLeft');
    expect(await shownTitle()).toBe('Battery site survey');
    await page.keyboard.press('ArrowLeft');
    expect(await shownTitle()).toBe('Switchroom inspection');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await bodyOverflow()).toBe('');
    // Focus is back on the thumbnail that opened the lightbox.
    expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(
      'Switchroom inspection',
    );
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('works from the keyboard alone: Enter opens, Close and the backdrop close', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/gallery`, { waitUntil: 'load' });
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await thumbnails(page).first().focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Substation walkdown');
    // Focus moves into the dialog; Tab never reaches the page behind it (the native modal dialog
    // lets it pass to the browser's own controls after the last button, then back into the dialog).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const focused: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog') ? (active.getAttribute('aria-label') ?? active.tagName) : 'page';
        }),
      );
    }
    expect(focused).not.toContain('page');
    expect(focused).toEqual(expect.arrayContaining(['Previous image', 'Next image', 'Close']));
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(
      'Substation walkdown',
    );

    await thumbnails(page).nth(2).click();
    await dialog.waitFor();
    // A click on the backdrop, outside the panel.
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe violations at ${width}px, lightbox open or not`, async () => {
      const { page, consoleErrors, close } = await openPage(site.browser, { width });
      await page.goto(`${site.server.url}/gallery`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await thumbnails(page).first().click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto(`${site.server.url}/gallery?category=training`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }

  // Last: tables go away under the running server, as a broken database would.
  it(`shows '${MESSAGES.gallery.imagesLoadFailed}' and '${MESSAGES.gallery.categoriesLoadFailed}' on data failures`, async () => {
    // Pages kept by the render cache are still served as they were (decision 014), so each
    // failure is seen on a URL not asked for before.
    await sql`ALTER TABLE gallery_images RENAME TO gallery_images_offline`.execute(db);
    try {
      const response = await fetch(`${site.server.url}/gallery?after=images-failure`);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain(MESSAGES.gallery.imagesLoadFailed);
      // The tabs still work.
      expect(html).toContain('Office Activities');
    } finally {
      await sql`ALTER TABLE gallery_images_offline RENAME TO gallery_images`.execute(db);
    }

    await sql`ALTER TABLE gallery_categories RENAME TO gallery_categories_offline`.execute(db);
    try {
      const { page, consoleErrors, close } = await openPage(site.browser);
      const response = await page.goto(`${site.server.url}/gallery?after=categories-failure`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(503);
      expect(await page.getByRole('alert').textContent()).toBe(MESSAGES.gallery.categoriesLoadFailed);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Image Gallery');
      // Without the tabs, the usual first category's images still show.
      expect(await thumbnailNames(page)).toEqual(SITE_VISIT.map((image) => image.title));
      // The browser reports the 503 document itself; nothing else may fail.
      expect(consoleErrors.filter((text) => !text.includes('503'))).toEqual([]);
      await close();
    } finally {
      await sql`ALTER TABLE gallery_categories_offline RENAME TO gallery_categories`.execute(db);
    }
    const messages = site.server.logs.map((entry) => entry.msg);
    expect(messages).toContain('gallery page: failed to load gallery images');
    expect(messages).toContain('gallery page: failed to load gallery categories');
  });
});
