import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { openPage } from '../support/browser.ts';
import { startedSite, waitForHydration } from '../support/fixtures.ts';

// Decision 030: a page that fails on the server (a 5xx) says so with the request's id as a
// reference a visitor or a member of staff can quote: the id in the X-Request-ID header and on
// the logged cause. The page hydrates with the same text (no hydration mismatch).

describe('a page that fails on the server', () => {
  const site = startedSite();

  it('shows the request id as a reference, the one in the header and on the logged cause', async () => {
    // A real fault: the table the job page reads is gone.
    const database = new DatabaseSync(path.join(site.server.dataDir, 'site.db'));
    database.exec('pragma foreign_keys = off; drop table jobs;');
    database.close();

    const { page, consoleErrors, close } = await openPage(site.browser, { width: 375, height: 800 });
    try {
      const response = await page.goto(`${site.server.url}/careers/0123456789abcdef01234567`, {
        waitUntil: 'load',
      });
      expect(response?.status()).toBe(503);
      const requestId = (await response?.headerValue('x-request-id')) ?? '';
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await waitForHydration(page);
      expect(await page.locator('h1').textContent()).toBe('Careers');
      expect(await page.getByText(MESSAGES.careers.loadFailed).isVisible()).toBe(true);
      const reference = page.locator('[data-request-id]');
      expect(await reference.getAttribute('data-request-id')).toBe(requestId);
      expect(await reference.textContent()).toBe(
        `If you contact us about this, please quote reference ${requestId}.`,
      );
      // Hydrated with the server's text: React reported no mismatch.
      expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);

      await expect
        .poll(() => site.server.logs.filter((line) => line.requestId === requestId).map((line) => line.msg))
        .toEqual(['job page: failed to load the job', 'request']);
      const [cause, request] = site.server.logs.filter((line) => line.requestId === requestId);
      expect(JSON.stringify(cause)).toMatch(/no such table: jobs/);
      expect(request).toMatchObject({ level: 50, status: 503, route: '/careers/:jobId' });
    } finally {
      await close();
    }
  });
});
