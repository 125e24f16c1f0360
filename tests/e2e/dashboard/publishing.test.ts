import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openSignedInPage, type Page, startedSite, unexpectedErrors } from '../../support/fixtures.ts';

// Decision 024 in the dashboard, in Chromium against the real server and database: a case study
// saved as a draft, published, then edited and saved as a draft shows each state in the list;
// the History dialog lists the versions and compares two; an edit's autosave and a new case
// study's browser storage survive closing the page.

const site = startedSite();

const NAME = 'Protection Study for a 132 kV Substation';
const SHOTS = process.env.SHOTS_DIR;

async function picture(background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { mimeType: 'image/jpeg', buffer };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('publishing in the dashboard (decision 024)', () => {
  it('saves a new case study as a draft, publishes it, and shows changes not published after a draft edit', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/case-studies');
    await page.getByRole('button', { name: 'Add New Case Study' }).click();
    await field(page, 'Name').fill(NAME);
    await field(page, 'Description').fill('Settings and coordination for a new grid transformer.');
    await field(page, 'Content').fill('The client needed new protection settings.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .locator('#case-study-cardImage')
      .setInputFiles({ name: 'card.jpg', ...(await picture('#2a6f97')) });
    await shot(page, 'case-study-form');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${NAME}” was saved as a draft.` })
      .waitFor();
    await rowOf(page, NAME).getByText('Draft', { exact: true }).waitFor();

    await rowOf(page, NAME)
      .getByRole('button', { name: `Publish ${NAME}` })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${NAME}” was published.` })
      .waitFor();
    await rowOf(page, NAME).getByText('Published', { exact: true }).waitFor();

    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(page, 'Name').inputValue()).toBe(NAME);
    await field(page, 'Content').fill('The client needed new protection settings, fast.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await rowOf(page, NAME).getByText('Changes not published', { exact: true }).waitFor();
    await shot(page, 'case-study-list');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
