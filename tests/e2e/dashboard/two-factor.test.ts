import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { openPage, type Page } from '../../support/browser.ts';
import {
  adminToken,
  openSignedInPage,
  ownStaffAccount,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// Decision 027 in Chromium against the real server: signing in with an authenticator code on the
// login page (and "remember this device"), a sign-in policy that leads a person through setting
// one up before anything else, Two-factor sign-in on Your Account, and the Staff screen's policy
// panel and reset. Codes are computed here from the secret, as the person's phone would.

const site = startedSite();
const SHOTS = '/work/shots/totp';

function codeAt(secret: string, offsetSeconds = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });
}

async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 22_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 200));
}

async function api(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(`${site.server.url}/api${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: await response.json() };
}

/** Screenshots of the page at 1280 and 375 px wide. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${site.server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('two-factor sign-in in the dashboard', () => {
  it('signs in with an authenticator code on the login page and remembers this device only', async () => {
    const account = await ownStaffAccount(site, { role: 'hr', name: 'Tara Code' });
    const first = await api('/auth/login', { json: { email: account.email, password: account.password } });
    const setup = await api('/auth/totp/setup', { method: 'POST', token: first.body.token });
    const secret: string = setup.body.data.secret;
    await awayFromStepEdge();
    await api('/auth/totp/enable', { token: first.body.token, json: { code: codeAt(secret) } });

    const { page, close, consoleErrors } = await openPage(site.browser);
    await passwordStep(page, account.email, account.password);
    const codeField = page.getByLabel('Authenticator code');
    await codeField.waitFor();
    await expect.poll(() => codeField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(MESSAGES.twoFactor.codeWrong).waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'login-code-step');

    // The recovery-code switch and Back work; then the code, remembered.
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').waitFor();
    await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
    await awayFromStepEdge();
    await codeField.fill(codeAt(secret, 30));
    await page.getByLabel('Remember this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: `Welcome, ${account.name}` }).waitFor();
    const deviceToken = await page.evaluate(() => localStorage.getItem('deviceToken'));
    expect(deviceToken).toEqual(expect.any(String));

    // Signed out and in again on this browser: no code asked.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await passwordStep(page, account.email, account.password);
    await page.getByRole('heading', { name: `Welcome, ${account.name}` }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();

    // Another browser is asked for the code.
    const other = await openPage(site.browser);
    await passwordStep(other.page, account.email, account.password);
    await other.page.getByLabel('Authenticator code').waitFor();
    await other.page.getByRole('button', { name: 'Back' }).click();
    await other.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await other.close();
  }, 180_000);

  it('leads a person the policy covers through setting up two-factor before anything else', async () => {
    const { token: adminBearer } = await adminToken(site);
    await api('/sign-in-policy', {
      method: 'PUT',
      token: adminBearer,
      json: { twoFactorRoles: ['editor'], passwordSignIn: 'everyone' },
    });
    try {
      const account = await ownStaffAccount(site, { role: 'editor', name: 'Evan Editor' });
      const { page, close, consoleErrors } = await openPage(site.browser);
      await passwordStep(page, account.email, account.password);
      await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
      await page.getByRole('img', { name: /QR code/ }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'forced-set-up');

      const secret = (await page.locator('code').first().textContent())?.replace(/\s+/g, '') ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByText(MESSAGES.twoFactor.codeRequired).waitFor();
      await awayFromStepEdge();
      await page.getByLabel('Code from the app').fill(codeAt(secret));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
      await shoot(page, 'forced-set-up-codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('heading', { name: `Welcome, ${account.name}` }).waitFor();

      await page.goto(`${site.server.url}/dashboard/account`);
      const section = page.getByRole('region', { name: 'Two-factor sign-in' });
      await section.getByText('10 of 10 left').waitFor();
      await section.getByText(/Your role must use two-factor sign-in/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'account-two-factor');

      // Turning it off is refused while the role must use it; new codes need the password.
      await section.getByRole('button', { name: 'Make new recovery codes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make new recovery codes' });
      await dialog.getByLabel('Your password').fill('not the password');
      await dialog.getByRole('button', { name: 'Make new codes' }).click();
      await dialog.getByText(MESSAGES.twoFactor.passwordWrong).waitFor();
      await dialog.getByLabel('Your password').fill(account.password);
      await dialog.getByRole('button', { name: 'Make new codes' }).click();
      await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      await dialog.getByRole('button', { name: 'I have saved them' }).click();
      await section.getByText('New recovery codes made.').waitFor();
      await section.getByRole('button', { name: 'Turn off authenticator app' }).click();
      const off = page.getByRole('dialog', { name: 'Turn off the authenticator app' });
      await off.getByLabel('Your password').fill(account.password);
      await off.getByRole('button', { name: 'Turn off' }).click();
      await off.getByText(MESSAGES.twoFactor.stillRequired).waitFor();
      expect(unexpectedErrors(consoleErrors).filter((text) => !text.includes('409'))).toEqual([]);
      await close();
    } finally {
      await api('/sign-in-policy', {
        method: 'PUT',
        token: adminBearer,
        json: { twoFactorRoles: [], passwordSignIn: 'everyone' },
      });
    }
  }, 180_000);

  it('shows the sign-in policy on the Staff screen and resets a colleague’s second factor', async () => {
    const account = await ownStaffAccount(site, { role: 'hr', name: 'Rita Reset' });
    const signedIn = await api('/auth/login', { json: { email: account.email, password: account.password } });
    const setup = await api('/auth/totp/setup', { method: 'POST', token: signedIn.body.token });
    await awayFromStepEdge();
    await api('/auth/totp/enable', {
      token: signedIn.body.token,
      json: { code: codeAt(setup.body.data.secret) },
    });

    const admin = await openSignedInPage(site, '/dashboard/staff');
    const panel = admin.page.getByRole('region', { name: 'Sign-in policy' });
    await panel.getByRole('checkbox', { name: 'HR' }).waitFor();
    expect(await panel.getByRole('radio', { name: /break-glass/ }).isDisabled()).toBe(true);
    await panel.getByText(/Single sign-on is not configured/).waitFor();
    await panel.getByRole('checkbox', { name: 'Editor' }).check();
    await panel.getByRole('button', { name: 'Save sign-in policy' }).click();
    await panel.getByText('Sign-in policy saved.').waitFor();
    await panel.getByRole('checkbox', { name: 'Editor' }).uncheck();
    await panel.getByRole('button', { name: 'Save sign-in policy' }).click();
    await panel.getByText('Sign-in policy saved.').waitFor();
    expect(await seriousAxeViolations(admin.page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await shoot(admin.page, 'staff-policy');

    const row = admin.page.getByRole('row').filter({ hasText: account.email });
    await row.getByRole('button', { name: `Reset two-factor for ${account.name}` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
    await admin.page.getByText(/two-factor sign-in was reset/).waitFor();
    await expect.poll(() => row.getByRole('button', { name: /Reset two-factor/ }).count()).toBe(0);
    expect((await api('/auth/me', { token: signedIn.body.token })).status).toBe(401);
    await admin.close();
  }, 180_000);
});
