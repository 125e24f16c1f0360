import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { openPage, type Page } from '../../support/browser.ts';
import {
  ownStaffAccount,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';

// Decision 027: passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn
// domain: a platform authenticator that keeps discoverable credentials and verifies its user).
// A passkey is added on the account page, signs in on the sign-in page without a password, is
// renamed and removed, and once removed signs no one in.
//
// WebAuthn needs a real host name for its relying party (an IP address is refused), so the site
// is told it lives at http://localhost:<port> and the browser goes there.

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const site = startedSite({ PORT: String(port), PUBLIC_URL: origin });

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function openLogin(page: Page) {
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await waitForHydration(page, 'form');
}

const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Use a passkey' });
const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /Welcome/ });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${origin}/login`);
  await waitForHydration(page, 'form');
}

describe('passkeys in Chromium (decision 027)', () => {
  it('adds a passkey on the account page, signs in with it alone, renames and removes it', async () => {
    const account = await ownStaffAccount(site, { name: 'Priya Protection' });
    const { page, consoleErrors, close } = await openPage(site.browser);
    const authenticator = await addVirtualAuthenticator(page);

    // Signed in with the password first.
    await openLogin(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.locator('#login-password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dashboardHeading(page).waitFor();

    // Added on the account page, under a name of one's own.
    await page.goto(`${origin}/dashboard/account`);
    await page.getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
    await page.getByText(MESSAGES.passkeys.empty).waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    const nameBox = dialog.getByRole('textbox', { name: /Passkey name/ });
    // The browser's own description is offered ("Chrome on Linux").
    await expect.poll(() => nameBox.inputValue()).toMatch(/Linux/);
    await nameBox.fill('Work laptop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: MESSAGES.passkeys.added('Work laptop') })
      .waitFor();
    expect(await dialog.isVisible()).toBe(false);
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Work laptop').waitFor();
    expect(await list.getByText('This device only').count()).toBe(1);
    expect(await list.getByText('Not used yet').count()).toBe(1);
    const [credential] = await authenticator.credentials();
    expect(credential?.isResidentCredential).toBe(true);
    expect(credential?.rpId).toBe('localhost');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signed out, then in again with the passkey: no e-mail, no password typed.
    await signOut(page);
    await passkeyButton(page).click();
    await dashboardHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const db = siteDatabase(site.server.dataDir);
    try {
      const sessions = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select(['sessions.method'])
        .where('users.email', '=', account.email)
        .execute();
      expect(sessions.map((session) => session.method).sort()).toEqual(['passkey']);
      const [stored] = await db.selectFrom('passkeys').select(['signCount', 'lastUsedAt']).execute();
      expect(stored?.lastUsedAt).not.toBeNull();
    } finally {
      await db.destroy();
    }

    // Renamed, through its dialog.
    await page.goto(`${origin}/dashboard/account`);
    await list.getByText(/Last used/).waitFor();
    await page.getByRole('button', { name: 'Rename Work laptop' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename passkey' });
    const renameBox = rename.getByRole('textbox', { name: /Passkey name/ });
    expect(await renameBox.inputValue()).toBe('Work laptop');
    await renameBox.fill('  ');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await rename.getByText(MESSAGES.passkeys.nameRequired).waitFor();
    await renameBox.fill('Old laptop');
    await renameBox.press('Enter');
    await list.getByText('Old laptop').waitFor();
    expect(await list.getByText('Work laptop').count()).toBe(0);

    // Removed, after a confirmation whose safe choice has focus.
    await page.getByRole('button', { name: 'Remove Old laptop' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByText(MESSAGES.passkeys.empty).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: MESSAGES.passkeys.removed('Old laptop') })
      .waitFor();

    // The authenticator still holds it, but the site no longer knows it.
    await signOut(page);
    expect(await authenticator.credentials()).toHaveLength(1);
    await passkeyButton(page).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.passkeys.signInFailed }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('says so in words when the person cancels the prompt, and offers no passkey without WebAuthn', async () => {
    const { page, consoleErrors, close } = await openPage(site.browser);
    // An authenticator that never finds its user present: the prompt ends as a cancel does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: false,
        automaticPresenceSimulation: false,
      },
    });
    await openLogin(page);
    await page.evaluate(() => {
      // Shortens the wait for the prompt that nobody answers.
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options) => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(new DOMException('Timed out', 'NotAllowedError')), 500);
        return get({ ...options, signal: controller.signal });
      };
    });
    await passkeyButton(page).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.passkeys.cancelled }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();

    const plain = await openPage(site.browser);
    await plain.page.addInitScript(() => Reflect.deleteProperty(window, 'PublicKeyCredential'));
    await openLogin(plain.page);
    await plain.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await passkeyButton(plain.page).count()).toBe(0);
    await plain.close();
  });
});
