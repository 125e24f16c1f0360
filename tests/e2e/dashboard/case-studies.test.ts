import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';

// admin.md §2 Case Study Management, §4, §5: a case study made through the three tabs with a
// text, a list and an image-gallery section, read on its public page and in the View modal,
// edited (title, sections reordered, one removed), and deleted — in Chromium against the real
// server, database and image pipeline.

const site = startedSite();
const m = MESSAGES.caseStudyAdmin;

const NAME = 'Grid Connection of a 20 MW Solar Park';
const RENAMED = 'Grid Connection of a 20 MW Solar Park in Suffolk';
const SLUG = 'grid-connection-of-a-20-mw-solar-park';
const PAGE = `/case-studies/${SLUG}`;

async function picture(background: string, width = 1200, height = 800) {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { mimeType: 'image/jpeg', buffer: bytes };
}

/** A text box or text area by its accessible name (the required mark is hidden from it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The public page as the server renders it: its section headings and the text of its parts. */
async function publicPage(page: Page) {
  const visit = await page.goto(`${site.server.url}${PAGE}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const article = page.locator('article');
  return {
    status: visit?.status(),
    headings: await article.getByRole('heading', { level: 2 }).allTextContents(),
    h1: await page.getByRole('heading', { level: 1 }).textContent(),
    article,
  };
}

describe('case study management (admin.md §2, §4, §5)', () => {
  it('creates a case study through the three tabs with text, list and image-gallery sections, shown on its page', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/case-studies');
    await page.getByText(m.empty).waitFor();
    await page.getByRole('button', { name: 'Add New Case Study' }).click();
    await page.getByRole('heading', { name: 'Add New Case Study' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('case-study-form-title');

    // Next checks Basic Info: its first invalid field takes focus.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(m.nameRequired).waitFor();
    expect(await page.getByText(m.descriptionRequired).count()).toBe(1);
    expect(await page.getByText(m.contentRequired).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('case-study-name');
    await field(page, 'Name').fill(NAME);
    // A blank slug is made from the title, and the hint says which.
    await page.getByText(`Left blank, the page address will be: ${PAGE}`).waitFor();
    await expect(field(page, 'Description').getAttribute('rows')).resolves.toBe('2');
    await expect(field(page, 'Content').getAttribute('rows')).resolves.toBe('6');
    await field(page, 'Description').fill('Connection design and studies from offer to energisation.');
    await field(page, 'Content').fill('The developer needed a 33kV connection.\nWe designed the substation.');
    // The Sections tab cannot be reached past an empty card image.
    await page.getByRole('button', { name: 'Sections', exact: true }).click();
    await page.getByText(m.cardImageRequired).waitFor();
    await page.getByRole('heading', { name: 'Images' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('case-study-cardImage');

    await page
      .locator('#case-study-cardImage')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText(m.imageNotImage).waitFor();
    await page
      .locator('#case-study-cardImage')
      .setInputFiles({ name: 'card.jpg', ...(await picture('#1d4e89')) });
    await page.getByRole('img', { name: 'Preview of card.jpg' }).waitFor();
    await page
      .locator('#case-study-headerImage')
      .setInputFiles({ name: 'header.jpg', ...(await picture('#0b2545', 1600, 600)) });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Sections', level: 3 }).waitFor();
    await page.getByText(m.noSections).waitFor();
    await expect(page.getByRole('combobox', { name: 'Section Type' }).inputValue()).resolves.toBe('text');
    await page.getByRole('button', { name: 'Add Section' }).click();
    // The new section's title takes focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/-title$/);
    await page.keyboard.type('What we delivered');
    const text = page.getByRole('group', { name: 'Section 1 of 1: Text Section' });
    await text.getByLabel('Section Content').fill('A 33kV customer substation.\nProtection settings agreed.');
    await expect(text.getByLabel('Section Content').getAttribute('rows')).resolves.toBe('4');

    await page.getByRole('combobox', { name: 'Section Type' }).selectOption('list');
    await page.getByRole('button', { name: 'Add Section' }).click();
    const list = page.getByRole('group', { name: 'Section 2 of 2: List Section' });
    await list.getByLabel('Section Title').fill('Key figures');
    await list.getByLabel('List Items').fill('20 MW export\n\n  4.2 km of 33kV cable  \n');
    await expect(list.getByLabel('List Items').getAttribute('rows')).resolves.toBe('6');

    await page.getByRole('combobox', { name: 'Section Type' }).selectOption('image-gallery');
    await page.getByRole('button', { name: 'Add Section' }).click();
    const gallery = page.getByRole('group', { name: 'Section 3 of 3: Image Gallery' });
    await gallery.getByLabel('Section Title').fill('On site');
    await gallery.getByLabel('Add Images').setInputFiles([
      { name: 'delivery.jpg', ...(await picture('#f2a900')) },
      { name: 'trench.jpg', ...(await picture('#2a6f97', 900, 900)) },
    ]);
    await gallery.getByLabel('Caption for image 1').fill('Switchroom on delivery');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    const notice = page.getByRole('status').filter({ hasText: `“${NAME}” was published.` });
    await notice.waitFor();
    await expect(notice.getByRole('link', { name: /View on site/ }).getAttribute('href')).resolves.toBe(PAGE);
    // The form closed and reset; the toggle says Add again and has focus.
    await expect.poll(() => activeText(page)).toBe('Add New Case Study');
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.getByText(SLUG, { exact: true }).waitFor();

    const shown = await publicPage(page);
    expect(shown.status).toBe(200);
    expect(shown.h1).toBe(NAME);
    expect(shown.headings).toEqual(['What we delivered', 'Key figures', 'On site']);
    await expect(
      page.getByRole('region', { name: 'What we delivered' }).locator('p').allTextContents(),
    ).resolves.toEqual(['A 33kV customer substation.', 'Protection settings agreed.']);
    await expect(
      page.getByRole('region', { name: 'Key figures' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['20 MW export', '4.2 km of 33kV cable']);
    const pictures = page.getByRole('region', { name: 'On site' });
    await expect(pictures.locator('figcaption').allTextContents()).resolves.toEqual([
      'Switchroom on delivery',
    ]);
    const sources = await pictures
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources).toHaveLength(2);
    for (const source of sources) {
      expect(source).toMatch(/^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/);
      expect((await fetch(`${site.server.url}${source}`)).status).toBe(200);
    }
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('shows the name, both images, the content and every section in the View modal', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/case-studies');
    const view = page.getByRole('button', { name: `View ${NAME}` });
    await view.click();
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.getByRole('img', { name: 'Card image' }).waitFor();
    await dialog.getByRole('img', { name: 'Header image' }).waitFor();
    await dialog.getByText('The developer needed a 33kV connection.', { exact: true }).waitFor();
    await dialog.getByText('We designed the substation.', { exact: true }).waitFor();
    await dialog.getByText('A 33kV customer substation.', { exact: true }).waitFor();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'km of 33kV cable' }).count()).resolves.toBe(
      1,
    );
    await dialog.getByRole('img', { name: 'Switchroom on delivery' }).waitFor();
    await dialog.getByRole('img', { name: 'On site: image 2' }).waitFor();
    // Focus went into the dialog, and comes back to View when it closes.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => activeText(page)).toBe(`View ${NAME}`);
    await close();
  });

  it('edits it: a new title, sections reordered by keyboard and one removed, and the page follows', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/case-studies');
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: /Edit Case Study/ }).waitFor();
    await expect(field(page, 'Name').inputValue()).resolves.toBe(NAME);
    await field(page, 'Name').fill(RENAMED);
    // The slug stays as stored, so the page keeps its address.
    await expect(field(page, 'URL Slug (optional)').inputValue()).resolves.toBe(SLUG);
    await page.getByRole('button', { name: 'Images', exact: true }).click();
    await page.getByText('Leave empty to keep the current image.').first().waitFor();
    await page.getByRole('button', { name: 'Sections', exact: true }).click();

    // Move the gallery to the top with the keyboard; focus stays on its buttons.
    const moveUp = page.getByRole('button', { name: 'Move up “On site”' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '“On site” moved up to position 2 of 3.' }).waitFor();
    await expect.poll(() => activeText(page)).toContain('up “On site”');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '“On site” moved up to position 1 of 3.' }).waitFor();
    // At the top Move up is disabled, so focus moved to its Move down.
    await expect.poll(() => activeText(page)).toContain('down “On site”');
    await page.getByRole('group', { name: 'Section 1 of 3: Image Gallery' }).waitFor();

    await page.getByRole('button', { name: 'Remove “Key figures”' }).click();
    await page.getByRole('status').filter({ hasText: '“Key figures” removed.' }).waitFor();
    await expect(page.getByRole('group', { name: /^Section \d of 2/ }).count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${RENAMED}” was published.` })
      .waitFor();

    const shown = await publicPage(page);
    expect(shown.h1).toBe(RENAMED);
    expect(shown.headings).toEqual(['On site', 'What we delivered']);
    await expect(
      page.getByRole('region', { name: 'On site' }).locator('figcaption').allTextContents(),
    ).resolves.toEqual(['Switchroom on delivery']);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('asks before Cancel drops unsaved changes, and not when there are none (under /admin-dashboard too)', async () => {
    const { page, close } = await openSignedInPage(site, '/admin-dashboard/case-studies');
    await page.getByRole('heading', { level: 1, name: 'Case Study Management' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Add New Case Study' });
    await toggle.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Add New Case Study' }).count()).toBe(0);

    await toggle.click();
    await field(page, 'Name').fill('Half-written case study');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(field(page, 'Name').inputValue()).resolves.toBe('Half-written case study');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => field(page, 'Name').count()).toBe(0);
    await toggle.waitFor();
    await close();
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe findings at ${width} px: list, each tab, the View modal`, async () => {
      const { page, close } = await openSignedInPage(site, '/dashboard/case-studies', { width });
      await page.getByRole('row').filter({ hasText: RENAMED }).waitFor();
      expect(await seriousAxeViolations(page), `list at ${width}`).toEqual([]);
      await page.getByRole('button', { name: `Edit ${RENAMED}` }).click();
      for (const tab of ['Basic Info', 'Images', 'Sections']) {
        await page.getByRole('button', { name: tab, exact: true }).click();
        await page.getByRole('heading', { name: tab, level: 3 }).waitFor();
        expect(await seriousAxeViolations(page), `${tab} at ${width}`).toEqual([]);
      }
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `View ${RENAMED}` }).click();
      await page.getByRole('dialog', { name: RENAMED }).waitFor();
      expect(await seriousAxeViolations(page), `View at ${width}`).toEqual([]);
      await close();
    });
  }

  it('deletes it after the confirmation: its page is gone and it leaves /case-studies', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/case-studies');
    await page.getByRole('button', { name: `View ${RENAMED}` }).click();
    const pictureUrls = await page
      .getByRole('dialog')
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Delete ${RENAMED}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(m.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`“${RENAMED}” was deleted.`).waitFor();
    await page.getByText(m.empty).waitFor();

    expect((await fetch(`${site.server.url}${PAGE}`)).status).toBe(404);
    const list = await (await fetch(`${site.server.url}/case-studies`)).text();
    expect(list).not.toContain(RENAMED);
    // Its pictures stay in the media library until they are deleted there (decision 025).
    expect(pictureUrls.length).toBeGreaterThanOrEqual(4);
    for (const url of pictureUrls) expect((await fetch(`${site.server.url}${url}`)).status, url).toBe(200);
    await close();
  });
});
