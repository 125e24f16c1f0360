import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser, openPage } from '../support/browser.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

describe('home page in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startSiteProcess({ env: { PUBLIC_URL: 'https://www.voltline.example' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('arrives as server-rendered HTML titled "{page} | {brand}"', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/<title>Home \| Voltline Engineering<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Voltline Engineering<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="https://www.voltline.example/"/>');
  });

  it('hydrates under the CSP nonce with no console errors', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    const response = await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Home | Voltline Engineering');
    // React attaches its fiber to hydrated elements: proof that the nonce'd scripts ran.
    const isHydrated = () =>
      page.evaluate(() => {
        const heading = document.querySelector('h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      });
    await expect.poll(isHydrated).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('Voltline Engineering');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${site.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('logs one JSON line per request with method, path, status and duration', async () => {
    await fetch(`${site.url}/api/health`);
    await expect
      .poll(() => site.logs.find((entry) => entry.msg === 'request' && entry.path === '/api/health'))
      .toMatchObject({ method: 'GET', path: '/api/health', status: 200, durationMs: expect.any(Number) });
  });
});
