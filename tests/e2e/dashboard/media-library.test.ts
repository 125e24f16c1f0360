import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// Decision 025, in Chromium against the real server and database: a picture uploaded to the
// media library, its focal point set from the keyboard, chosen for a new product's thumbnail
// through the picker and published; the product page shows it, cropped round that point;
// deleting it from the library is refused, naming the product.

const ALT = 'Protection relay panel in the test workshop';
const TITLE = 'Numerical Feeder Protection Relay';

const site = startedSite();

let image: Buffer;
beforeAll(async () => {
  image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6b4b' } })
    .jpeg()
    .toBuffer();
});

const pictureButton = (page: Page, action: string) => page.getByRole('button', { name: `${action}: ${ALT}` });

async function libraryAsset(): Promise<{ _id: string; url: string; focalX: number }> {
  const { token } = await adminToken(site);
  const response = await fetch(`${site.server.url}/api/media?search=${encodeURIComponent('relay panel')}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`GET /api/media: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data.assets[0];
}

describe('the media library (decision 025)', () => {
  it('uploads a picture and sets its focal point with the arrow keys', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/media');
    await page.getByRole('heading', { level: 1, name: 'Media Library' }).waitFor();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'relay.jpg', mimeType: 'image/jpeg', buffer: image });
    await page.getByRole('textbox', { name: 'Alt text' }).fill(ALT);
    await page.getByRole('textbox', { name: 'Credit' }).fill('Photo: Gridline');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').filter({ hasText: 'was added to the media library' }).waitFor();
    await pictureButton(page, 'Open').click();

    const dialog = page.getByRole('dialog', { name: 'Picture details' });
    await dialog.waitFor();
    await dialog.getByText('1200 × 800 pixels', { exact: false }).waitFor();
    await dialog.getByText('Nothing uses this picture.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const picker = dialog.getByRole('slider', { name: 'Focal point' });
    await picker.focus();
    await picker.press('ArrowRight');
    await picker.press('ArrowRight');
    await picker.press('ArrowUp');
    await dialog.getByText('Focal point: 60% across, 45% down').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The picture was saved.' }).waitFor();
    expect((await libraryAsset()).focalX).toBeCloseTo(0.6);
    // The dialog closed and gave focus back to the page.
    expect(await dialog.isVisible()).toBe(false);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('picks it for a product thumbnail through the picker, and the published product page shows it', async () => {
    const asset = await libraryAsset();
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add New Product' }).waitFor();
    await page.getByRole('textbox', { name: 'Product Title' }).fill(TITLE);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Switchgear');
    await page
      .getByRole('textbox', { name: 'Short Description' })
      .fill('Feeder protection for 11kV and 33kV networks.');

    await page.getByRole('button', { name: 'Choose from library: Product Image' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a picture from the media library' });
    await chooser.waitFor();
    await chooser.getByRole('searchbox', { name: /Search by alt text/ }).fill('relay panel');
    await chooser.getByRole('button', { name: 'Search' }).click();
    await pictureButton(page, 'Choose').click();
    await chooser.waitFor({ state: 'hidden' });
    await page.getByText('Current image: chosen from the media library').waitFor();
    expect(await page.getByRole('img', { name: ALT }).getAttribute('src')).toBe(asset.url);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${TITLE}” was published.` })
      .waitFor();
    const products = await (await fetch(`${site.server.url}/api/products`)).json();
    const product = products.data.products.find((each: { title: string }) => each.title === TITLE);
    expect(product.thumbnail).toBe(asset.url);

    await page.goto(`${site.server.url}/product/${product._id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await page.getByRole('img', { name: TITLE }).getAttribute('src')).toBe(asset.url);
    // Cropped round the focal point set in the library.
    expect(
      await page
        .getByRole('img', { name: TITLE })
        .evaluate((image) => getComputedStyle(image).objectPosition),
    ).toBe('60% 45%');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('refuses to delete the picture while the product uses it, naming the product', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/media');
    await pictureButton(page, 'Open').click();
    const dialog = page.getByRole('dialog', { name: 'Picture details' });
    await dialog.getByRole('link', { name: `Product: ${TITLE}` }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this picture?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Not deleted' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`This image is used by the product “${TITLE}”`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Still in the library.
    await pictureButton(page, 'Open').waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
