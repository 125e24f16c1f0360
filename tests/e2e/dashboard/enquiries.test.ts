import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { openPage } from '../../support/browser.ts';
import {
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';

// Enquiries (ours): an enquiry sent from /contact by a visitor is on the dashboard at once,
// whatever happens to its e-mail; staff find it, read it, mark it handled and delete it.

const site = startedSite();

const ENQUIRY = {
  'First Name': 'Priya',
  'Last Name': 'Raman',
  Email: 'priya.raman@solar-example.in',
  'Phone Number': '9876543210',
  Message: 'We need a G99 application and protection study for a 4.9 MW solar farm in Suffolk.',
};

describe('enquiries screen', () => {
  it('shows an enquiry sent from /contact, finds it, marks it handled and deletes it', async () => {
    const visitor = await openPage(site.browser);
    await visitor.page.goto(`${site.server.url}/contact`);
    await waitForHydration(visitor.page, 'form');
    for (const [label, value] of Object.entries(ENQUIRY)) {
      await visitor.page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await visitor.page.getByText(MESSAGES.contact.success).waitFor();
    await visitor.close();

    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/enquiries');
    const row = page.getByRole('row').filter({ hasText: 'Priya Raman' });
    await row.waitFor();
    expect(await row.getByText('Open', { exact: true }).count()).toBe(1);

    // Search by part of the message, kept in the URL; a search that matches nothing says so.
    await page.getByLabel('Search').fill('no such words');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No enquiries found matching your search').waitFor();
    await page.getByLabel('Search').fill('solar farm');
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(/q=solar\+farm/);
    await row.waitFor();

    await row.getByRole('button', { name: 'Priya Raman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Priya Raman' });
    await dialog.getByText(ENQUIRY.Message).waitFor();
    expect(await dialog.getByRole('link', { name: ENQUIRY.Email }).getAttribute('href')).toBe(
      `mailto:${ENQUIRY.Email}`,
    );
    await dialog.getByRole('button', { name: 'Mark as handled' }).click();
    await dialog.getByText(`by ${TEST_ADMIN.name}`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await row.getByText('Handled', { exact: true }).count()).toBe(1);

    // Open only: the handled enquiry leaves the view.
    await page.getByLabel('Status', { exact: true }).selectOption('open');
    await page.getByText('No enquiries found matching your search').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await row.getByRole('button', { name: 'Priya Raman' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('This action cannot be undone').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The enquiry from Priya Raman was deleted.').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('has no serious or critical axe findings at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, close } = await openSignedInPage(site, '/dashboard/enquiries', { width });
      await page.getByRole('table').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await close();
    }
  });
});
