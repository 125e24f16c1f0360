import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { applicationListAnswer } from '../../../domain/answers/applications.ts';
import { enquiryListAnswer } from '../../../domain/answers/enquiries.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  adminToken,
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { applyAs } from '../../support/site-data.ts';

// The Personal Data screen (UK GDPR articles 15 and 17) against the built site: an administrator
// downloads everything held for an address as a JSON file, then erases it after a confirmation
// that names the address; the API then holds nothing for it, someone else's data stays, and the
// activity log shows the download and the erasure.

const site = startedSite();
const SUBJECT = 'Priya.Sharma@Client.example';
const KEY = SUBJECT.toLowerCase();
const OTHER = 'tom.reed@client.example';

async function enquire(email: string) {
  const response = await fetch(`${site.server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Priya',
      lastName: 'Sharma',
      email,
      phone: '0123456789',
      message: 'Please send me the details of the G99 study you quoted for.',
    }),
  });
  expect(response.status).toBe(201);
}

let apiToken: string | undefined;

async function heldByApi(email: string) {
  apiToken ??= (await adminToken(site)).token;
  const token = apiToken;
  const headers = { Authorization: `Bearer ${token}` };
  const applications = applicationListAnswer.parse(
    await (await fetch(`${site.server.url}/api/applications?limit=100`, { headers })).json(),
  ).data.applications;
  const enquiries = enquiryListAnswer.parse(
    await (await fetch(`${site.server.url}/api/contact`, { headers })).json(),
  ).data.enquiries;
  const key = email.toLowerCase();
  return {
    applications: applications.filter((application) => application.email.toLowerCase() === key).length,
    enquiries: enquiries.filter((enquiry) => enquiry.email.toLowerCase() === key).length,
  };
}

describe('personal data screen', () => {
  it('downloads what is held for an address, erases it after confirming, and the log shows both', async () => {
    await applyAs(site, { firstName: 'Priya', lastName: 'Sharma', email: SUBJECT });
    await applyAs(site, { firstName: 'Tom', lastName: 'Reed', email: OTHER });
    await enquire(SUBJECT);
    expect(await heldByApi(SUBJECT)).toEqual({ applications: 1, enquiries: 1 });

    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/personal-data');
    await page.getByText('subject access request').waitFor();
    const field = page.getByLabel('E-mail address');

    // The address is checked with the domain's schema before anything is asked of the server.
    await page.getByRole('button', { name: 'Erase all data' }).click();
    await page.getByText(MESSAGES.login.emailRequired).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Download data held' }).click();
    await page.getByText(MESSAGES.login.emailInvalid).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field.fill(SUBJECT);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data held' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`personal-data-${KEY}.json`);
    const saved = JSON.parse((await readFile(await download.path())).toString('utf8'));
    expect(saved.emailAddress).toBe(KEY);
    expect(saved.applications).toHaveLength(1);
    expect(saved.applications[0]).toMatchObject({ firstName: 'Priya', lastName: 'Sharma' });
    expect(saved.enquiries).toHaveLength(1);
    expect(saved.enquiries[0].message).toContain('G99 study');
    expect(JSON.stringify(saved).toLowerCase()).not.toContain(OTHER);
    const found = page.getByRole('status').filter({ hasText: `Saved personal-data-${KEY}.json` });
    expect(await found.textContent()).toContain(`Held for ${KEY}: 1 application, 1 enquiry and`);

    // Erase: the confirmation names the address; Keep the data changes nothing.
    await page.getByRole('button', { name: 'Erase all data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase all data?' });
    await dialog.getByText(KEY).waitFor();
    expect(await dialog.textContent()).toContain('This cannot be undone.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep the data' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await heldByApi(SUBJECT)).toEqual({ applications: 1, enquiries: 1 });

    await page.getByRole('button', { name: 'Erase all data' }).click();
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    const erased = page.getByRole('status').filter({ hasText: 'Personal data erased' });
    await erased.waitFor();
    expect(await erased.textContent()).toContain(`Erased for ${KEY}: 1 application, 1 CV, 1 enquiry and`);
    // Focus is on the outcome, and the address is cleared so it cannot be sent again by habit.
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      'Personal data erased',
    );
    expect(await field.inputValue()).toBe('');

    expect(await heldByApi(SUBJECT)).toEqual({ applications: 0, enquiries: 0 });
    expect(await heldByApi(OTHER)).toEqual({ applications: 1, enquiries: 0 });

    await page.goto(`${site.server.url}/dashboard/activity?entity=personal-data`);
    const log = page.getByRole('table', { name: 'Activity log' });
    const erasure = log.getByRole('row').filter({ hasText: 'Erased personal data' });
    await erasure.waitFor();
    expect(await erasure.textContent()).toContain('applications: 1, CVs: 1, enquiries: 1');
    await log.getByRole('row').filter({ hasText: 'Downloaded' }).waitFor();
    expect((await log.textContent())?.toLowerCase()).not.toContain(KEY);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('keeps the typed address and shows the server’s message when a request fails', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/personal-data');
    await page.route('**/api/personal-data/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The database is not answering' }),
      }),
    );
    const field = page.getByLabel('E-mail address');
    await field.fill(OTHER);
    await page.getByRole('button', { name: 'Download data held' }).click();
    await page.getByRole('alert').filter({ hasText: 'The database is not answering' }).waitFor();
    expect(await field.inputValue()).toBe(OTHER);

    await page.getByRole('button', { name: 'Erase all data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase all data?' });
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The database is not answering' }).waitFor();
    await dialog.getByRole('button', { name: 'Keep the data' }).click();
    expect(await field.inputValue()).toBe(OTHER);
    expect(await heldByApi(OTHER)).toEqual({ applications: 1, enquiries: 0 });
    await close();
  });
});
