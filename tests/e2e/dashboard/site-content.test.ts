import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, type Page } from '../../support/browser.ts';
import {
  openSignedInPage,
  ownStaffAccount,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';

// Issue 25 "Done when", in Chromium through the screens against the real server: an editor (made
// by an administrator on the Staff screen) adds a leader with an uploaded portrait, moves them up
// the team, changes a figure and an office's phone number, and publishes each; the public pages,
// the footer and the Organization JSON-LD show it at once. A banner scheduled for later stays off
// the site until its time; a privacy-policy edit with a list and a link shows on the policy page,
// and a pasted script does not. The portrait uploaded for the team is then chosen for a case
// study from the media library (no second upload), and deleting it while both use it is refused,
// naming both. HR has no Site content. The scheduler ticks every half second, so a schedule acts
// within a second of its time.

const site = startedSite({ PUBLISHING_TICK_SECONDS: '0.5' });

const EDITOR = {
  name: 'Morgan Reed',
  email: 'morgan.reed@voltline.example',
  initialPassword: 'initial-pass-5512',
  ownPassword: 'busbar heron lantern',
};
const LEADER = { name: 'Alex Okafor', role: 'Director of Protection', alt: 'Portrait of Alex Okafor' };
const PHONE = '+44 (0)1206 555 123';
const CASE_STUDY = 'Protection Review of a 132kV Substation';

/** The team portrait's stored URL, once uploaded. */
let portraitUrl = '';

let portrait: Buffer;
let editorPage: { page: Page; close: () => Promise<void>; consoleErrors: string[] };

beforeAll(async () => {
  portrait = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2a5a7a' } })
    .png()
    .toBuffer();
  // The administrator makes the editor's account; the editor signs in and chooses a password.
  const admin = await openSignedInPage(site, '/dashboard/staff');
  await admin.page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByLabel('Name').fill(EDITOR.name);
  await dialog.getByLabel('E-mail').fill(EDITOR.email);
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByLabel('Initial password').fill(EDITOR.initialPassword);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await admin.close();

  editorPage = await openPage(site.browser);
  const { page } = editorPage;
  await page.goto(`${site.server.url}/login`);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.locator('#login-password').fill(EDITOR.initialPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Initial password').fill(EDITOR.initialPassword);
  await page.locator('#password-newPassword').fill(EDITOR.ownPassword);
  await page.getByLabel('Confirm new password').fill(EDITOR.ownPassword);
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  await page.getByRole('heading', { name: `Welcome, ${EDITOR.name}` }).waitFor();
});

async function publicHtml(path: string): Promise<string> {
  const response = await fetch(`${site.server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The Organization node of the page's JSON-LD. */
function organisation(html: string): Record<string, unknown> | undefined {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  const nodes = blocks.flatMap((block) => {
    const parsed: unknown = JSON.parse(block[1] ?? 'null');
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.flatMap((node) =>
      node && typeof node === 'object' && '@graph' in node ? (node['@graph'] as unknown[]) : [node],
    );
  });
  return nodes.find(
    (node): node is Record<string, unknown> =>
      typeof node === 'object' &&
      node !== null &&
      (node as Record<string, unknown>)['@type'] === 'Organization',
  );
}

async function openSection(page: Page, name: string) {
  await page.goto(`${site.server.url}/dashboard/site-content`);
  await page.getByRole('link', { name: `Edit ${name.toLowerCase()}` }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Publish' }).waitFor();
}

/** The editor's API token (the dashboard keeps it in localStorage). */
async function editorToken(): Promise<string> {
  return (await editorPage.page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

async function staffJson<T>(path: string): Promise<T> {
  const response = await fetch(`${site.server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${await editorToken()}` },
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer as T;
}

/** A visitor's page at 1280 px, loaded and hydrated. */
async function visit(path: string) {
  const visitor = await openPage(site.browser, { width: 1280 });
  await visitor.page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await waitForHydration(visitor.page);
  return visitor;
}

async function publish(page: Page, label: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText(`“${label}” was published.`).waitFor();
}

describe('site content, edited by an editor', () => {
  it('shows Site content in the editor’s sidebar with the six sections and their state', async () => {
    const { page } = editorPage;
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .first()
      .getByRole('link', { name: 'Site content' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Site content' }).waitFor();
    for (const name of [
      'Leadership team',
      'Testimonials',
      'Figures',
      'Offices and contact details',
      'Announcement banner',
      'Privacy policy',
    ]) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    expect(await page.getByText('Published', { exact: true }).count()).toBe(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('adds a leader with an uploaded portrait, moves them up, and publishes: /about shows it at once', async () => {
    const { page } = editorPage;
    await openSection(page, 'Leadership team');
    await page.getByRole('button', { name: 'Add a person' }).click();
    // Focus goes to the new person's first field.
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^team-.+-name$/);
    const person = page.getByRole('region', { name: /^Person 4/ });
    await page.keyboard.type(LEADER.name);
    await person.getByLabel('Role').fill(LEADER.role);
    await person
      .getByLabel('Biography')
      .fill('Alex leads protection studies for transmission and distribution clients.');

    // The upload needs the alt text first, and carries it into the media library.
    await person.getByLabel('Upload a new portrait').setInputFiles({
      name: 'alex.png',
      mimeType: 'image/png',
      buffer: portrait,
    });
    await person.getByText('Describe the portrait in "Portrait alt text" first').waitFor();
    await person.getByLabel('Portrait alt text').fill(LEADER.alt);
    await person.getByLabel('Upload a new portrait').setInputFiles({
      name: 'alex.png',
      mimeType: 'image/png',
      buffer: portrait,
    });
    const thumbnail = person.getByRole('img', { name: `Current portrait of ${LEADER.name}` });
    await expect
      .poll(() => thumbnail.getAttribute('src'))
      .toMatch(/^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/);
    portraitUrl = (await thumbnail.getAttribute('src')) ?? '';

    // Move up: focus stays on the moved person's button, and the move is announced.
    await person.getByRole('button', { name: /^Move up/ }).click();
    await page.getByRole('region', { name: `Person 3: ${LEADER.name}` }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Move up');
    await page.getByText(`${LEADER.name} moved to position 3 of 4.`).waitFor();

    // A blank required field is named next to the field and in the summary; nothing is saved.
    await page
      .getByRole('region', { name: `Person 3: ${LEADER.name}` })
      .getByLabel('Role')
      .fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: `Person 3 (${LEADER.name}): Role is required` }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.keyboard.type(LEADER.role);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await publish(page, 'Leadership team');

    // History compares the sample team (kept as version 1 at the first publish) with this one
    // item by item: the new person with their fields, the order, the others named as unchanged.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('checkbox', { name: /Version 1/ }).check();
    await history.getByRole('checkbox', { name: /Version 2/ }).check();
    await history.getByRole('heading', { name: 'Version 1 compared with version 2' }).waitFor();
    const row = (label: string) =>
      history.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
    await row(`Person: ${LEADER.name}`)
      .locator('ins', { hasText: `Role: ${LEADER.role}` })
      .waitFor();
    await row(`Person: ${LEADER.name}`)
      .getByRole('img', { name: /Version 2/ })
      .waitFor();
    await row('Order').locator('del', { hasText: '3. Daniel Brooks' }).waitFor();
    await row('Order')
      .locator('ins', { hasText: `3. ${LEADER.name}` })
      .waitFor();
    await history
      .locator('p', { hasText: 'Not changed:' })
      .filter({ hasText: 'Person: Richard Hale' })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Close' }).first().click();

    // The about page's slider, in the team's new order, the new leader's card with the portrait.
    const visitor = await visit('/about');
    const slides = visitor.page.getByRole('list', { name: 'Leadership team' }).locator('[data-team-slide]');
    expect(
      await slides.evaluateAll((items) => items.map((item) => item.getAttribute('data-team-slide'))),
    ).toEqual(['Richard Hale', 'Priya Nair', LEADER.name, 'Daniel Brooks']);
    const card = visitor.page.getByRole('article', { name: `${LEADER.name}, ${LEADER.role}` });
    expect(await card.isVisible()).toBe(true);
    expect(await card.getByRole('img', { name: LEADER.alt }).getAttribute('src')).toBe(portraitUrl);
    expect(unexpectedErrors(visitor.consoleErrors)).toEqual([]);
    await visitor.close();
  });

  it('chooses the same portrait for a case study from the library, and refuses its deletion while both use it', async () => {
    const { page } = editorPage;
    type Asset = { _id: string; url: string; alt: string };
    const portraits = () =>
      staffJson<{ data: { assets: Asset[] } }>(`/media?search=${encodeURIComponent(LEADER.name)}`).then(
        (answer) => answer.data.assets,
      );
    const [asset, ...others] = await portraits();
    expect(others).toEqual([]);
    expect(asset?.url).toBe(portraitUrl);
    expect(asset?.alt).toBe(LEADER.alt);

    await page.goto(`${site.server.url}/dashboard/case-studies`);
    await page.getByRole('button', { name: 'Add New Case Study' }).click();
    await page.getByRole('heading', { name: 'Add New Case Study' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(CASE_STUDY);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Protection settings reviewed and re-coordinated for a transmission substation.');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('The operator asked for a review of the protection at a 132kV substation.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Images' }).waitFor();
    await page.getByRole('button', { name: 'Choose from library: Card Image' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a picture from the media library' });
    await chooser.getByRole('searchbox', { name: /Search by alt text/ }).fill(LEADER.name);
    await chooser.getByRole('button', { name: 'Search' }).click();
    await chooser.getByRole('button', { name: `Choose: ${LEADER.alt}` }).click();
    await chooser.waitFor({ state: 'hidden' });
    await page.getByText('Current image: chosen from the media library').waitFor();
    expect(await page.getByRole('img', { name: LEADER.alt }).getAttribute('src')).toBe(portraitUrl);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Sections', level: 3 }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${CASE_STUDY}” was published.` })
      .waitFor();

    // No second upload: one asset still, and the case study names the portrait's own URL.
    expect((await portraits()).map((each) => each._id)).toEqual([asset?._id]);
    const list = await (await fetch(`${site.server.url}/api/case-studies`)).json();
    const study = (list.data.caseStudies as { name: string; cardImage: string; link: string }[]).find(
      (each) => each.name === CASE_STUDY,
    );
    expect(study?.cardImage).toBe(portraitUrl);

    // The public list's card and the case study's own page show it.
    const visitor = await visit('/case-studies');
    const cardLink = visitor.page.getByRole('link', { name: new RegExp(CASE_STUDY) }).first();
    await cardLink.waitFor();
    const cardImage = visitor.page.locator(`img[src="${portraitUrl}"]`);
    expect(await cardImage.count()).toBeGreaterThan(0);
    expect(await cardImage.first().isVisible()).toBe(true);
    const own = await publicHtml(`/case-studies/${study?.link}`);
    expect(own).toContain(portraitUrl);
    expect(unexpectedErrors(visitor.consoleErrors)).toEqual([]);
    await visitor.close();

    // The Media Library lists both places and refuses the deletion, naming both.
    await page.goto(`${site.server.url}/dashboard/media`);
    await page.getByRole('heading', { level: 1, name: 'Media Library' }).waitFor();
    await page.getByRole('button', { name: `Open: ${LEADER.alt}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Picture details' });
    await dialog.getByRole('link', { name: 'Site content: Leadership team' }).waitFor();
    await dialog.getByRole('link', { name: `Case study: ${CASE_STUDY}` }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this picture?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Not deleted' });
    await refusal.waitFor();
    const message = await refusal.textContent();
    expect(message).toContain('the site content section “Leadership team”');
    expect(message).toContain(`the case study “${CASE_STUDY}”`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect((await portraits()).map((each) => each._id)).toEqual([asset?._id]);
    expect(unexpectedErrors(editorPage.consoleErrors)).toEqual([]);
  });

  it('changes a figure and an office phone number: /, /contact, the footer and the JSON-LD follow at once', async () => {
    const { page } = editorPage;
    await openSection(page, 'Figures');
    const first = page.getByRole('region', { name: /^Figure 1/ });
    await first.getByLabel('Value').fill('4321');
    await publish(page, 'Figures');
    // Home's figures: what assistive technology reads at once, and the count on screen once in view.
    const visitor = await visit('/');
    const figures = visitor.page.locator('main dl').first().locator('dd');
    expect(await figures.locator('.sr-only').allTextContents()).toEqual(['4,321+', '4', '20+', '100+']);
    await figures.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => figures.locator('[aria-hidden]').allTextContents(), { timeout: 5000 })
      .toEqual(['4,321+', '4', '20+', '100+']);
    expect(unexpectedErrors(visitor.consoleErrors)).toEqual([]);
    await visitor.close();

    await openSection(page, 'Offices and contact details');
    const head = page.getByRole('region', { name: /^Office 1/ });
    await head.getByText(/^Head office:/).waitFor();
    await head.getByLabel('Phone').fill('not a phone');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Enter a phone number of digits, spaces and + ( ) -').first().waitFor();
    await head.getByLabel('Phone').fill(PHONE);
    await publish(page, 'Offices and contact details');

    const tel = 'tel:+441206555123';
    const contact = await publicHtml('/contact');
    expect(contact).toContain(PHONE);
    expect(contact).toContain(`href="${tel}"`);
    const home = await publicHtml('/');
    const footer = home.slice(home.lastIndexOf('<footer'));
    expect(footer).toContain(PHONE);
    expect(footer).toContain(`href="${tel}"`);
    const contactPoints = (organisation(home)?.contactPoint ?? []) as { telephone?: string }[];
    expect(contactPoints[0]?.telephone).toBe('+441206555123');
  });

  it('keeps a banner scheduled for later off the site until its time', async () => {
    const { page } = editorPage;
    await openSection(page, 'Announcement banner');
    const text = 'Our new Manchester office opens on 1 March.';
    await page.getByLabel('Banner text').fill(text);
    await page.getByLabel('Warning (amber)').check();
    // The preview follows the typing.
    await page.getByRole('figure').getByText(text).waitFor();
    // "Show from" tomorrow: saved as the draft, the scheduler publishes it then.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(tomorrow)
      .replace(' ', 'T');
    await page.getByLabel(/^Show from/).fill(wall);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('“Announcement banner” is scheduled to publish.').waitFor();
    await page.getByText('Scheduled', { exact: true }).waitFor();
    expect(await publicHtml('/')).not.toContain(text);

    // Its time comes: moved to a few seconds from now, it is on the site within a tick of it.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const section = await fetch(`${site.server.url}/api/site-content/banner?view=draft`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.json() as Promise<{ data: { section: { value: unknown } } }>);
    const soon = new Date(Date.now() + 3_000).toISOString();
    const moved = await fetch(`${site.server.url}/api/site-content/banner`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: section.data.section.value, status: 'draft', publishAt: soon }),
    });
    expect(moved.status).toBe(200);
    expect(await publicHtml('/')).not.toContain(text);
    await expect.poll(() => publicHtml('/'), { timeout: 15_000, interval: 500 }).toContain(text);

    // Hide banner now takes it off again.
    await page.reload();
    await page.getByRole('button', { name: 'Hide banner now' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hide banner now' }).click();
    await page.getByText('Announcement banner is no longer shown on the site.').waitFor();
    expect(await publicHtml('/')).not.toContain(text);
  });

  it('edits a privacy section with a list and a link; a pasted script is reduced to its text', async () => {
    const { page } = editorPage;
    await openSection(page, 'Privacy policy');
    const section = page.getByRole('region', { name: /^Section 1:/ });
    const body = section.getByRole('textbox', { name: 'Section text' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    // The toolbar: a numbered list of two items, the second with a link.
    const toolbar = section.getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Numbered list' }).click();
    expect(await toolbar.getByRole('button', { name: 'Numbered list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.keyboard.type('Retention reviewed yearly');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ask our data officer');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await section.getByLabel('Link address').fill('javascript:alert(1)');
    await section.getByRole('button', { name: 'Apply link' }).click();
    await section.getByText('Enter a full web address').waitFor();
    await section.getByLabel('Link address').fill('mailto:privacy@voltline.example');
    await section.getByRole('button', { name: 'Apply link' }).click();
    await body.getByRole('link', { name: 'Ask our data officer' }).waitFor();
    // Focus is back in the text (on the next frame) before the typing goes on.
    await expect.poll(() => body.evaluate((element) => element === document.activeElement)).toBe(true);
    const linkButton = toolbar.getByRole('button', { name: 'Link', exact: true });
    expect(await linkButton.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('End');
    // The editor has read the moved cursor (past the link, so Link is no longer pressed) before
    // Enter, which would otherwise replace the still-selected words.
    await expect.poll(() => linkButton.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // Pasted HTML keeps only what the editor allows: the script goes, its text with it.
    await body.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<script>window.__pasted = 1; alert(1)</script><p>Pasted paragraph</p>');
      data.setData('text/plain', 'Pasted paragraph');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await body.getByText('Pasted paragraph').waitFor();
    expect(await body.innerHTML()).not.toContain('script');
    expect(await page.evaluate(() => Reflect.get(window, '__pasted'))).toBeUndefined();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await publish(page, 'Privacy policy');

    const policy = await publicHtml('/privacy-policy');
    expect(policy).toMatch(/<ol[^>]*>[\s\S]*Retention reviewed yearly[\s\S]*<\/ol>/);
    expect(policy).toMatch(/<a[^>]*href="mailto:privacy@voltline.example"[^>]*>Ask our data officer<\/a>/);
    expect(policy).toContain('Pasted paragraph');
    expect(policy).not.toContain('__pasted');
    expect(unexpectedErrors(editorPage.consoleErrors)).toEqual([]);
  });
});

describe('site content and HR', () => {
  it('shows HR no Site content, and refuses the screen opened by its address', async () => {
    const hr = await ownStaffAccount(site, { role: 'hr' });
    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/login`);
    await page.getByLabel('Email').fill(hr.email);
    await page.locator('#login-password').fill(hr.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: `Welcome, ${hr.name}` }).waitFor();
    const links = await page
      .getByRole('navigation', { name: 'Dashboard' })
      .first()
      .getByRole('link')
      .allTextContents();
    expect(links).not.toContain('Site content');
    await page.goto(`${site.server.url}/dashboard/site-content/team`);
    await page.getByRole('heading', { name: 'Not available to your account' }).waitFor();
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/site-content/team?view=draft', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return response.status;
    });
    expect(refused).toBe(403);
    await close();
  });
});
