import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { productCategoryColour } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { createProduct } from '../../../server/db/products.ts';
import {
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// admin.md §2 Product Management, §4, §5, §7: a product made through the screen (features added
// by Enter and by Add, a camel-case specification, an application, an image), seen under its
// category on the public catalogue and on its page, filtered in the dashboard, viewed, edited
// and deleted — in Chromium against the real server and database.

const m = MESSAGES.productAdmin;
const TITLE = '11kV Ring Main Unit';
const DESCRIPTION = 'Compact, SF6-free ring main unit for 11kV secondary substations.';
const DETAILS = 'Type tested to IEC 62271-200.\nSupplied with remote control and monitoring.';
const TRANSFORMER = '2.5MVA Distribution Transformer';

const site = startedSite(
  {},
  {
    seed: async (db) => {
      // Stored with only the key-to-value map, as older products are.
      await createProduct(db, {
        id: 'tx-2500',
        title: TRANSFORMER,
        description: 'Oil-filled ground-mounted transformer.',
        content: '',
        category: { name: 'Transformers', color: productCategoryColour('Transformers') },
        features: [],
        specifications: [],
        specificationsObject: { ratedPower: '2500 kVA' },
        applications: [],
      });
    },
  },
);

let image: Buffer;
beforeAll(async () => {
  image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4b2a7a' } })
    .png()
    .toBuffer();
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) });

/** The product as the public API answers it, by title. */
async function storedProduct(title: string) {
  const answer: { data: { products: { _id: string; id: string; title: string }[] } } = await (
    await fetch(`${site.server.url}/api/products`)
  ).json();
  return answer.data.products.find((product) => product.title === title);
}

/** The titles of the cards on the public catalogue, server-rendered, for one category ('' for all). */
async function catalogueTitles(category: string): Promise<string[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const html = await (await fetch(`${site.server.url}/products${query}`)).text();
  return [...html.matchAll(/<article[^>]*>[\s\S]*?<h3[^>]*><a[^>]*>(.*?)<\/a><\/h3>/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('product management (admin.md §2, §4, §5)', () => {
  it('refuses an incomplete product, then creates one with features, a specification, an application and an image', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/products');
    await card(page, TRANSFORMER).waitFor();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add New Product' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add New Product');

    // §5: title, category and description required; the image is required on create.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    for (const message of [m.titleRequired, m.categoryRequired, m.descriptionRequired, m.thumbnailRequired]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('product-title');

    await textbox(page, 'Product Title').fill(TITLE);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Switchgear');
    await textbox(page, 'Short Description').fill(DESCRIPTION);
    await textbox(page, 'Full Product Details').fill(DETAILS);
    await expect.poll(() => page.getByText(m.titleRequired).count()).toBe(0);

    // A feature added by Enter (which does not submit the form), one by Add; blanks are not added.
    const features = page.getByRole('list', { name: 'Key Features' }).getByRole('listitem');
    await textbox(page, 'Key Features').fill('Arc-fault rated enclosure');
    await textbox(page, 'Key Features').press('Enter');
    await features.first().waitFor();
    await textbox(page, 'Key Features').fill('  Remote control ready  ');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await textbox(page, 'Key Features').fill('   ');
    await page.getByRole('button', { name: 'Add feature' }).click();
    expect(await features.allInnerTexts()).toEqual([
      expect.stringContaining('Arc-fault rated enclosure'),
      expect.stringContaining('Remote control ready'),
    ]);
    expect(await features.count()).toBe(2);

    // A specification needs both parts.
    const specifications = page.getByRole('group', { name: 'Specifications' });
    await specifications.getByRole('textbox', { name: 'Name' }).fill('ratedVoltage');
    await page.getByRole('button', { name: 'Add specification' }).click();
    expect(await specifications.getByRole('row').count()).toBe(0);
    await specifications.getByRole('textbox', { name: 'Value' }).fill('400 V');
    await page.getByRole('button', { name: 'Add specification' }).click();
    await specifications.getByRole('row', { name: /Rated Voltage/ }).waitFor();

    await textbox(page, 'Applications').fill('Secondary substations');
    await textbox(page, 'Applications').press('Enter');
    await page
      .getByRole('list', { name: 'Applications' })
      .getByText('Secondary substations', { exact: true })
      .waitFor();
    await textbox(page, 'External Link').fill('https://example.com/rmu');

    await page
      .locator('#product-thumbnail')
      .setInputFiles({ name: 'rmu.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('img', { name: 'Preview of rmu.png' }).waitFor();
    await expect.poll(() => page.getByText(m.thumbnailRequired).count()).toBe(0);

    // A taken product ID comes back from the server under its field.
    await textbox(page, 'Product ID').fill('tx-2500');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('#product-id-error').getByText(m.idTaken).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('product-id');
    // Blank: generated as product-{timestamp}.
    await textbox(page, 'Product ID').fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    const notice = page.getByRole('status').filter({ hasText: `“${TITLE}” was published.` });
    await notice.waitFor();
    const stored = await storedProduct(TITLE);
    expect(stored?.id).toMatch(/^product-\d+$/);
    const viewOnSite = notice.getByRole('link', { name: /View on site/ });
    expect(await viewOnSite.getAttribute('href')).toBe(`/product/${stored?._id}`);
    expect(await viewOnSite.getAttribute('target')).toBe('_blank');
    await card(page, TITLE).getByText('Switchgear', { exact: true }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('shows it under Switchgear on /products and on its page, the key split into words', async () => {
    const stored = await storedProduct(TITLE);
    expect(await catalogueTitles('switchgear')).toContain(TITLE);
    expect(await catalogueTitles('transformers')).toEqual([TRANSFORMER]);

    const { page, close, consoleErrors } = await openSignedInPage(site, `/product/${stored?._id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Product Details',
      'Key Features',
      'Specifications',
      'Applications',
    ]);
    expect(
      await page.getByRole('region', { name: 'Key Features' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['Arc-fault rated enclosure', 'Remote control ready']);
    expect(
      await page.getByRole('region', { name: 'Specifications' }).getByRole('row').allInnerTexts(),
    ).toEqual(['Rated Voltage\t400 V']);
    expect(await page.getByRole('img', { name: TITLE }).getAttribute('src')).toMatch(/^\/uploads\/image\//);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('filters by category in the address, views the product and edits it; the public pages follow', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/products');
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await card(page, TITLE).waitFor();
    expect(await filter.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await filter.getByRole('button', { name: 'Switchgear' }).click();
    await page.waitForURL(/\?category=Switchgear$/);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await filter.getByRole('button', { name: 'Switchgear' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await filter.getByRole('button', { name: 'Transformers' }).click();
    await page.waitForURL(/\?category=Transformers$/);
    await card(page, TRANSFORMER).waitFor();
    await expect.poll(() => card(page, TITLE).count()).toBe(0);
    await filter.getByRole('button', { name: 'EV Charging' }).click();
    await page.getByText(m.empty, { exact: true }).waitFor();
    await page.getByText(m.emptyHint, { exact: true }).waitFor();
    // A reload keeps the filter.
    await page.goto(`${site.server.url}/dashboard/products?category=Switchgear`);
    await card(page, TITLE).waitFor();

    // View: every part of the product; Escape closes it and focus returns to View.
    await page.getByRole('button', { name: `View ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('heading', { name: 'Key Features' }).waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Key Features',
      'Specifications',
      'Applications',
      'External Link',
      'Product Details',
    ]);
    expect(await dialog.getByRole('row').allInnerTexts()).toEqual(['Rated Voltage\t400 V']);
    expect(await dialog.getByText('Supplied with remote control and monitoring.').count()).toBe(1);
    const external = dialog.getByRole('link', { name: /example\.com\/rmu/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.textContent()).toContain('(opens in a new tab)');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`View ${TITLE}`);

    // Edit: the form filled from the product; change its category, remove a feature.
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    await page.getByRole('heading', { level: 2, name: `Edit Product: ${TITLE}` }).waitFor();
    expect(await textbox(page, 'Product Title').inputValue()).toBe(TITLE);
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Switchgear');
    expect(await textbox(page, 'Full Product Details').inputValue()).toBe(DETAILS);
    await page
      .getByRole('group', { name: 'Specifications' })
      .getByRole('row', { name: /Rated Voltage/ })
      .waitFor();
    await page.getByText('Leave empty to keep the current image.').waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Power Distribution');
    await page.getByRole('button', { name: 'Remove feature: Arc-fault rated enclosure' }).click();
    // Focus moves to the entry now in its place.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Remove feature: Remote control ready');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${TITLE}” was published.` })
      .waitFor();
    // Back on the list, still filtered by Switchgear: the product has left it.
    await expect.poll(() => card(page, TITLE).count()).toBe(0);

    expect(await catalogueTitles('power distribution')).toEqual([TITLE]);
    expect(await catalogueTitles('switchgear')).toEqual([]);
    const stored = await storedProduct(TITLE);
    const detail = await (await fetch(`${site.server.url}/product/${stored?._id}`)).text();
    expect(detail.includes('Remote control ready')).toBe(true);
    expect(detail.includes('Arc-fault rated enclosure')).toBe(false);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('fills the specification rows of a product stored with only the key-to-value map', async () => {
    // The same screen serves the admin area's link.
    const { page, close } = await openSignedInPage(site, '/admin-dashboard/products?category=Transformers');
    await page.getByRole('button', { name: `Edit ${TRANSFORMER}` }).click();
    const specifications = page.getByRole('group', { name: 'Specifications' });
    await specifications.getByRole('row', { name: /Rated Power/ }).waitFor();
    expect(await specifications.getByRole('cell', { name: '2500 kVA' }).count()).toBe(1);
    // Nothing changed, so Cancel closes the form without asking.
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await card(page, TRANSFORMER).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Edit ${TRANSFORMER}`);
    await close();
  });

  it('asks before unsaved changes are left by a sidebar link or Cancel', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await textbox(page, 'Product Title').fill('Half-typed product');

    await page.getByRole('link', { name: 'Job Listings' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard/products');
    expect(await textbox(page, 'Product Title').inputValue()).toBe('Half-typed product');

    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('button', { name: 'Add New Product' }).waitFor();
    expect(await textbox(page, 'Product Title').count()).toBe(0);
    await close();
  });

  it('deletes the product after the confirmation; its page is gone and it leaves /products', async () => {
    const stored = await storedProduct(TITLE);
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/products');
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(m.confirmDelete, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${TITLE}” was deleted.` })
      .waitFor();
    await expect.poll(() => card(page, TITLE).count()).toBe(0);
    // Its card has gone, so the notice holds focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(`“${TITLE}” was deleted.`);

    expect((await fetch(`${site.server.url}/product/${stored?._id}`)).status).toBe(404);
    expect(await catalogueTitles('')).toEqual([TRANSFORMER]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('has no serious or critical axe findings on the grid, the form and the View modal at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, close } = await openSignedInPage(site, '/dashboard/products', { width });
      await card(page, TRANSFORMER).waitFor();
      expect(await seriousAxeViolations(page), `grid at ${width}`).toEqual([]);

      await page.getByRole('button', { name: `View ${TRANSFORMER}` }).click();
      await page.getByRole('dialog', { name: TRANSFORMER }).waitFor();
      expect(await seriousAxeViolations(page), `View modal at ${width}`).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add New Product' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText(m.titleRequired).waitFor();
      expect(await seriousAxeViolations(page), `form with errors at ${width}`).toEqual([]);
      await close();
    }
  });
});
