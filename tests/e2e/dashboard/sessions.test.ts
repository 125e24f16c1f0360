import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_NOTICE } from '../../../app/components/dashboard/session/sign-in-return.ts';
import { openPage } from '../../support/browser.ts';
import {
  ownStaffAccount,
  type Page,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';

// Decision 027 in Chromium against the real site: one person signed in on two browsers signs the
// other out from Your Account, and that browser lands on /login as soon as it is looked at again;
// and a forgotten password is reset through the pages with the link from the outbox.

const site = startedSite();

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function signInThroughPage(page: Page, account: { email: string; password: string }) {
  await page.goto(`${site.server.url}/login`);
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${site.server.url}/dashboard`, { timeout: 15_000 });
}

/** The newest e-mail of `kind` queued to `email`, with its template fields. */
async function latestEmail(email: string, kind: string): Promise<Record<string, string> | undefined> {
  const db = siteDatabase(site.server.dataDir);
  try {
    const row = await db
      .selectFrom('emailOutbox')
      .select('payload')
      .where('toEmail', '=', email)
      .where('kind', '=', kind)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    return row ? (JSON.parse(String(row.payload)) as Record<string, string>) : undefined;
  } finally {
    await db.destroy();
  }
}

describe('signed-in devices (decision 027)', () => {
  it('signs out the other browser from Your Account; that browser goes to /login when it is looked at again', async () => {
    const account = await ownStaffAccount(site, { name: 'Sam Sessions', role: 'hr' });
    const here = await openPage(site.browser);
    const otherContext = await site.browser.newContext({
      userAgent: FIREFOX_ON_LINUX,
      viewport: { width: 1280, height: 800 },
    });
    const there = await otherContext.newPage();
    // The other browser's clock is Playwright's, so the test moves it past the gate's pause
    // between two checks instead of waiting for it.
    await there.clock.install();
    try {
      await signInThroughPage(here.page, account);
      await signInThroughPage(there, account);
      // The second browser was new to the account: its owner is told by e-mail.
      expect(await latestEmail(account.email, 'new-sign-in')).toMatchObject({ device: 'Firefox on Linux' });

      await here.page.getByRole('link', { name: 'Your Account' }).click();
      const section = here.page.getByRole('region', { name: 'Signed-in devices' });
      await expect.poll(() => section.getByRole('listitem').count()).toBe(2);
      const current = section.getByRole('listitem').filter({ hasText: 'This device' });
      await expect.poll(() => current.textContent()).toContain('Chrome on Linux');
      expect(await current.textContent()).toContain('This computer');
      expect(await current.textContent()).toContain('Password');
      expect(await current.getByRole('button').count()).toBe(0);
      expect(await seriousAxeViolations(here.page)).toEqual([]);

      await section.getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
      const notice = section.getByRole('status').filter({ hasText: 'Signed out of that device' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Firefox on Linux');
      // Focus is on the outcome, where the pressed button was.
      await expect
        .poll(() =>
          here.page.evaluate(() => document.activeElement?.contains(document.querySelector('[role=status]'))),
        )
        .toBe(true);
      await expect.poll(() => section.getByRole('listitem').count()).toBe(1);
      expect(await section.textContent()).toContain('You are not signed in anywhere else.');

      // The other browser, still showing its dashboard, comes back into view (at most one check
      // every 15 seconds, so its clock moves on past that since its own check).
      expect(there.url()).toBe(`${site.server.url}/dashboard`);
      await there.clock.fastForward(16_000);
      await there.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await there.waitForURL(/\/login/, { timeout: 10_000 });
      await expect.poll(() => there.getByRole('status').textContent()).toContain(SESSION_ENDED_NOTICE);
      expect(await there.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // This browser is still signed in.
      await here.page.reload();
      await section.waitFor();
      expect(unexpectedErrors(here.consoleErrors)).toEqual([]);
    } finally {
      await here.close();
      await otherContext.close();
    }
  });

  it('signs out everywhere else after a confirmation, focus in the dialog on the safe choice', async () => {
    const account = await ownStaffAccount(site, { name: 'Sam Everywhere', role: 'editor' });
    const here = await openPage(site.browser);
    const others = await Promise.all([site.browser.newContext(), site.browser.newContext()]);
    try {
      for (const context of others) await signInThroughPage(await context.newPage(), account);
      await signInThroughPage(here.page, account);
      await here.page.goto(`${site.server.url}/dashboard/account`);
      const section = here.page.getByRole('region', { name: 'Signed-in devices' });
      await expect.poll(() => section.getByRole('listitem').count()).toBe(3);

      await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
      const dialog = here.page.getByRole('alertdialog', { name: 'Sign out everywhere else' });
      await dialog.waitFor();
      await expect
        .poll(() => here.page.evaluate(() => document.activeElement?.textContent))
        .toBe('Keep them signed in');
      expect(await dialog.textContent()).toContain('2 devices');
      await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await section.getByRole('status').filter({ hasText: 'Signed out of 2 other devices' }).waitFor();
      await expect.poll(() => section.getByRole('listitem').count()).toBe(1);
    } finally {
      await here.close();
      await Promise.all(others.map((context) => context.close()));
    }
  });
});

describe('forgotten password (decision 027)', () => {
  it('sends a link from the login page, sets the new password once, and signs in with it', async () => {
    const account = await ownStaffAccount(site, { name: 'Sam Forgetful', role: 'hr' });
    const { page, close, consoleErrors } = await openPage(site.browser);
    try {
      await page.goto(`${site.server.url}/login`);
      await waitForHydration(page, 'form');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${site.server.url}/forgot-password`);
      // The address changes as the page's module loads: its heading says when it is shown.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Forgot password');
      await waitForHydration(page, 'form');
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
      await sent.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.querySelector('[role=status]') !== null))
        .toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const token = (await latestEmail(account.email, 'password-reset'))?.reset_token;
      expect(token).toBeTruthy();
      const link = `${site.server.url}/reset-password?token=${token}`;
      await page.goto(link);
      await waitForHydration(page, 'form');
      const newPassword = 'my-new-remembered-password';
      await page.locator('#reset-password').fill(newPassword);
      await page.locator('#reset-confirmPassword').fill(`${newPassword}-typo`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByText('The two new passwords are not the same').count()).toBe(1);
      await page.locator('#reset-confirmPassword').fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Sign in with your new password' }).click();
      await page.waitForURL(`${site.server.url}/login`);
      await signInThroughPage(page, { email: account.email, password: newPassword });

      // The link again: used.
      await page.goto(link);
      await waitForHydration(page, 'form');
      await page.locator('#reset-password').fill('another-new-password');
      await page.locator('#reset-confirmPassword').fill('another-new-password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      const refused = page.getByRole('alert');
      await refused.waitFor();
      expect(await refused.textContent()).toContain('not valid or has already been used');
      expect(await refused.getByRole('link', { name: 'Ask for a new link.' }).count()).toBe(1);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
