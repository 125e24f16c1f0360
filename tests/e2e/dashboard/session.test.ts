import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_NOTICE } from '../../../app/components/dashboard/session/sign-in-return.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { openPage } from '../../support/browser.ts';
import {
  openSignedInPage,
  ownStaffAccount,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';

// admin.md §2 Dashboard shell, §4 Session: who gets in, who is sent to /login, and how a session
// ends — against the real server, its real sessions and Chromium.

const site = startedSite();

const storedKeys = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

describe('dashboard session (admin.md §4)', () => {
  it('sends an anonymous visitor of /dashboard to /login, and back there after sign-in', async () => {
    const { page, close, consoleErrors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/dashboard/applications?status=pending`);
    await page.waitForURL(/\/login\?next=/);
    await waitForHydration(page, 'form');
    const account = await ownStaffAccount(site, { name: 'Sam Session' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.locator('#login-password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The refusal comes after a deliberately slow password check (decision 003), so allow it time.
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('Invalid');
    await page.locator('#login-password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.server.url}/dashboard/applications?status=pending`);
    const keys = await storedKeys(page);
    expect(keys.token).toBeTruthy();
    expect(JSON.parse(keys.user ?? 'null')).toMatchObject({ email: account.email, name: account.name });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('ends at /login with both keys removed when the stored token is forged', async () => {
    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/login`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'forged-token-0000');
      localStorage.setItem(
        'user',
        JSON.stringify({
          _id: 'x',
          email: 'x@example.com',
          name: 'Mallory',
          role: 'admin',
          mustChangePassword: false,
        }),
      );
    });
    await page.goto(`${site.server.url}/dashboard/jobs`);
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Fjobs$/);
    expect(await storedKeys(page)).toEqual({ token: null, user: null });
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain(SESSION_ENDED_NOTICE);
    await close();
  });

  it('signs the user out with a notice when a later call answers 401 (token revoked elsewhere)', async () => {
    const { page, close, token } = await openSignedInPage(site, '/dashboard');
    // The session is ended on the server, as signing out in another tab would.
    await fetch(`${site.server.url}/api/auth/logout`, { headers: { Authorization: `Bearer ${token}` } });
    await page.getByRole('link', { name: 'Job Listings' }).click();
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Fjobs$/);
    expect(await storedKeys(page)).toEqual({ token: null, user: null });
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain(SESSION_ENDED_NOTICE);
    await close();
  });

  it('keeps the session when the check gets no verdict (a 503, then no answer at all), and goes on once the server answers', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard');
    // The page's clock stands still, so its own re-checks (after 2 s, 4 s…) wait for the test,
    // and only Try again asks: otherwise one can answer between two steps and take the button.
    await page.clock.install();
    let failure: 'unavailable' | 'unreachable' | undefined = 'unavailable';
    let checks = 0;
    await page.route('**/api/auth/me', async (route) => {
      checks += 1;
      if (failure === 'unavailable')
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' });
      else if (failure === 'unreachable') await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto(`${site.server.url}/dashboard/jobs`);
    const notice = page.getByText('Your sign-in could not be checked');
    await notice.waitFor();
    expect(page.url()).toBe(`${site.server.url}/dashboard/jobs`);
    expect((await storedKeys(page)).token).toBeTruthy();
    failure = 'unreachable';
    const checksBefore = checks;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => checks).toBe(checksBefore + 1);
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect((await storedKeys(page)).token).toBeTruthy();
    failure = undefined;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Job Listings' }).waitFor();
    expect((await storedKeys(page)).token).toBeTruthy();
    await close();
  });

  it('stays signed in when another dashboard address is opened while the check is still on its way', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard');
    let held = 0;
    await page.route('**/api/auth/me', async (route) => {
      // The first check is held until the page has moved on, so the navigation cuts it off.
      held += 1;
      if (held === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${site.server.url}/dashboard`, { waitUntil: 'commit' });
    await page.goto(`${site.server.url}/dashboard/applications`);
    await page.getByRole('heading', { name: 'Applications' }).first().waitFor();
    expect(page.url()).toBe(`${site.server.url}/dashboard/applications`);
    expect((await storedKeys(page)).token).toBeTruthy();
    await close();
  });

  it('greets the user in the sidebar, and Logout clears both keys and ends the session', async () => {
    const { page, close, token } = await openSignedInPage(site, '/dashboard');
    await expect.poll(() => page.getByText(`Hello, ${TEST_ADMIN.name}`).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.server.url}/login`);
    expect(await storedKeys(page)).toEqual({ token: null, user: null });
    const me = await fetch(`${site.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await close();
  });

  it('serves dashboard pages as no-store and noindex, with no data in the HTML', async () => {
    const response = await fetch(`${site.server.url}/dashboard/applications`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).not.toContain(TEST_ADMIN.email);
  });
});

describe('dashboard shell (admin.md §2)', () => {
  it('shows each area’s own links', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' }).first();
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual([
        'Overview',
        'Insights',
        'My interviews',
        'Job Listings',
        'Applications',
        'E-mail templates',
        'Enquiries',
        'Outbox',
        'Gallery',
        'Case Studies',
        'Products',
        'Site content',
        'Media Library',
        'Capability statements',
        'Accreditations',
        'Staff',
        'Activity',
        'Personal Data',
        'Your Account',
      ]);
    await page.goto(`${site.server.url}/admin-dashboard`);
    await page.getByRole('heading', { name: 'Admin Home' }).waitFor();
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['Admin Home', 'Gallery', 'Case Studies', 'Products', 'Return to Dashboard']);
    await close();
  });

  it('opens the sidebar from the toggle at 375 px and closes it with Escape, focus back on the toggle', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard', { width: 375 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const drawerNav = page.getByRole('navigation', { name: 'Dashboard' }).last();
    await drawerNav.getByRole('link', { name: 'Applications' }).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls')))
      .toBeTruthy();
    await expect.poll(() => drawerNav.isVisible()).toBe(false);
    await toggle.click();
    await drawerNav.getByRole('link', { name: 'Applications' }).click();
    await page.waitForURL(/\/dashboard\/applications$/);
    await expect.poll(() => drawerNav.isVisible()).toBe(false);
    await close();
  });

  it('has no serious or critical axe findings at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, close } = await openSignedInPage(site, '/admin-dashboard', { width });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await close();
    }
  });

  it('welcomes by name on the overview', async () => {
    const { page, close } = await openSignedInPage(site, '/dashboard');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      MESSAGES.session.welcome(TEST_ADMIN.name),
    );
    await close();
  });
});
