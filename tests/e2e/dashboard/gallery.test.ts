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

// admin.md §2 Gallery management, §4, §5, §7-§9: the default categories, the Manage Categories
// dialog, uploads (one, and several in one go), edit and delete, the unsaved-changes question,
// keyboard and touch use of the grid, and the public gallery following every change — through
// the screens, in Chromium against the real server and database.

const site = startedSite();
const m = MESSAGES.galleryAdmin;
const ALT = 'A surveyor with a GNSS pole beside an 11 kV cable route marked across farmland';

async function png(colour: string, width = 640): Promise<Buffer> {
  return sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function imageFile(name: string, colour: string) {
  return { name, mimeType: 'image/png', buffer: await png(colour) };
}

// One sign-in for the file's own API calls and pages (each sign-in costs a password check).
let session: ReturnType<typeof adminToken> | undefined;
const signedIn = () => {
  session ??= adminToken(site);
  return session;
};

async function api(path: string, method = 'GET') {
  const { token } = await signedIn();
  const response = await fetch(`${site.server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.json();
}

async function categoryRows(): Promise<[string, string, number, boolean][]> {
  const answer: {
    data: { categories: { id: string; name: string; displayOrder: number; isActive: boolean }[] };
  } = await api('/gallery-categories/all/admin');
  return answer.data.categories.map((c) => [c.id, c.name, c.displayOrder, c.isActive]);
}

/** The public gallery page for a category, as the server renders it. */
async function publicGallery(category: string): Promise<string> {
  return (await fetch(`${site.server.url}/gallery?category=${category}`)).text();
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const isFocusIn = (page: Page, dialogName: string) =>
  page.evaluate((name) => {
    const dialog = document.activeElement?.closest('dialog');
    return dialog?.querySelector('h2')?.textContent === name;
  }, dialogName);
const chips = (page: Page) => page.getByRole('navigation', { name: 'Filter images by category' });
const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: title });

describe('gallery management (admin.md §2)', () => {
  it('creates the three default categories on the first load when there are none, once even when two people open it', async () => {
    for (const id of ['siteVisit', 'officeActivities', 'training']) {
      await api(`/gallery-categories/${id}`, 'DELETE');
    }
    expect(await categoryRows()).toEqual([]);

    const [first, second] = await Promise.all([
      openSignedInPage(site, '/dashboard/gallery'),
      openSignedInPage(site, '/dashboard/gallery'),
    ]);
    for (const { page } of [first, second]) {
      await chips(page).getByRole('link', { name: 'Training' }).waitFor();
      expect(await chips(page).getByRole('link').allTextContents()).toEqual([
        'All',
        'Site Visit',
        'Office Activities',
        'Training',
      ]);
      // admin.md §2: the selected category initially is siteVisit.
      expect(await chips(page).getByRole('link', { name: 'Site Visit' }).getAttribute('aria-current')).toBe(
        'true',
      );
      await page.getByText(MESSAGES.gallery.empty, { exact: true }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    expect(await categoryRows()).toEqual([
      ['siteVisit', 'Site Visit', 0, true],
      ['officeActivities', 'Office Activities', 1, true],
      ['training', 'Training', 2, true],
    ]);
    for (const { close, consoleErrors } of [first, second]) {
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      await close();
    }
  });

  it('adds a category in the dialog (a tab on the public gallery), edits it, and deletes it after the confirmation, which Escape closes alone', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/gallery');
    const opener = page.getByRole('button', { name: 'Manage Categories' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Manage Categories' });
    await dialog.waitFor();
    await expect.poll(() => isFocusIn(page, 'Manage Categories')).toBe(true);

    await dialog.getByLabel('Display Order').fill('-1');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await dialog.getByText(m.categoryNameRequired).waitFor();
    await dialog.getByText(m.displayOrderMin).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('category-name');
    await dialog.getByLabel('Name').fill('Factory Tests!');
    // admin.md §5: the ID is made from the name when left blank; the hint shows it as typed.
    await dialog.getByText('Leave empty to use “factory-tests”, made from the name.').waitFor();
    await dialog.getByLabel('Display Order').fill('5');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await dialog.getByText('“Factory Tests!” was added.').waitFor();
    const row = dialog.getByRole('listitem').filter({ hasText: 'factory-tests' });
    await row.getByText('Display order 5').waitFor();
    expect(await categoryRows()).toContainEqual(['factory-tests', 'Factory Tests!', 5, true]);

    // Edit fills the form from the row; the name changes, the ID stays.
    await row.getByRole('button', { name: 'Edit Factory Tests!' }).click();
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('Factory Tests!');
    await dialog.getByLabel('Name').fill('Factory Tests');
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    await dialog.getByText('“Factory Tests” was saved.').waitFor();
    await chips(page).getByRole('link', { name: 'Factory Tests' }).waitFor();
    const tab = await publicGallery('factory-tests');
    expect(tab).toMatch(
      /<a aria-current="true"[^>]*href="\/gallery\?category=factory-tests"[^>]*>Factory Tests<\/a>/,
    );

    // The confirmation opens over the dialog; Escape closes it alone and focus goes back.
    await row.getByRole('button', { name: 'Delete Factory Tests' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(m.confirmDeleteCategory, { exact: true }).waitFor();
    await expect.poll(() => activeText(page)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => activeText(page)).toBe('Delete Factory Tests');
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('“Factory Tests” was deleted. Its images were kept.').waitFor();
    expect(await row.count()).toBe(0);
    // Focus stays in the dialog, on the Delete of a neighbouring row.
    await expect.poll(() => isFocusIn(page, 'Manage Categories')).toBe(true);
    expect(await activeText(page)).toMatch(/^Delete /);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => activeText(page)).toBe('Manage Categories');
    await expect.poll(() => chips(page).getByRole('link', { name: 'Factory Tests' }).count()).toBe(0);
    expect(await publicGallery('factory-tests')).not.toContain('Factory Tests');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('uploads an image with its alt text: in the grid, and on the public gallery with that alt text', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/gallery');
    await page.getByText(MESSAGES.gallery.empty, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const form = page.getByRole('dialog', { name: 'Upload Images' });
    await form.waitFor();
    await expect.poll(() => isFocusIn(page, 'Upload Images')).toBe(true);
    // Upload with nothing chosen: "Image is required" under the file input.
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await form.getByText(m.imageRequired).waitFor();

    await form.locator('#upload-image').setInputFiles(await imageFile('cable_route-survey.png', '#336699'));
    const row = form.getByRole('listitem', { name: 'Chosen image' });
    await row.getByRole('img', { name: 'Preview of cable_route-survey.png' }).waitFor();
    expect(await row.getByLabel('Title').inputValue()).toBe('Cable route survey');
    await row.getByLabel('Alt text').fill(ALT);
    // The chosen chip's category comes preselected.
    expect(await form.getByLabel('Category').inputValue()).toBe('siteVisit');
    await form.getByLabel('Image Date').fill('2025-05-13');
    await form.getByRole('button', { name: 'Upload Image' }).click();
    // The upload is decoded and resized on the server first: on a busy machine, past a second.
    await expect.poll(() => form.count(), { timeout: 10_000 }).toBe(0);

    const notice = page
      .getByRole('status')
      .filter({ hasText: '“Cable route survey” was uploaded to Site Visit.' });
    expect(await notice.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe(
      '/gallery?category=siteVisit',
    );
    const uploaded = card(page, 'Cable route survey');
    await uploaded.getByText('13 May 2025').waitFor();
    expect(await uploaded.getByRole('img').getAttribute('alt')).toBe(ALT);
    expect(await uploaded.getByRole('img').getAttribute('srcset')).toMatch(/480w/);

    await page.goto(`${site.server.url}/gallery?category=siteVisit`);
    const photo = page.getByRole('button').getByRole('img', { name: ALT });
    await photo.waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('uploads several images in one go; one that fails keeps its row and what was typed, and is sent again', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/gallery');
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const form = page.getByRole('dialog', { name: 'Upload Images' });
    await form.getByLabel('Category').selectOption({ label: 'Training' });
    await form.getByLabel('Description').fill('Switchgear operation course, Colchester');
    await form.locator('#upload-image').setInputFiles([
      await imageFile('commissioning-day.png', '#446688'),
      {
        name: 'not-a-photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('just some text, not a photograph'),
      },
      await imageFile('team_training.png', '#884466'),
    ]);
    const rows = form.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    const bad = form.getByRole('listitem', { name: 'Image 2 of 3' });
    expect(await bad.getByLabel('Title').inputValue()).toBe('Not a photo');
    await bad.getByLabel('Alt text').fill('Typed before the upload');
    await form.getByRole('button', { name: 'Upload 3 Images' }).click();

    // Each file has its own outcome; the failed one stays with its reason and its fields.
    await form
      .getByText('2 images uploaded. 1 image could not be uploaded; it is still below, with the reason.', {
        exact: false,
      })
      .waitFor();
    const failed = form.getByRole('listitem', { name: 'Chosen image' });
    await failed.getByText(m.imageNotImage, { exact: true }).waitFor();
    await failed.getByText('Not uploaded: fix what is marked above.').waitFor();
    expect(await failed.getByLabel('Alt text').inputValue()).toBe('Typed before the upload');
    expect(await form.getByLabel('Category').inputValue()).toBe('training');
    await page.getByRole('status').filter({ hasText: '2 images were uploaded to Training.' }).waitFor();

    // Replace the bad file with a photograph and send the rest again.
    await failed.getByRole('button', { name: 'Remove not-a-photo.png' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('upload-image');
    await form.locator('#upload-image').setInputFiles(await imageFile('switchgear.png', '#668844'));
    await form.getByRole('listitem', { name: 'Chosen image' }).getByLabel('Title').fill('Switchgear drill');
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await expect.poll(() => form.count()).toBe(0);

    // The chip of the category uploaded to is chosen, and the grid shows all three.
    await page.waitForURL(/category=training/);
    await expect
      .poll(() => chips(page).getByRole('link', { name: 'Training' }).getAttribute('aria-current'))
      .toBe('true');
    for (const title of ['Commissioning day', 'Team training', 'Switchgear drill']) {
      await card(page, title).getByText('Training', { exact: true }).waitFor();
    }
    const training = await publicGallery('training');
    for (const title of ['Commissioning day', 'Team training', 'Switchgear drill'])
      expect(training).toContain(title);
    expect(training).not.toContain('Not a photo');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('edits an image’s title and category and deletes another after the confirmation; the public gallery follows', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(
      site,
      '/dashboard/gallery?category=training',
    );
    await card(page, 'Commissioning day').getByRole('button', { name: 'Edit Commissioning day' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Image' });
    await form.getByText('Current image', { exact: true }).waitFor();
    await form.getByText('Leave empty to keep the current image.').waitFor();
    expect(await form.getByLabel('Description').inputValue()).toBe('Switchgear operation course, Colchester');
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await form.getByText(m.titleRequired).waitFor();
    await form.getByLabel('Title').fill('Commissioning day, Sizewell');
    await form.getByLabel('Category').selectOption('siteVisit');
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => form.count()).toBe(0);
    const notice = page.getByRole('status').filter({ hasText: '“Commissioning day, Sizewell” was saved.' });
    expect(await notice.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe(
      '/gallery?category=siteVisit',
    );
    // It left the Training chip for Site Visit; focus went to the next card's Edit.
    await expect.poll(() => card(page, 'Commissioning day').count()).toBe(0);
    await expect.poll(() => activeText(page)).toMatch(/^Edit /);
    expect(await publicGallery('siteVisit')).toContain('Commissioning day, Sizewell');
    expect(await publicGallery('training')).not.toContain('Commissioning day');

    await card(page, 'Team training').getByRole('button', { name: 'Delete Team training' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(m.confirmDeleteImage, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('“Team training” was deleted.').waitFor();
    expect(await card(page, 'Team training').count()).toBe(0);
    // Focus moved to the next card's Delete, not to the top of the page.
    await expect.poll(() => activeText(page)).toMatch(/^Delete /);
    expect(await publicGallery('training')).not.toContain('Team training');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('asks before leaving the upload or edit form with unsaved changes', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/gallery');
    const opener = page.getByRole('button', { name: 'Upload Images' });
    await opener.click();
    const form = page.getByRole('dialog', { name: 'Upload Images' });
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    // Nothing changed: Escape closes at once.
    await form.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => activeText(page)).toBe('Upload Images');

    await opener.click();
    await form.locator('#upload-image').setInputFiles(await imageFile('draft.png', '#999999'));
    await page.keyboard.press('Escape');
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    expect(await form.getByRole('listitem').count()).toBe(1);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await form.getByLabel('Title').inputValue()).toBe('Draft');
    await form.getByRole('button', { name: 'Close' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => form.count()).toBe(0);
    expect(await card(page, 'Draft').count()).toBe(0);
    // Both dialogs closed at once: focus is back on the opener and the page scrolls again.
    await expect.poll(() => activeText(page)).toBe('Upload Images');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    const edit = page.getByRole('dialog', { name: 'Edit Image' });
    await card(page, 'Cable route survey').getByRole('button', { name: /^Edit/ }).click();
    await edit.getByLabel('Title').fill('Changed my mind');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await card(page, 'Cable route survey').waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('works by keyboard: chips, and Edit and Delete revealed by focus; always shown on touch screens', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/gallery');
    const first = card(page, 'Cable route survey');
    const controls = first.getByRole('button', { name: /^Edit/ }).locator('..');
    const opacity = () => controls.evaluate((element) => getComputedStyle(element).opacity);
    await first.waitFor();
    expect(await opacity()).toBe('0');

    // The chips are links in the tab order: Tab to All, Enter chooses it.
    await chips(page).getByRole('link', { name: 'Training' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await activeText(page)).toBe('All');
    await page.keyboard.press('Enter');
    await page.waitForURL(/show=all/);
    await expect
      .poll(() => chips(page).getByRole('link', { name: 'All' }).getAttribute('aria-current'))
      .toBe('true');
    await card(page, 'Switchgear drill').waitFor();

    // Tab from the last chip reaches the first card's Edit, and focus shows the controls.
    await chips(page).getByRole('link', { name: 'Training' }).focus();
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toMatch(/^Edit /);
    const focused = page.locator(':focus').locator('..');
    await expect.poll(() => focused.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Edit Image' }).waitFor();
    await expect.poll(() => isFocusIn(page, 'Edit Image')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => activeText(page)).toMatch(/^Edit /);
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toMatch(/^Delete /);
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByText(m.confirmDeleteImage).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => activeText(page)).toMatch(/^Delete /);
    await close();

    // A touch screen has no hover, so the controls are always there.
    const context = await site.browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await context.newPage();
    const { token, user } = await signedIn();
    await phone.addInitScript(
      ([storedToken, storedUser]) => {
        localStorage.setItem('token', storedToken);
        localStorage.setItem('user', storedUser);
      },
      [token, JSON.stringify(user)] as const,
    );
    await phone.goto(`${site.server.url}/dashboard/gallery`);
    const edit = card(phone, 'Cable route survey').getByRole('button', { name: /^Edit/ });
    await edit.waitFor();
    expect(await edit.locator('..').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await context.close();
  });

  it('has no serious or critical axe findings on the screen, the category dialog and the upload form at 1280 and 375 px', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/gallery');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await card(page, 'Cable route survey').waitFor();
      expect(await seriousAxeViolations(page), `screen at ${width}`).toEqual([]);

      await page.getByRole('button', { name: 'Manage Categories' }).click();
      await page.getByRole('dialog', { name: 'Manage Categories' }).getByText('officeActivities').waitFor();
      expect(await seriousAxeViolations(page), `categories at ${width}`).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Upload Images' }).click();
      const form = page.getByRole('dialog', { name: 'Upload Images' });
      await form
        .locator('#upload-image')
        .setInputFiles([await imageFile('a.png', '#123456'), await imageFile('b.png', '#654321')]);
      await form.getByLabel('Title').first().fill('');
      await form.getByRole('button', { name: 'Upload 2 Images' }).click();
      await form.getByText(m.titleRequired).waitFor();
      expect(await seriousAxeViolations(page), `upload form at ${width}`).toEqual([]);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    // The same screen in the admin area (admin.md §2 route table).
    await page.goto(`${site.server.url}/admin-dashboard/gallery?show=all`);
    await card(page, 'Switchgear drill').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gallery Management');
    await close();
  });
});
