import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  adminToken,
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
} from '../../support/fixtures.ts';
import { applyAs, createJob } from '../../support/site-data.ts';

// admin.md §2 Dashboard home: the welcome, the three cards and the two country panels, plus
// applications per week and by status; the figures must match what is stored.

const site = startedSite();

/** A card's figure, read by its label. */
async function card(page: Page, label: string): Promise<string> {
  const link = page.getByRole('link').filter({ hasText: label });
  return (await link.locator('span').nth(1).textContent()) ?? '';
}

describe('dashboard home (admin.md §2)', () => {
  it('shows figures that match the data', async () => {
    const { token } = await adminToken(site);
    await createJob(site, token, { title: 'Protection Engineer', country: 'United Kingdom' });
    await createJob(site, token, { title: 'Cable Engineer', country: 'United Kingdom' });
    await createJob(site, token, {
      title: 'Design Engineer',
      country: 'India',
      place: 'New Delhi',
      isActive: false,
    });
    await applyAs(site, { firstName: 'Lina', lastName: 'Haddad', email: 'lina@example.com' });
    await applyAs(site, {
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'arjun@example.in',
      country: 'India',
    });
    await applyAs(site, {
      firstName: 'Dilnoza',
      lastName: 'Karimova',
      email: 'dilnoza@example.uz',
      country: 'Uzbekistan',
    });

    const { page, close } = await openSignedInPage(site, '/dashboard');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      MESSAGES.session.welcome(TEST_ADMIN.name),
    );
    await page.getByRole('heading', { name: 'Jobs by Country' }).waitFor();
    expect(await card(page, 'Total Jobs')).toBe('3');
    expect(await card(page, 'Active Jobs')).toBe('2');
    expect(await card(page, 'Total Applications')).toBe('3');

    const jobsByCountry = page.getByRole('region', { name: 'Jobs by Country' });
    expect(await jobsByCountry.getByRole('listitem').allTextContents()).toEqual([
      'United Kingdom2 · 2 active',
      'India1 · 0 active',
      'Uzbekistan0 · 0 active',
    ]);
    const byStatus = page.getByRole('region', { name: 'Applications by Status' });
    expect(await byStatus.getByRole('listitem').first().textContent()).toBe('Pending3');
    // The per-week table (for screen readers) counts all three in the current week.
    const weeks = page.getByRole('table', { name: 'Applications per week' });
    expect(await weeks.getByRole('row').count()).toBe(13);
    expect(await weeks.getByRole('row').last().getByRole('cell').textContent()).toBe('3');
    await close();
  });

  it('has no serious or critical axe findings at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, close } = await openSignedInPage(site, '/dashboard', { width });
      await page.getByRole('heading', { name: 'Jobs by Country' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await close();
    }
  });
});
