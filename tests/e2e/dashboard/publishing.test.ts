import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../support/browser.ts';
import {
  adminToken,
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// Decision 024 in the dashboard, in Chromium against the real server and database: a case study
// saved as a draft, published, then edited and saved as a draft shows each state in the list;
// the History dialog lists the versions and compares two; an edit's autosave and a new case
// study's browser storage survive closing the page.

const site = startedSite();

const NAME = 'Protection Study for a 132 kV Substation';
const SHOTS = process.env.SHOTS_DIR;
// Each poll waits on a call and a render: on a busy two-core machine, past expect.poll's 1 s.
const POLL = { timeout: 20_000 };

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
      .getByRole('button', { name: `Publish ${NAME}`, exact: true })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${NAME}” was published.` })
      .waitFor();
    await rowOf(page, NAME).getByText('Published', { exact: true }).waitFor();

    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe(NAME);
    await field(page, 'Content').fill('The client needed new protection settings, fast.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await rowOf(page, NAME).getByText('Changes not published', { exact: true }).waitFor();
    await shot(page, 'case-study-list');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('keeps a version at each publish; History lists them newest first, compares two and restores one', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/case-studies');
    // The draft of the test before becomes version 2 (the list's Publish made version 1).
    await rowOf(page, NAME)
      .getByRole('button', { name: `Publish ${NAME}`, exact: true })
      .click();
    await rowOf(page, NAME).getByText('Published', { exact: true }).waitFor();
    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe(NAME);
    await field(page, 'Description').fill('Settings, coordination and a relay test plan.');
    await page.getByRole('button', { name: 'Sections', exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${NAME}” was published.` })
      .waitFor();
    // The list shows the new version before its Edit is used (a click on the row being replaced
    // as the list reloads may open nothing).
    await rowOf(page, NAME).getByText('Published', { exact: true }).waitFor();
    await rowOf(page, NAME)
      .getByText('Changes not published', { exact: true })
      .waitFor({ state: 'detached' });

    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe(NAME);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const versions = history.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
    await expect.poll(() => versions.count(), POLL).toBe(3);
    await expect(versions.first().textContent()).resolves.toContain('Version 3');
    await expect(versions.first().textContent()).resolves.toContain('admin@voltline.example');

    await history.getByRole('checkbox', { name: /Version 1/ }).check();
    await history.getByRole('checkbox', { name: /Version 3/ }).check();
    await history.getByRole('heading', { name: 'Version 1 compared with version 3' }).waitFor();
    const content = history.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Content/ }) });
    await content.getByText('Changed').waitFor();
    await content.locator('del', { hasText: 'The client needed new protection settings.' }).waitFor();
    await content.locator('ins', { hasText: 'The client needed new protection settings, fast.' }).waitFor();
    await history.getByRole('img', { name: 'Card Image, Version 1' }).waitFor();
    await shot(page, 'history-dialog');
    expect(await seriousAxeViolations(page), 'History dialog').toEqual([]);

    await history.getByRole('button', { name: 'Restore as draft (version 1)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore as draft' });
    await confirm.getByRole('button', { name: 'Restore as draft' }).click();
    await history.getByText('Version 1 was restored as the draft.').waitFor();
    await expect.poll(() => versions.count(), POLL).toBe(4);
    await history.getByRole('button', { name: 'Close', exact: true }).first().click();
    // The form shows the restored text, and the list says the changes are not published.
    await expect
      .poll(() => field(page, 'Description').inputValue())
      .toBe('Settings and coordination for a new grid transformer.');
    await rowOf(page, NAME).getByText('Changes not published', { exact: true }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('autosaves an edit to the draft, so closing the page loses nothing', async () => {
    const first = await openSignedInPage(site, '/dashboard/case-studies');
    await rowOf(first.page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(first.page, 'Name').inputValue(), POLL).toBe(NAME);
    await field(first.page, 'Content').fill('Typed, then the tab was closed.');
    await first.page.getByText(/^Draft saved at \d{2}:\d{2}$/).waitFor({ timeout: 15_000 });
    await shot(first.page, 'case-study-autosaved');
    await first.close();

    const second = await openSignedInPage(site, '/dashboard/case-studies');
    await rowOf(second.page, NAME).getByText('Changes not published', { exact: true }).waitFor();
    await rowOf(second.page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect
      .poll(() => field(second.page, 'Content').inputValue())
      .toBe('Typed, then the tab was closed.');
    await second.close();
  });

  it('keeps a new case study typed but never saved in the browser, until discarded', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/case-studies');
    await page.getByRole('button', { name: 'Add New Case Study' }).click();
    await field(page, 'Name').fill('Cable Rating Study');
    await field(page, 'Description').fill('Ratings for a new 33 kV route.');
    // Closing the form's page without saving (no Cancel): a reload stands for a closed tab.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Add New Case Study' }).click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe('Cable Rating Study');
    expect(await field(page, 'Description').inputValue()).toBe('Ratings for a new 33 kV route.');
    await page.getByRole('button', { name: 'Discard it and start again' }).click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe('');
    await close();
  });

  it('Preview opens the working copy in a new tab, with a link that works without a session', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/case-studies');
    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe(NAME);
    // The tab opens on the link, which is on PUBLIC_URL: under test that is not the port the site
    // listens on, so the link is followed below on the site's own address.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /^Preview/ }).click(),
    ]);
    const link = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(new URL(link).searchParams.get('preview')).toBeTruthy();
    await page.getByText(/^Preview link, valid until .+ \(UK time\)/).waitFor();
    await shot(page, 'case-study-preview-link');
    await tab.close();
    await close();

    // A colleague without an account.
    const stranger = await openPage(site.browser);
    const { pathname, search } = new URL(link);
    await stranger.page.goto(`${site.server.url}${pathname}${search}`);
    await stranger.page.getByText('Preview: not published').waitFor();
    await stranger.page.getByText('Typed, then the tab was closed.').waitFor();
    await stranger.close();
  });

  it('schedules a job from UK wall time, shown in the list and on the overview', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/jobs/new');
    const byLabel = (label: string) => page.getByLabel(label, { exact: false });
    await byLabel('Job Title').fill('Substation Commissioning Engineer');
    await byLabel('Country').selectOption('United Kingdom');
    await byLabel('Location').fill('Ipswich');
    await page.getByRole('button', { name: 'Next' }).click();
    await byLabel('Qualifications').fill(
      'BEng/MEng in electrical engineering; chartered or working towards it.',
    );
    await byLabel('Experience').fill('3+ years');
    await byLabel('Responsibilities').fill(
      'Commission protection and control systems.\nWitness factory tests.',
    );
    // A summer time (BST): 09:00 in the UK is 08:00 UTC, whatever the browser's zone.
    await page.getByLabel(/^Publish at/).fill('2030-07-01T09:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.waitForURL(`${site.server.url}/dashboard/jobs`);
    await page.getByText('“Substation Commissioning Engineer” is scheduled to publish.').waitFor();
    const row = rowOf(page, 'Substation Commissioning Engineer');
    await row.getByText('Scheduled', { exact: true }).waitFor();
    await row.getByText('Publishes Mon 1 Jul 2030, 09:00').waitFor();

    await page.goto(`${site.server.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Scheduled changes' });
    const entry = panel.getByRole('listitem').filter({ hasText: 'Substation Commissioning Engineer' });
    await entry.getByText('Mon 1 Jul 2030, 09:00').waitFor();
    await expect(entry.locator('time').getAttribute('datetime')).resolves.toBe('2030-07-01T08:00:00.000Z');
    await entry.getByText('Publish', { exact: true }).waitFor();
    await close();
  });

  it('uploads a gallery image as a draft: the card says Draft, the public gallery leaves it out until published', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/gallery');
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const form = page.getByRole('dialog', { name: 'Upload Images' });
    await form
      .locator('#upload-image')
      .setInputFiles({ name: 'relay-panel.jpg', ...(await picture('#f2a900')) });
    await form.getByRole('listitem', { name: 'Chosen image' }).getByLabel('Title').fill('Relay panel wiring');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect.poll(() => form.count(), { timeout: 10_000 }).toBe(0);
    await page.getByText('1 image was saved as a draft. The public gallery does not show it yet.').waitFor();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Relay panel wiring' }) });
    await card.getByText('Draft', { exact: true }).waitFor();
    const publicGallery = async () => (await fetch(`${site.server.url}/api/gallery`)).text();
    expect(await publicGallery()).not.toContain('Relay panel wiring');

    await card.getByRole('button', { name: 'Publish Relay panel wiring', exact: true }).click();
    await card.getByText('Published', { exact: true }).waitFor();
    expect(await publicGallery()).toContain('Relay panel wiring');
    await close();
  });

  it('deactivates a job with changes not published and keeps those changes as its draft', async () => {
    const { token } = await adminToken(site);
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${site.server.url}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBeLessThan(300);
      return response.json();
    };
    const job = {
      title: 'Protection Engineer',
      country: 'United Kingdom',
      place: 'Colchester',
      type: 'Full-time',
      qualifications: 'BEng/MEng in electrical engineering; chartered or working towards it.',
      experience: '5+ years',
      responsibilities: 'Protection settings for 132 kV substations.\nRelay testing and commissioning.',
      isActive: true,
    };
    const created = await send('POST', '/jobs', job);
    const id: string = created.data.job._id;
    await send('PUT', `/jobs/${id}`, {
      ...job,
      title: 'Senior Protection Engineer (draft)',
      status: 'draft',
    });

    const { page, close } = await openSignedInPage(site, '/dashboard/jobs');
    const row = rowOf(page, 'Protection Engineer');
    await row.getByText('Changes not published', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Deactivate Protection Engineer' }).click();
    await page.getByText('“Protection Engineer” is now inactive.').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await row.getByText('Changes not published', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Edit Protection Engineer' }).click();
    await expect
      .poll(() => page.getByLabel('Job Title', { exact: false }).inputValue())
      .toBe('Senior Protection Engineer (draft)');
    await close();
  });

  it('Discard changes deletes the draft after a confirmation; the form and the list are back to the published version', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard/case-studies');
    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect
      .poll(() => field(page, 'Content').inputValue(), POLL)
      .toBe('Typed, then the tab was closed.');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect
      .poll(() => field(page, 'Content').inputValue())
      .toBe('The client needed new protection settings, fast.');
    await rowOf(page, NAME).getByText('Published', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Discard changes' }).count()).toBe(0);
    await close();
  });
  it('Restore and publish brings the first version back to the public page', async () => {
    const publicPage = `${site.server.url}/case-studies/protection-study-for-a-132-kv-substation`;
    const reader = await openPage(site.browser);
    await reader.page.goto(publicPage);
    await reader.page.getByText('Settings, coordination and a relay test plan.').first().waitFor();

    const { page, close } = await openSignedInPage(site, '/dashboard/case-studies');
    await rowOf(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await expect.poll(() => field(page, 'Name').inputValue(), POLL).toBe(NAME);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('button', { name: 'Restore and publish (version 1)' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore and publish' })
      .getByRole('button', { name: 'Restore and publish' })
      .click();
    await history.getByText(/Version 1 was restored and published/).waitFor();
    await close();

    // A reader of the site, with no session, sees the first version's text again.
    await reader.page.goto(publicPage);
    await reader.page.getByText('Settings and coordination for a new grid transformer.').first().waitFor();
    await reader.page
      .getByText('The client needed new protection settings.', { exact: true })
      .first()
      .waitFor();
    expect(await reader.page.getByText('Settings, coordination and a relay test plan.').count()).toBe(0);
    await reader.close();
  });
});
