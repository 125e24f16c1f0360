import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { applicationListAnswer } from '../../../domain/answers/applications.ts';
import { APPLICATION_STATUSES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  adminToken,
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { applyAs } from '../../support/site-data.ts';

// admin.md §2 Application management, §4 statuses, §8: filters, search, numbered pages of 10, the
// detail dialog with every status and the private CV download, notes and history, the CSV export
// and delete — in Chromium, through the screens, against the real server and database.

const site = startedSite();
const m = MESSAGES.applications;

describe('applications screen (admin.md §2)', () => {
  it('pages through applications 10 at a time and keeps filters and search in the URL', async () => {
    for (let index = 1; index <= 11; index += 1) {
      await applyAs(site, {
        firstName: `Applicant${String(index).padStart(2, '0')}`,
        lastName: 'Test',
        email: `applicant${index}@example.com`,
        country: index % 2 === 0 ? 'India' : 'United Kingdom',
      });
    }
    await applyAs(site, {
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'Lina.Haddad@example.com',
      position: 'Cable Engineer',
    });
    // The same address again: flagged as having applied before.
    await applyAs(site, {
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina.haddad@example.com',
      position: 'Protection Engineer',
    });

    const { page, close } = await openSignedInPage(site, '/dashboard/applications');
    await page.getByText('13 matching.').waitFor();
    expect(await page.getByRole('row').filter({ hasText: '@' }).count()).toBe(10);
    const pages = page.getByRole('navigation', { name: 'Application pages' });
    await pages.getByRole('button', { name: '2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: '@' }).count()).toBe(3);

    // A filter starts again at page 1.
    await page.getByLabel('Country').selectOption('India');
    await page.waitForURL(
      (url) => url.searchParams.get('country') === 'India' && !url.searchParams.has('page'),
    );
    await page.getByText('5 matching.').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('hired');
    await page.getByText(m.empty).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await page.getByLabel('Country').selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('country'));

    await page.getByLabel('Search', { exact: true }).fill('LINA.haddad');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.getByText('2 matching.').waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'Lina Haddad' });
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'Applied before' }).count()).toBe(1);
    // A reload keeps the search.
    await page.reload();
    await page.getByText('2 matching.').waitFor();
    await close();
  });

  it('opens an application from its link (?open=<id>) though it is not on page 1, and closing takes it out of the URL', async () => {
    const { token } = await adminToken(site);
    const second = await fetch(`${site.server.url}/api/applications?page=2`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const target = applicationListAnswer.parse(await second.json()).data.applications[0];
    if (!target) throw new Error('no application on page 2');
    const name = `${target.firstName} ${target.lastName}`;

    // As the HR e-mail links to it (and as sign-in returns to it).
    const { page, close, consoleErrors } = await openSignedInPage(
      site,
      `/dashboard/applications?open=${target._id}`,
    );
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('heading', { name: 'Status history' }).waitFor();
    await dialog.getByText(target.email).waitFor();
    await page.getByText('13 matching.').waitFor();
    expect(await page.locator(`tr[data-row-key="${target._id}"]`).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('open'));
    await expect.poll(() => dialog.count()).toBe(0);

    // Opening a row puts it in the URL; Back closes it again.
    await page.getByRole('button', { name: 'Lina Haddad', exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.has('open'));
    await page
      .getByRole('dialog', { name: 'Lina Haddad' })
      .getByRole('heading', { name: 'Status history' })
      .waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('open'));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // An application deleted since the link was sent: the error, in the dialog, with Close.
    await page.goto(`${site.server.url}/dashboard/applications?open=no-such-application`);
    const gone = page.getByRole('dialog', { name: 'Application' });
    await gone.getByText(m.notFound).waitFor();
    await gone.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('open'));
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('moves an application through all five statuses, keeps a note and the history, and downloads the CV', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(
      site,
      '/dashboard/applications?q=lina&position=Protection+Engineer',
    );
    await page.getByText('1 matching.').waitFor();
    expect(await page.getByLabel('Position').inputValue()).toBe('Protection Engineer');
    const row = page.getByRole('row').filter({ hasText: 'Lina Haddad' });
    await row.getByRole('button', { name: 'Lina Haddad', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Lina Haddad' });
    await dialog.getByRole('heading', { name: 'Status history' }).waitFor();

    for (const status of APPLICATION_STATUSES.slice(1)) {
      await dialog.getByLabel('Status', { exact: true }).selectOption(status);
      await expect.poll(() => dialog.getByLabel('Status', { exact: true }).isEnabled()).toBe(true);
      const label = status.charAt(0).toUpperCase() + status.slice(1);
      await dialog
        .getByRole('listitem')
        .filter({ hasText: `→ ${label}` })
        .waitFor();
    }
    expect(await dialog.getByRole('listitem').filter({ hasText: TEST_ADMIN.name }).count()).toBe(4);
    await dialog.getByRole('listitem').filter({ hasText: 'Interviewed → Rejected' }).waitFor();

    await dialog
      .getByLabel('Add a note')
      .fill('Strong relay coordination background; invite for a technical interview.');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByText('Strong relay coordination background').waitFor();
    // The box empties once the saved note is shown, in the same or the next render.
    await expect.poll(() => dialog.getByLabel('Add a note').inputValue()).toBe('');

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Lina-Haddad-CV.pdf');
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Hired', { exact: true }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('exports the filtered list as a spreadsheet-safe CSV', async () => {
    await applyAs(site, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Smith',
      email: 'formula@example.com',
    });
    const { page, close } = await openSignedInPage(site, '/dashboard/applications?q=example.com');
    await page.getByText('14 matching.').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('First name');
    // All pages, not the 10 on screen.
    expect(lines).toHaveLength(15);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    await close();
  });

  it('deletes an application after a confirmation that says it cannot be undone', async () => {
    const { token } = await adminToken(site);
    const { page, close } = await openSignedInPage(site, '/dashboard/applications?q=formula');
    const row = page.getByRole('row').filter({ hasText: 'formula@example.com' });
    await row.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(m.confirmDelete).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(m.empty).waitFor();
    const left = await fetch(`${site.server.url}/api/applications?q=formula`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await left.json()) as { total: number }).total).toBe(0);
    await close();
  });

  it('has no serious or critical axe findings, with the dialog open, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, close } = await openSignedInPage(site, '/dashboard/applications', { width });
      await page.getByRole('table').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Lina Haddad' }).first().click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Status history' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Escape closes the dialog and focus returns to the name that opened it.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Lina Haddad');
      await close();
    }
  });
});
