import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startedSite, waitForHydration } from '../support/fixtures.ts';

describe('home page in Chromium', () => {
  const site = startedSite({ PUBLIC_URL: 'https://www.voltline.example' });

  it('arrives as server-rendered HTML titled "{page} | {brand}"', async () => {
    const response = await fetch(`${site.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/<title>Home \| Voltline Engineering<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Voltline Engineering<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="https://www.voltline.example/"/>');
  });

  it('hydrates under the CSP nonce with no console errors', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    const response = await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Home | Voltline Engineering');
    // React attaches its fiber to hydrated elements: proof that the nonce'd scripts ran.
    await waitForHydration(page, 'h1');
    expect(await page.locator('h1').textContent()).toBe('Voltline Engineering');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${site.server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('logs one JSON line per request with method, path, status and duration', async () => {
    await fetch(`${site.server.url}/api/health`);
    await expect
      .poll(() => site.server.logs.find((entry) => entry.msg === 'request' && entry.path === '/api/health'))
      .toMatchObject({ method: 'GET', path: '/api/health', status: 200, durationMs: expect.any(Number) });
  });
});
