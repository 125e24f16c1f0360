import { describe, expect, it } from 'vitest';
import { site as company } from '../../content/site.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { openPage } from '../support/browser.ts';
import {
  adminToken,
  type Page,
  type StartedSite,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../support/fixtures.ts';

// public-site.md §2 Contact, §4 contact form states, §5 contact table, §8: the enquiry form in
// Chromium against the real server and database, and the click-to-load office maps.

const m = MESSAGES.contact;

const FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  message: 'Message',
} as const;
type Field = keyof typeof FIELD_LABELS;

const ENQUIRY = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.co.uk',
  phone: '0123456789',
  message: 'We need a G99 study for a 20MW solar farm near Ipswich.',
};

/** A control by its accessible name (the label without the aria-hidden required marker). */
function field(page: Page, name: Field) {
  return page.getByRole('textbox', { name: FIELD_LABELS[name], exact: true });
}

async function fill(page: Page, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][])
    await field(page, name).fill(value);
}

/** The message under a field, read through its aria-describedby error id. */
async function errorUnder(page: Page, name: Field): Promise<string | null> {
  const id = await field(page, name).getAttribute('id');
  const error = page.locator(`#${id}-error`);
  return (await error.count()) === 0 ? null : error.textContent();
}

/** Opens /contact and waits until React has hydrated the form (before that, nothing validates). */
async function openContact(site: StartedSite, width = 1280) {
  const opened = await openPage(site.browser, { width });
  await opened.page.goto(`${site.server.url}/contact`, { waitUntil: 'load' });
  await waitForHydration(opened.page, 'form');
  return opened;
}

describe('contact page in Chromium', () => {
  const site = startedSite({ PUBLIC_URL: 'https://www.voltline.example' });

  it('arrives server-rendered with one <h1>, the form, the contact details and no third-party frame', async () => {
    const response = await fetch(`${site.server.url}/contact`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-src https://www.openstreetmap.org',
    );
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<title>Contact | Voltline Engineering</title>');
    const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]);
    expect(headings).toEqual(['Contact Us']);
    expect(html).toContain('<link rel="canonical" href="https://www.voltline.example/contact"/>');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('/export/embed.html');
    expect(html).toContain(`href="${company.contact.phoneHref}"`);
    expect(html).toContain(`href="mailto:${company.contact.email}"`);
    expect(html).toContain(`href="${company.contact.whatsappHref}"`);
    expect(html).toContain('href="/privacy-policy"');
  });

  it('sends an enquiry: Sending... while busy, then the success text, an empty form and a stored enquiry', async () => {
    const { page, consoleErrors, close } = await openContact(site);
    expect(await field(page, 'firstName').getAttribute('autocomplete')).toBe('given-name');
    expect(await field(page, 'lastName').getAttribute('autocomplete')).toBe('family-name');
    expect(await field(page, 'email').getAttribute('autocomplete')).toBe('email');
    expect(await field(page, 'phone').getAttribute('autocomplete')).toBe('tel');

    // Hold the request so the sending state can be seen, then let it through to the real API.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, ENQUIRY);
    const button = page.getByRole('button', { name: 'Send Message' });
    await button.click();
    const sending = page.getByRole('button', { name: m.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const success = page.getByRole('status').filter({ hasText: m.success });
    await success.waitFor();
    expect(await success.textContent()).toBe(m.success);
    expect(await success.evaluate((element) => element.className)).toContain('text-green-800');
    for (const name of Object.keys(FIELD_LABELS) as Field[])
      expect(await field(page, name).inputValue()).toBe('');
    expect(await button.isEnabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();

    // Read it back as an administrator through the API.
    const { token } = await adminToken(site);
    const list = await fetch(`${site.server.url}/api/contact`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: { enquiries: Record<string, unknown>[] } };
    expect(data.enquiries).toEqual([expect.objectContaining(ENQUIRY)]);
  });

  it('validates on submit with the exact messages, focuses the first invalid field, then revalidates on change', async () => {
    const { page, consoleErrors, close } = await openContact(site);
    // Nothing is checked before the first submit.
    await fill(page, { email: 'not-an-address' });
    expect(await errorUnder(page, 'email')).toBeNull();
    await field(page, 'email').fill('');

    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await errorUnder(page, 'firstName')).toBe(m.firstNameRequired);
    expect(await errorUnder(page, 'lastName')).toBe(m.lastNameRequired);
    expect(await errorUnder(page, 'email')).toBe(m.emailRequired);
    expect(await errorUnder(page, 'phone')).toBe(m.phoneRequired);
    expect(await errorUnder(page, 'message')).toBe(m.messageRequired);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await field(page, 'firstName').getAttribute('id'),
    );
    expect(await field(page, 'firstName').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('status').filter({ hasText: m.success }).count()).toBe(0);

    // Every change after the attempt re-runs the rules.
    await fill(page, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(await errorUnder(page, 'firstName')).toBeNull();
    expect(await errorUnder(page, 'lastName')).toBeNull();
    await fill(page, { email: 'ada@example' });
    expect(await errorUnder(page, 'email')).toBe(m.emailInvalid);
    await fill(page, { email: 'ada@example.co.uk' });
    expect(await errorUnder(page, 'email')).toBeNull();
    for (const wrong of ['12345', '012345678', '0123 4567 89012', '012345678a', '01234 5678', '+441206000']) {
      await fill(page, { phone: wrong });
      expect(await errorUnder(page, 'phone'), wrong).toBe(m.phoneDigits);
    }
    // UK and Indian numbers as people write them (the API accepts the same: tests/api/contact).
    for (const right of ['07700 900123', '+44 1206 000000', '+91 98100 00000', '0123456789']) {
      await fill(page, { phone: right });
      expect(await errorUnder(page, 'phone'), right).toBeNull();
    }
    await fill(page, { message: '   ' });
    expect(await errorUnder(page, 'message')).toBe(m.messageRequired);
    await field(page, 'firstName').fill('');
    expect(await errorUnder(page, 'firstName')).toBe(m.firstNameRequired);

    // A later failed submit focuses the first field still invalid.
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await field(page, 'firstName').getAttribute('id'),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('shows the red failure text and keeps the data when the API fails', async () => {
    const { page, consoleErrors, close } = await openContact(site);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal server error' }),
      }),
    );
    await fill(page, ENQUIRY);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = page.getByRole('alert').filter({ hasText: m.failure });
    await failure.waitFor();
    expect(await failure.textContent()).toBe(m.failure);
    expect(await failure.evaluate((element) => element.className)).toContain('text-red-800');
    for (const [name, value] of Object.entries(ENQUIRY) as [Field, string][])
      expect(await field(page, name).inputValue()).toBe(value);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it("shows the server's field messages under the fields and focuses the first", async () => {
    const { page, consoleErrors, close } = await openContact(site);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'Validation failed',
          errors: { email: m.emailInvalid, phone: m.phoneDigits },
        }),
      }),
    );
    await fill(page, ENQUIRY);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: m.failure }).waitFor();
    expect(await errorUnder(page, 'email')).toBe(m.emailInvalid);
    expect(await errorUnder(page, 'phone')).toBe(m.phoneDigits);
    expect(await errorUnder(page, 'firstName')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await field(page, 'email').getAttribute('id'),
    );
    expect(await field(page, 'message').inputValue()).toBe(ENQUIRY.message);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('loads each office map only after "Show map", with a titled OpenStreetMap frame', async () => {
    const { page, consoleErrors, close } = await openContact(site);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(site.server.url)) thirdParty.push(request.url());
    });
    // The machine is offline: answer the embed with a stub page so nothing fails to load.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    const offices = page.getByRole('region', { name: 'Our offices' });
    const buttons = offices.getByRole('button', { name: /^Show map/ });
    expect(await buttons.count()).toBe(3);
    expect(await offices.locator('iframe').count()).toBe(0);
    for (const office of company.offices) {
      expect(await offices.getByRole('heading', { name: office.country, level: 3 }).count()).toBe(1);
    }
    const links = offices.getByRole('link', { name: /^View on OpenStreetMap/ });
    expect(await links.count()).toBe(3);
    expect(await links.first().getAttribute('target')).toBe('_blank');
    expect(await links.first().getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=51.88920&mlon=0.90420#map=16/51.88920/0.90420',
    );
    expect(thirdParty).toEqual([]);

    await offices.getByRole('button', { name: 'Show map of Colchester' }).click();
    const frame = offices.locator('iframe');
    await frame.waitFor();
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('title')).toBe(
      'Map of our Colchester office, United Kingdom (OpenStreetMap)',
    );
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(src.searchParams.get('marker')).toBe('51.88920,0.90420');
    const [minLon, minLat, maxLon, maxLat] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(minLon).toBeLessThan(0.9042);
    expect(maxLon).toBeGreaterThan(0.9042);
    expect(minLat).toBeLessThan(51.8892);
    expect(maxLat).toBeGreaterThan(51.8892);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await buttons.count()).toBe(2);
    await expect.poll(() => thirdParty.some((url) => url.startsWith(src.origin))).toBe(true);

    await offices.getByRole('button', { name: 'Show map of Tashkent' }).click();
    await expect.poll(() => offices.locator('iframe').count()).toBe(2);
    expect(
      await offices.getByTitle('Map of our Tashkent office, Uzbekistan (OpenStreetMap)').getAttribute('src'),
    ).toContain('marker=41.29950%2C69.24010');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  for (const width of [1280, 375, 320]) {
    it(`has no serious or critical axe violations and no sideways scrolling at ${width}px`, async () => {
      const { page, consoleErrors, close } = await openContact(site, width);
      if (width !== 320) expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});
