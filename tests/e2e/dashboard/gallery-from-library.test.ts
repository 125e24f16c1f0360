import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  adminToken,
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// Decision 025 in the gallery's upload dialog, in Chromium against the real server and database:
// a picture already in the media library is added to the gallery through "Choose from library",
// its title and alt text starting from the library's alt text, beside a file chosen on the
// computer; the library picture is sent as its URL, so the library gains no second asset for it,
// and the library then lists the gallery image among the places that use it.

const site = startedSite();
const ALT = 'Transformer bay at a 33kV primary substation';

let session: ReturnType<typeof adminToken> | undefined;
const signedIn = () => {
  session ??= adminToken(site);
  return session;
};

async function staffApi(path: string, init: { method?: string; body?: FormData } = {}) {
  const { token } = await signedIn();
  const response = await fetch(`${site.server.url}/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}` },
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function jpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Every picture of the library, by id. */
async function libraryUrls(): Promise<Map<string, string>> {
  const answer = await staffApi('/media?limit=100');
  return new Map(answer.data.assets.map((asset: { _id: string; url: string }) => [asset._id, asset.url]));
}

const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: title });

describe('adding a media library picture to the gallery (decision 025)', () => {
  it('adds a library picture beside an uploaded file, without uploading the picture again', async () => {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(await jpeg('#7a5c2e'))], { type: 'image/jpeg' }),
      'bay.jpg',
    );
    form.append('alt', ALT);
    const asset: { _id: string; url: string } = (await staffApi('/media', { method: 'POST', body: form }))
      .data.asset;

    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/gallery');
    await page.getByText(MESSAGES.gallery.empty, { exact: true }).waitFor();
    const before = await libraryUrls();
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a picture from the media library' });
    await chooser.waitFor();
    await page.getByRole('button', { name: `Choose: ${ALT}` }).click();
    await chooser.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the library.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Choose from library');
    const fromLibrary = dialog.getByRole('listitem', { name: 'Chosen image' });
    await fromLibrary.getByText('From the media library: bay.jpg').waitFor();
    expect(await fromLibrary.getByLabel('Title').inputValue()).toBe(ALT);
    expect(await fromLibrary.getByLabel('Alt text').inputValue()).toBe(ALT);
    await fromLibrary.getByLabel('Title').fill('Transformer bay');

    // A file chosen beside it is uploaded as before.
    await dialog.locator('#upload-image').setInputFiles({
      name: 'cable_trench.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg('#335577'),
    });
    await dialog
      .getByRole('listitem', { name: 'Image 2 of 2' })
      .getByLabel('Alt text')
      .fill('A cable trench');
    await dialog.getByLabel('Category').selectOption({ label: 'Training' });
    await dialog.getByLabel('Image Date').fill('2025-06-02');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Upload 2 Images' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('status').filter({ hasText: '2 images were uploaded to Training.' }).waitFor();
    expect(await card(page, 'Transformer bay').getByRole('img').getAttribute('alt')).toBe(ALT);

    // The gallery image names the library's picture; the library gained only the uploaded file.
    const images: { title: string; url: string; alt: string; category: string }[] = (
      await staffApi('/gallery?category=training')
    ).data.images;
    const added = images.find((image) => image.title === 'Transformer bay');
    expect(added).toMatchObject({ url: asset.url, alt: ALT, category: 'training' });
    const after = await libraryUrls();
    const newAssets = [...after].filter(([id]) => !before.has(id)).map(([, url]) => url);
    expect(newAssets).toHaveLength(1);
    expect(newAssets[0]).toBe(images.find((image) => image.title === 'Cable trench')?.url);
    const usage = (await staffApi(`/media/${asset._id}`)).data.usage;
    expect(usage).toContainEqual(expect.objectContaining({ type: 'gallery', title: 'Transformer bay' }));

    // The public gallery shows it.
    await page.goto(`${site.server.url}/gallery?category=training`);
    await page.getByRole('button').getByRole('img', { name: ALT }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
