import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { pdfBytes } from '../../support/api-client.ts';
import {
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';
import { ukDateFromToday } from '../../support/uk-dates.ts';

// admin.md §2 Job listings and Job form, §4, §5: a job made in two steps through the screens,
// seen on /careers and on its own page with JobPosting data, deactivated until it leaves the
// public list, edited, and deleted — in Chromium against the real server and database.

const site = startedSite();
const m = MESSAGES.jobs;

const TITLE = 'Senior Earthing Engineer';
const RESPONSIBILITIES = [
  'Earthing system design to BS EN 50522 and IEEE 80.',
  'Soil resistivity surveys and CDEGS modelling.',
  'Step and touch potential assessments for 132 kV substations.',
].join('\n');

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

async function publicJobTitles(): Promise<string[]> {
  const answer: { data: { jobs: { title: string }[] } } = await (
    await fetch(`${site.server.url}/api/jobs`)
  ).json();
  return answer.data.jobs.map((job) => job.title);
}

describe('job listings and the job form (admin.md §2, §5)', () => {
  it('creates a job in two steps, checking each step, and shows it on the careers page with JobPosting data', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/jobs');
    await page.getByText(m.empty).waitFor();
    await page.getByRole('link', { name: 'Add New Job' }).click();
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();

    // Step 1 → 2 only when step 1 validates; the first invalid field takes focus.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(m.titleRequired).waitFor();
    expect(await page.getByText(m.countryRequired).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('job-title');
    // After the first failed attempt fields revalidate on every change.
    await field(page, 'Job Title').fill(TITLE);
    await expect.poll(() => page.getByText(m.titleRequired).count()).toBe(0);
    await field(page, 'Country').selectOption('United Kingdom');
    await field(page, 'Location').fill('Colchester');
    await field(page, 'Job Type').fill('Full-time');
    await field(page, 'Location').press('Enter');
    await page.getByRole('heading', { name: 'Job Details' }).waitFor();

    await field(page, 'Qualifications').fill('BEng');
    await field(page, 'Experience').fill('5+ years');
    await field(page, 'Responsibilities').fill('Design.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(m.qualificationsTooShort).waitFor();
    expect(await page.getByText(m.responsibilitiesTooShort).count()).toBe(1);
    // Previous keeps what was typed.
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await field(page, 'Job Title').inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Qualifications').fill(
      'BEng/MEng in electrical engineering; chartered or working towards it.',
    );
    await field(page, 'Responsibilities').fill(RESPONSIBILITIES);
    await field(page, 'Closing Date').fill(ukDateFromToday(30));

    // The PDF is checked on selection, then uploaded at once.
    await page
      .locator('#job-pdf')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(m.pdfNotPdf).waitFor();
    await page.locator('#job-pdf').setInputFiles({
      name: 'earthing-engineer.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfBytes(4096)),
    });
    await page.getByText('Current PDF:').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    await page.waitForURL(`${site.server.url}/dashboard/jobs`);
    await page.getByText(`“${TITLE}” was published.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('Colchester, United Kingdom').waitFor();
    expect(await row.getByText('Active', { exact: true }).count()).toBe(1);
    const pdfHref = await row.getByRole('link', { name: /View PDF/ }).getAttribute('href');
    expect(pdfHref).toMatch(/^\/uploads\/.+\.pdf$/);
    expect((await fetch(`${site.server.url}${pdfHref}`)).status).toBe(200);

    // On /careers, and on its own page with JobPosting data built from the visible text.
    expect(await publicJobTitles()).toContain(TITLE);
    await page.goto(`${site.server.url}/careers`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('[data-country="United Kingdom"]').click();
    await page.getByRole('link', { name: `View details of ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const [data] = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = JSON.parse(data ?? '{}');
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: TITLE, employmentType: 'FULL_TIME' });
    expect(posting.validThrough).toContain(ukDateFromToday(30));
    expect(posting.jobLocation.address).toMatchObject({
      addressLocality: 'Colchester',
      addressCountry: 'GB',
    });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('deactivates the job (it leaves the public list), edits it and deletes it after the confirmation', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/jobs');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: /Deactivate/ }).click();
    await page.getByText(`“${TITLE}” is now inactive.`).waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect(await publicJobTitles()).not.toContain(TITLE);

    // Show active jobs only (kept in the URL) hides it; the empty text of §2 shows.
    await page.getByLabel('Show active jobs only').click();
    await page.waitForURL(/active=true/);
    await page.getByText(m.empty).waitFor();
    await page.getByLabel('Show active jobs only').click();
    await page.waitForURL((url) => !url.searchParams.has('active'));

    await row.getByRole('link', { name: /Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit Job' }).waitFor();
    expect(await field(page, 'Job Title').inputValue()).toBe(TITLE);
    await field(page, 'Location').fill('Ipswich');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await field(page, 'Responsibilities').inputValue()).toBe(RESPONSIBILITIES);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(`${site.server.url}/dashboard/jobs`);
    await row.getByText('Ipswich, United Kingdom').waitFor();
    // Editing kept it inactive.
    expect(await row.getByText('Inactive', { exact: true }).count()).toBe(1);

    // Delete asks first; Cancel has focus and keeps the job.
    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(m.confirmDelete).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await row.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`“${TITLE}” was deleted.`).waitFor();
    await page.getByText(m.empty).waitFor();
    await close();
  });

  it('has no serious or critical axe findings on the list and the form at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      for (const path of ['/dashboard/jobs', '/dashboard/jobs/new']) {
        const { page, close } = await openSignedInPage(site, path, { width });
        expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
        await close();
      }
    }
  });
});
