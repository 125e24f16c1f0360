import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { saveSignInPolicy } from '../../../server/db/sign-in-policy.ts';
import { findUserByEmail } from '../../../server/db/users.ts';
import { openPage, type Page } from '../../support/browser.ts';
import {
  ownStaffAccount,
  seriousAxeViolations,
  siteDatabase,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
  waitForHydration,
} from '../../support/fixtures.ts';
import { freePort, startOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.ts';

// Decision 027: single sign-on in Chromium, through a real OpenID Connect provider (oidc-provider,
// with its development sign-in and consent pages) started in this process, and the real site.

const SHOTS = process.env.SHOTS_DIR;
const PROVIDER_NAME = 'Voltline Microsoft 365';

// Filled before the site starts (startedSite reads its environment in its own beforeAll, which
// runs after this one): the site must know its own URL, and the provider the site's callback.
const env: Record<string, string> = {};
let provider: TestOidcProvider;
beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUri: `${publicUrl}/api/auth/oidc/callback` });
  Object.assign(env, {
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOWED_DOMAINS: 'voltline.example',
    OIDC_PROVIDER_NAME: PROVIDER_NAME,
  });
});
afterAll(async () => {
  await provider?.stop();
});
const site = startedSite(env);

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Clicks the button on the login page and signs `login` in on the provider's own pages. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  // The provider's development pages load a web font from the internet, which this machine
  // cannot reach: refused at once rather than waited for.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
  await page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await shoot(page, 'provider-sign-in');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Its consent page (the site asks for a refresh token, which needs consent).
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('single sign-on (decision 027)', () => {
  it('offers the button on the login page, signs a staff member in through the provider and lands on the dashboard', async () => {
    const account = await ownStaffAccount(site, { name: 'Sam Single' });
    const login = `p-${randomBytes(4).toString('hex')}`;
    provider.people.set(login, { email: account.email });

    const { page, close, consoleErrors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/dashboard/jobs`);
    await page.waitForURL(/\/login\?next=/);
    await waitForHydration(page, 'form');
    const button = page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` });
    await expect.poll(() => button.isVisible()).toBe(true);
    // The password form is still there for everyone (the policy allows it).
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible())
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'login-with-single-sign-on');

    await signInAtProvider(page, login);
    await page.waitForURL(`${site.server.url}/dashboard/jobs`);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
      deviceToken: localStorage.getItem('deviceToken'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: account.email, name: 'Sam Single' });
    // The one-time code is no longer in the address bar or history's current entry.
    expect(page.url()).not.toContain('sso=');
    const me = await fetch(`${site.server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${stored.token}` },
    });
    expect(me.status).toBe(200);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('brings a person without a staff account back to the login page with what to do', async () => {
    const login = `p-${randomBytes(4).toString('hex')}`;
    const email = `${login}@voltline.example`;
    provider.people.set(login, { email });

    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/login`);
    await waitForHydration(page, 'form');
    await signInAtProvider(page, login);
    await page.waitForURL(/\/login\?sso-error=unknown/);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(MESSAGES.singleSignOn.unknown(` (${email})`));
    expect(await alert.textContent()).toContain('is not a staff account on this site. Ask an administrator');
    // Signed in nowhere.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'login-single-sign-on-refused');
    await close();
  });

  it('says a spent hand-over code has expired, and labels the password form as break-glass only when the policy says so', async () => {
    const { page, close } = await openPage(site.browser);
    await page.goto(`${site.server.url}/login?sso=already-used-code`);
    await waitForHydration(page, 'form');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.singleSignOn.expired);
    // The code leaves the address, so a reload does not try it again.
    await expect.poll(() => page.url()).toBe(`${site.server.url}/login`);

    const db = siteDatabase(site.server.dataDir);
    try {
      const admin = await findUserByEmail(db, TEST_ADMIN.email);
      await saveSignInPolicy(
        db,
        { twoFactorRoles: [], passwordSignIn: 'break-glass', breakGlassUserId: admin?._id ?? null },
        'Test',
      );
      await page.goto(`${site.server.url}/login`);
      await waitForHydration(page, 'form');
      await expect.poll(() => page.getByText(MESSAGES.singleSignOn.breakGlassOnly).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'login-break-glass');
    } finally {
      await saveSignInPolicy(
        db,
        { twoFactorRoles: [], passwordSignIn: 'everyone', breakGlassUserId: null },
        'Test',
      );
      await db.destroy();
    }
    await close();
  });
});
