import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { TOO_MANY_REQUESTS } from '../../server/http/rate-limit.ts';
import { LOGIN_FAILED } from '../../server/http/routes/auth.ts';
import { openPage } from '../support/browser.ts';
import {
  ownStaffAccount,
  type Page,
  type StartedSite,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
  waitForHydration,
} from '../support/fixtures.ts';

// admin.md §2 Login page, §4 Session, §5 Login, §8: the administrator sign-in in Chromium against
// the real server, the real account store and the real session tokens.

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
// A password input has no ARIA role; it is found through its label.
const passwordBox = (page: Page) => page.locator('#login-password');
const signIn = (page: Page) => page.getByRole('button', { name: 'Sign in' });
const banner = (page: Page) => page.getByRole('alert');

async function openLogin(site: StartedSite, width = 1280) {
  const opened = await openPage(site.browser, { width });
  await opened.page.goto(`${site.server.url}/login`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  // Before hydration the form would submit natively; wait until React owns it.
  await waitForHydration(opened.page, 'form');
  return opened;
}

function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

describe('admin login page in Chromium', () => {
  const site = startedSite();

  it('arrives as its own page: titled Admin Login, noindex, one <h1>, no site header or footer', async () => {
    const response = await fetch(`${site.server.url}/login`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Admin Login | Voltline Engineering</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]);
    expect(headings).toEqual(['Admin Login']);
    expect(html).not.toMatch(/<header[\s>]/);
    expect(html).not.toMatch(/<footer[\s>]/);
    expect(html).not.toContain('Skip to main content');
    expect(html).toMatch(/type="email"[^>]*autocomplete="username"/i);
    expect(html).toMatch(/autocomplete="current-password"/i);
    expect(html).toContain('href="/"');
  });

  it('checks the fields with the login rules before calling the server', async () => {
    const { page, consoleErrors, close } = await openLogin(site);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await signIn(page).click();
    expect(await page.locator('#login-email-error').textContent()).toBe(MESSAGES.login.emailRequired);
    expect(await page.locator('#login-password-error').textContent()).toBe(MESSAGES.login.passwordRequired);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    await emailBox(page).fill('admin@voltline');
    expect(await page.locator('#login-email-error').textContent()).toBe(MESSAGES.login.emailInvalid);
    await emailBox(page).fill(TEST_ADMIN.email);
    expect(await page.locator('#login-email-error').count()).toBe(0);
    await signIn(page).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    expect(calls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it("shows the server's message for a wrong password and for an unknown e-mail alike", async () => {
    const account = await ownStaffAccount(site);
    const { page, consoleErrors, close } = await openLogin(site);
    await emailBox(page).fill(account.email);
    await passwordBox(page).fill('not-the-password');
    await signIn(page).click();
    await banner(page).filter({ hasText: LOGIN_FAILED }).waitFor();
    expect(await banner(page).textContent()).toBe(LOGIN_FAILED);

    await emailBox(page).fill('nobody@voltline.example');
    await signIn(page).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 })
      .toBe(LOGIN_FAILED);
    expect(await banner(page).textContent()).toBe(LOGIN_FAILED);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect(page.url()).toBe(`${site.server.url}/login`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it("falls back to 'Failed to login' when the answer has no message, and shows a 429 message", async () => {
    const { page, consoleErrors, close } = await openLogin(site);
    const answers = [
      { status: 500, contentType: 'text/plain', body: '' },
      {
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: TOO_MANY_REQUESTS }),
      },
    ];
    await page.route('**/api/auth/login', (route) => route.fulfill(answers.shift() ?? { status: 500 }));
    await emailBox(page).fill(TEST_ADMIN.email);
    await passwordBox(page).fill(TEST_ADMIN.password);
    await signIn(page).click();
    await banner(page).filter({ hasText: MESSAGES.login.failed }).waitFor();
    expect(await banner(page).textContent()).toBe('Failed to login');
    await signIn(page).click();
    await banner(page).filter({ hasText: TOO_MANY_REQUESTS }).waitFor();
    expect(await banner(page).textContent()).toBe(TOO_MANY_REQUESTS);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('signs in: Signing in... while busy, stores token and user, goes to /dashboard', async () => {
    const { page, consoleErrors, close } = await openLogin(site);
    // A token already stored does not skip the form (the dashboard checks the session).
    await page.evaluate(() => localStorage.setItem('token', 'stale-token'));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await emailBox(page).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.clear());

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await emailBox(page).fill(TEST_ADMIN.email);
    await passwordBox(page).fill(TEST_ADMIN.password);
    await signIn(page).click();
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await page.waitForURL(`${site.server.url}/dashboard`);
    const session = await storedSession(page);
    expect(session.token).toMatch(/^\S{20,}$/);
    expect(JSON.parse(session.user ?? 'null')).toMatchObject({
      email: TEST_ADMIN.email,
      name: TEST_ADMIN.name,
    });
    const me = await fetch(`${site.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    // Until the dashboard exists, /dashboard answers 404: that request is the only failure allowed.
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('shows and hides the password with an accessible toggle that never submits', async () => {
    const { page, consoleErrors, close } = await openLogin(site);
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('login-password');
    await passwordBox(page).fill('secret value');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await passwordBox(page).getAttribute('type')).toBe('text');
    expect(await passwordBox(page).inputValue()).toBe('secret value');
    await toggle.click();
    expect(await passwordBox(page).getAttribute('type')).toBe('password');
    expect(await page.locator('#login-email-error').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('signs in with the keyboard alone', async () => {
    const { page, consoleErrors, close } = await openLogin(site);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/');
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('login-email');
    await page.keyboard.type(TEST_ADMIN.email);
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('login-password');
    await page.keyboard.type(TEST_ADMIN.password);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Show password');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Sign in');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.url}/dashboard`);
    expect((await storedSession(page)).token).not.toBeNull();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  for (const width of [1280, 375]) {
    it(`has no serious or critical axe violations and no sideways scrolling at ${width}px`, async () => {
      const { page, consoleErrors, close } = await openLogin(site, width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await signIn(page).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
      await close();
    });
  }
});
