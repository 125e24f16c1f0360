import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { openPage } from '../../support/browser.ts';
import {
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// Staff roles in the dashboard (domain/staff.ts), in Chromium against the real server: an
// administrator creates an editor; the editor signs in with the initial password, must choose
// their own first, then sees only the content screens, is refused the others (by the screen and
// by the API), and can change their password again on Your Account.

const site = startedSite();

const EDITOR = {
  name: 'Priya Shah',
  email: 'priya.shah@voltline.example',
  initialPassword: 'initial-pass-8842',
  ownPassword: 'transformer lantern copper',
  laterPassword: 'substation kettle meadow',
};

async function signIn(email: string, password: string) {
  return fetch(`${site.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('an editor made by an administrator', () => {
  it('chooses a password at first sign-in, then sees and reaches only the content', async () => {
    const admin = await openSignedInPage(site, '/dashboard/staff');
    await admin.page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Name').fill(EDITOR.name);
    await dialog.getByLabel('E-mail').fill(EDITOR.email);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByLabel('Initial password').fill(EDITOR.initialPassword);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.page
      .getByRole('row')
      .filter({ hasText: EDITOR.email })
      .getByText('Must change password')
      .waitFor();
    await admin.close();

    const { page, close, consoleErrors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/login`);
    await page.getByLabel('Email').fill(EDITOR.email);
    await page.locator('#login-password').fill(EDITOR.initialPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Initial password').fill(EDITOR.initialPassword);
    await page.locator('#password-newPassword').fill(EDITOR.ownPassword);
    await page.getByLabel('Confirm new password').fill(`${EDITOR.ownPassword}s`);
    await page.getByRole('button', { name: 'Save password and continue' }).click();
    await page.getByText(MESSAGES.staff.passwordsDiffer).waitFor();
    await page.getByLabel('Confirm new password').fill(EDITOR.ownPassword);
    await page.getByRole('button', { name: 'Save password and continue' }).click();

    await page.getByRole('heading', { name: `Welcome, ${EDITOR.name}` }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' }).first();
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual([
        'Overview',
        'Insights',
        'My interviews',
        'Gallery',
        'Case Studies',
        'Products',
        'Site content',
        'Media Library',
        'Capability statements',
        'Your Account',
      ]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored).toMatchObject({ email: EDITOR.email, role: 'editor', mustChangePassword: false });

    // The initial password is gone; the chosen one signs in.
    expect((await signIn(EDITOR.email, EDITOR.initialPassword)).status).toBe(401);

    // A content screen works; a recruitment screen opened by its address says why it does not.
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    await page.goto(`${site.server.url}/dashboard/applications`);
    await page.getByRole('heading', { name: 'Not available to your account' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Your account has the Editor role');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The API refuses it too, whatever the screen shows.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/applications', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toEqual({ status: 403, body: { success: false, message: MESSAGES.session.forbidden } });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('changes the password on Your Account, which ends the other sessions', async () => {
    const elsewhere = await signIn(EDITOR.email, EDITOR.ownPassword);
    expect(elsewhere.status).toBe(200);
    const { token: otherToken } = (await elsewhere.json()) as { token: string };

    const { page, close, consoleErrors } = await openPage(site.browser, { width: 375 });
    await page.goto(`${site.server.url}/login?next=/dashboard/account`);
    await page.getByLabel('Email').fill(EDITOR.email);
    await page.locator('#login-password').fill(EDITOR.ownPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your Account' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(EDITOR.email);

    await page.getByLabel('Current password').fill('not the password at all');
    await page.locator('#password-newPassword').fill(EDITOR.laterPassword);
    await page.getByLabel('Confirm new password').fill(EDITOR.laterPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.staff.currentPasswordWrong).waitFor();

    await page.getByLabel('Current password').fill(EDITOR.ownPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. You stay signed in here').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const other = await fetch(`${site.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(other.status).toBe(401);
    const here = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return response.status;
    });
    expect(here).toBe(200);
    expect((await signIn(EDITOR.email, EDITOR.laterPassword)).status).toBe(200);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
