import { describe, expect, it } from 'vitest';
import {
  adminToken,
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { applyAs, createJob } from '../../support/site-data.ts';

// The Activity screen (domain/audit.ts) against the built site: writes made through the API show
// in the log with who, what, which record and from where; a record that has a screen links to
// it; the filters live in the URL and narrow the API's answer.

const site = startedSite();

describe('activity screen', () => {
  it('shows a new job and a status change with who did them, links their records, and filters by action', async () => {
    const { token } = await adminToken(site);
    const jobId = await createJob(site, token, { title: 'Earthing Engineer' });
    const applicationId = await applyAs(site, {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada.okafor@example.com',
    });
    const changed = await fetch(`${site.server.url}/api/applications/${applicationId}/status`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'reviewed' }),
    });
    expect(changed.status).toBe(200);

    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/activity');
    await page.getByText('Entries are kept for two years and cannot be changed').waitFor();
    const table = page.getByRole('table', { name: 'Activity log' });
    const created = table.getByRole('row').filter({ hasText: jobId });
    await created.getByText('Created', { exact: true }).waitFor();
    expect(await created.textContent()).toContain(TEST_ADMIN.email);
    expect(await created.textContent()).toContain('127.0.0.1');
    expect(await created.getByRole('link', { name: `Open job ${jobId}` }).getAttribute('href')).toBe(
      `/dashboard/jobs/edit/${jobId}`,
    );
    const statusRow = table.getByRole('row').filter({ hasText: 'Changed status' });
    expect(await statusRow.textContent()).toContain('status: reviewed');
    expect(await table.getByRole('row').filter({ hasText: 'Signed in' }).count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Filter by action: in the address, and only those entries.
    await page.getByLabel('Action').selectOption('status-change');
    await page.waitForURL((url) => url.searchParams.get('action') === 'status-change');
    await page.getByText('1 entry matches these filters.').waitFor();
    expect(await table.getByRole('row').filter({ hasText: TEST_ADMIN.email }).count()).toBe(1);

    // Who and the dates narrow it further; nothing matching says so.
    await page.getByLabel('Who').fill('nobody@');
    await page.getByLabel('Who').press('Enter');
    await page.getByText('No activity matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByText('1 entry matches these filters.').waitFor();
    await page.getByLabel('From date').fill('2999-01-01');
    await page.getByText('No activity matches these filters.').waitFor();
    // Clear filters shows the whole log again and leaves focus on the first filter.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(/entries in the log\./).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('activity-actor');

    // The application's id opens it in the Applications screen.
    await statusRow.getByRole('link', { name: `Open application ${applicationId}` }).click();
    await page.getByRole('dialog', { name: 'Ada Okafor' }).getByText('ada.okafor@example.com').waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('shows the whole log for an unknown filter in the address, and filters by record type', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(
      site,
      '/dashboard/activity?action=explode&from=yesterday',
    );
    const table = page.getByRole('table', { name: 'Activity log' });
    await table.getByRole('row').filter({ hasText: 'Signed in' }).first().waitFor();
    await page.getByLabel('Record type').selectOption('job');
    await page.waitForURL((url) => url.searchParams.get('entity') === 'job');
    await page.getByText('1 entry matches these filters.').waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Job' }).count()).toBe(1);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
