import { describe, expect, it } from 'vitest';
import { site as company } from '../../content/site.ts';
import { openPage } from '../support/browser.ts';
import { startedSite, waitForHydration } from '../support/fixtures.ts';

// public-site.md §2 Header, Footer, route table ("any unknown path shows the same page as /temp,
// with header and footer"; "every route change scrolls the page to the top").

const HEADER_ITEMS = ['Home', 'About', 'Products', 'Gallery', 'Case Studies', 'Services', 'Careers'];
const SERVICE_ITEMS = [
  'Plant Engineering',
  'Earthing Solution',
  'Cable Solutions',
  'Protection Design',
  'Power System Studies',
  'Survey',
];
const MAINTENANCE_TEXT = 'We are working on this page at the moment. Please check back soon.';

describe('site shell: header, footer, navigation', () => {
  const site = startedSite();

  it('shows the seven header items, a logo link to / and a Contact Us button', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
    await waitForHydration(page);
    const header = page.locator('header').first();
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(96);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.locator(':scope > ul > li > a').allTextContents()).toEqual(HEADER_ITEMS);
    await expect
      .poll(() => page.getByRole('link', { name: `${company.brand} home` }).getAttribute('href'))
      .toBe('/');
    expect(await header.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('opens the Services dropdown on hover and closes it when the pointer leaves', async () => {
    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Services submenu' });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allTextContents()).toEqual(SERVICE_ITEMS);
    // Moving down into the panel keeps it open; leaving the header closes it.
    await menu.getByRole('link', { name: 'Survey' }).hover();
    expect(await menu.isVisible()).toBe(true);
    await page.mouse.move(200, 600);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await close();
  });

  it('opens the dropdown on keyboard focus, moves with the arrow keys and closes on Escape', async () => {
    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Services submenu' });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await nav.getByRole('link', { name: 'Case Studies' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Plant Engineering');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Earthing Solution');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Survey');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    // Enter on the toggle opens it again and moves into it.
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Plant Engineering');
    // Tabbing past the last item leaves the group and closes it.
    for (let step = 0; step < SERVICE_ITEMS.length; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Careers');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await close();
  });

  it('on a 375px phone, toggles the menu and closes it after an item is chosen', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 375 });
    await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    // It fills the screen below the 96px header.
    expect(await panel.evaluate((element) => element.getBoundingClientRect().toJSON())).toMatchObject({
      top: 96,
      bottom: 800,
    });
    const links = await panel.getByRole('link').allTextContents();
    expect(links).toEqual([...HEADER_ITEMS.slice(0, 6), ...SERVICE_ITEMS, HEADER_ITEMS[6], 'Contact Us']);
    await toggle.click();
    expect(await panel.isVisible()).toBe(false);
    await toggle.click();
    await panel.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${site.server.url}/about`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    // Escape closes it and returns focus to the toggle.
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('scrolls to the top on every route change', async () => {
    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/privacy-policy`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${site.server.url}/about`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('shows a progress bar at the top while a slow navigation loads, and removes it after', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/about`, { waitUntil: 'load' });
    await waitForHydration(page);
    const bar = page.locator('[data-navigation-progress]');
    expect(await bar.getAttribute('data-navigation-progress')).toBe('idle');
    // Hold the careers page's data, as a slow phone network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/careers.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect.poll(() => bar.getAttribute('data-navigation-progress')).toBe('loading');
    expect(await bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await page.getByRole('status').filter({ hasText: 'Loading page' }).count()).toBe(1);
    expect(page.url()).toBe(`${site.server.url}/about`);
    release();
    await page.waitForURL(`${site.server.url}/careers`);
    await expect.poll(() => bar.getAttribute('data-navigation-progress')).toBe('idle');
    expect(await page.getByRole('status').filter({ hasText: 'Loading page' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('has a skip link to the main content', async () => {
    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/credit`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await close();
  });

  it('shows the footer: brochure, contact links, navigation, offices and copyright', async () => {
    const { page, close } = await openPage(site.browser, { width: 1280 });
    await page.goto(`${site.server.url}/credit`, { waitUntil: 'load' });
    await waitForHydration(page);
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(company.brand);
    expect(await footer.textContent()).toContain(company.tagline);
    const brochure = footer.getByRole('link', { name: /brochure/ });
    expect(await brochure.getAttribute('href')).toBe('/documents/design-catalogue.pdf');
    expect(await brochure.getAttribute('target')).toBe('_blank');
    const hrefOf = (name: RegExp) => footer.getByRole('link', { name }).getAttribute('href');
    expect(await hrefOf(/^Call us/)).toBe(company.contact.phoneHref);
    expect(await hrefOf(/^WhatsApp/)).toBe(company.contact.whatsappHref);
    expect(await hrefOf(/^E-mail us/)).toBe(`mailto:${company.contact.email}`);
    expect(await hrefOf(/^LinkedIn/)).toBe(company.contact.linkedinHref);
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    const links = await footerNav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Service', '/services'],
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Privacy Policy', '/privacy-policy'],
      ['Case Studies', '/case-studies'],
      ['Contact us', '/contact'],
    ]);
    for (const office of company.offices) {
      expect(await footer.textContent()).toContain(office.country);
      for (const line of office.lines) expect(await footer.textContent()).toContain(line);
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} ${company.legalName}`);
    await close();
  });

  it('answers an unknown path with 404 and the maintenance page inside the header and footer', async () => {
    const response = await fetch(`${site.server.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(MAINTENANCE_TEXT);
    expect(html).toMatch(/<title>Under Maintenance \| Voltline Engineering<\/title>/);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);

    const { page, consoleErrors, close } = await openPage(site.browser, { width: 1280 });
    const pageResponse = await page.goto(`${site.server.url}/no/such/page`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(pageResponse?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('This page is under maintenance');
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    // The 404 document itself is reported by Chromium as a failed resource; nothing else may fail.
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
    await close();
  });
});
