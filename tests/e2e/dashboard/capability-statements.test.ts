import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '../../../domain/capability-statements.ts';
import { openPage } from '../../support/browser.ts';
import {
  openSignedInPage,
  ownStaffAccount,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';
import { ukDateFromToday } from '../../support/uk-dates.ts';

// Decision 028 in Chromium against the real server and database: an editor makes a capability
// statement through the screens from the site's published sample content (suggested case studies
// and a product, put in order with the keyboard), saves it, makes its PDF and watches it finish,
// downloads it, and gives the client a link that opens it in another browser; the screens have no
// serious accessibility findings at desktop and phone widths.

const site = startedSite({ SAMPLE_CONTENT: 'on' });
const m = STATEMENT_MESSAGES;

/** A page signed in as a new editor (as the login page leaves it), opened at `path`. */
async function openEditorPage(path: string) {
  const editor = await ownStaffAccount(site, { role: 'editor', name: 'Edie Editor' });
  const login = await fetch(`${site.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  });
  const answer: { token: string; data: { user: unknown } } = await login.json();
  const opened = await openPage(site.browser);
  await opened.page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('fixture-signed-in')) return;
      sessionStorage.setItem('fixture-signed-in', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [answer.token, JSON.stringify(answer.data.user)] as const,
  );
  await opened.page.goto(`${site.server.url}${path}`);
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  return opened;
}

/** The names of the chosen case studies, in order. */
async function chosenCaseStudies(page: Page): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Chosen case studies' }).getByRole('listitem');
  const names = await items.locator('p.font-semibold').allTextContents();
  return names.map((name) => name.replace(/^\d+\.\s*/, ''));
}

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('capability statements (decision 028)', () => {
  it('lets an editor make a statement from suggestions, order it by keyboard, make and download its PDF and share it', async () => {
    const { page, close, consoleErrors } = await openEditorPage('/dashboard/capability-statements');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Capability statements' })
      .waitFor();
    // Accreditations are kept by administrators: not in an editor's navigation.
    expect(await page.getByRole('link', { name: 'Accreditations' }).count()).toBe(0);
    await page.getByText('No capability statements yet.', { exact: false }).waitFor();
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'New statement' }).click();
    await page.getByRole('heading', { level: 1, name: 'New capability statement' }).waitFor();
    await waitForHydration(page, '#statement-title');

    // Save refuses a statement without its title and client, beside the fields, focus on the first.
    await page.getByRole('button', { name: 'Save statement' }).click();
    await page.getByText(m.titleRequired).waitFor();
    await page.getByText(m.clientRequired).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('statement-title');

    await page.getByLabel('Tender title').fill('Standby power upgrade, Slough campus');
    await page.getByLabel('Client name').fill('Northgate Data Centres');
    await page.getByLabel('Tender reference').fill('PQQ-2027-014');
    await page.getByLabel('Due date').fill('2027-03-31');
    await page.getByLabel('Sector').selectOption('data-centres');
    await page.getByRole('group', { name: 'Services' }).getByLabel('Power System Studies').check();
    await page.getByRole('group', { name: 'Services' }).getByLabel('Plant Engineering').check();

    // The suggestions follow the sector and services: two case studies and a product are added.
    const suggested = page.getByRole('region', { name: 'Suggested for this tender' });
    const addCaseStudy = suggested
      .getByRole('region', { name: 'Case studies' })
      .getByRole('button', { name: /^Add / });
    const addProduct = suggested
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: /^Add / });
    await expect.poll(() => addCaseStudy.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => addProduct.count()).toBeGreaterThanOrEqual(1);
    expect(await suggested.getByText('mentions', { exact: false }).count()).toBeGreaterThan(0);
    await addCaseStudy.first().click();
    await addCaseStudy.first().click();
    await addProduct.first().click();
    await expect.poll(() => chosenCaseStudies(page).then((names) => names.length)).toBe(2);
    await page.getByRole('region', { name: 'Chosen products' }).getByRole('listitem').first().waitFor();

    // Move the first case study down with the keyboard: the order changes and focus stays on it.
    const [first, second] = await chosenCaseStudies(page);
    const moveDown = page
      .getByRole('region', { name: 'Chosen case studies' })
      .getByRole('button', { name: `Move down ${first}` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chosenCaseStudies(page)).toEqual([second, first]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(`Move down ${first}`);
    // Then back up with Space from the same place in the list.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => chosenCaseStudies(page)).toEqual([first, second]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => chosenCaseStudies(page)).toEqual([second, first]);

    // A short text for this client, over the site's own (shown as the placeholder).
    const shortText = page
      .getByRole('region', { name: 'Chosen case studies' })
      .getByLabel('Short text for this client')
      .first();
    expect(await shortText.getAttribute('placeholder')).toBeTruthy();
    await shortText.fill('Standby generation proven at full load before go-live.');

    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Save statement' }).click();
    await page.waitForURL(/\/dashboard\/capability-statements\/(?!new)[^/]+$/);
    await page.getByText(m.created).waitFor();
    await expect.poll(() => chosenCaseStudies(page)).toEqual([second, first]);
    await page.getByText('No PDF made yet.').waitFor();

    // Make PDF: the progress bar runs to done, then the PDF downloads.
    await page.getByRole('button', { name: 'Make PDF' }).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await page.getByText('PDF ready').waitFor();
    await page.getByText(/^PDF made \d{1,2} \w{3} \d{4}, \d+ pages?, [\d.]+ (KB|MB)$/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Northgate-Data-Centres-.*\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Share with the client: the address is shown once; another browser opens the PDF.
    await page.getByLabel('Days').fill('14');
    await page.getByLabel('Given to').fill('Jo Smith, procurement');
    await page.getByRole('button', { name: 'Create link' }).click();
    await page.getByText(m.linkCreated).waitFor();
    const address = await page.getByLabel('Link for the client').inputValue();
    expect(address).toMatch(/\/statements\/[^/]+$/);
    // The address is made from PUBLIC_URL, which the test's server (on a free port) leaves unset.
    const url = `${site.server.url}${new URL(address).pathname}`;
    await page.getByText('Not opened yet').waitFor();

    const client = await site.browser.newContext();
    const opened = await client.request.get(url);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toContain('application/pdf');
    expect((await opened.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await client.close();

    await page.reload();
    await page.getByText('Opened once', { exact: false }).waitFor();
    await axeAtBothWidths(page);

    // Withdrawn after a confirmation, the link no longer opens.
    await page.getByRole('button', { name: 'Withdraw the link given to Jo Smith, procurement' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw link' });
    await confirm.getByRole('button', { name: 'Withdraw link' }).click();
    await page.getByText(m.linkRevoked).waitFor();
    expect((await fetch(url)).status).toBe(410);

    // Copy for another tender opens the copy; deleting it (after a confirmation) returns to the list.
    await page.getByRole('button', { name: 'Copy for another tender' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Copy of Standby power upgrade, Slough campus' })
      .waitFor();
    await page.getByText(m.copied).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleting = page.getByRole('alertdialog', { name: 'Delete capability statement' });
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: 'Capability statements' }).waitFor();
    await page.getByText(m.deleted).waitFor();
    const tenders = page.getByRole('table', { name: 'Capability statements' }).getByRole('link');
    await expect.poll(() => tenders.allTextContents()).toEqual(['Standby power upgrade, Slough campus']);

    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});

describe('a case study’s PDF on the public site (decision 028)', () => {
  it('is offered as "Download as PDF" beside the page’s other links, and its link answers the PDF', async () => {
    const { page, close, consoleErrors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/case-studies/loadtestcasestudy`);
    const link = page
      .getByRole('navigation', { name: 'More from us' })
      .getByRole('link', { name: /Download as PDF/ });
    expect(await link.getAttribute('href')).toBe('/case-studies/loadtestcasestudy/pdf');
    expect(await link.getAttribute('download')).not.toBeNull();
    const answer = await fetch(`${site.server.url}/case-studies/loadtestcasestudy/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});

describe('accreditations (decision 028)', () => {
  it('are kept by an administrator in a dialog, marked by expiry, and those needing renewal are on the overview', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/accreditations');
    await waitForHydration(page, 'main button');
    const add = page.getByRole('button', { name: 'Add accreditation' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add accreditation' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await dialog.getByRole('button', { name: 'Add accreditation' }).click();
    await dialog.getByText(m.accreditationNameRequired).waitFor();
    await dialog.getByLabel('Accreditation').fill('ISO 45001:2018 Occupational health and safety');
    await dialog.getByLabel('Certifying body').fill('BSI');
    await dialog.getByLabel('Certificate number').fill('OHS 778812');
    await dialog.getByLabel('Expiry date').fill(ukDateFromToday(30));
    await dialog.getByRole('button', { name: 'Add accreditation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Add accreditation');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row('ISO 45001').getByText('Expires soon').waitFor();

    for (const [name, days] of [
      ['SafeContractor', -3],
      ['ISO 9001:2015 Quality management', 400],
    ] as const) {
      await add.click();
      await dialog.getByLabel('Accreditation').fill(name);
      await dialog.getByLabel('Certifying body').fill(name === 'SafeContractor' ? 'Alcumus' : 'BSI');
      await dialog.getByLabel('Expiry date').fill(ukDateFromToday(days));
      await dialog.getByRole('button', { name: 'Add accreditation' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await row('SafeContractor').getByText('Expired').waitFor();
    await row('ISO 9001').getByText('Valid').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Deleted after a confirmation.
    await row('ISO 9001').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete accreditation' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => row('ISO 9001').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
    const renewals = page.getByRole('region', { name: 'Accreditations needing renewal' });
    await renewals.getByText('SafeContractor').waitFor();
    await renewals.getByText('ISO 45001:2018 Occupational health and safety').waitFor();
    expect(await renewals.getByText('ISO 9001').count()).toBe(0);
    await renewals.getByRole('link', { name: 'Manage accreditations' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
