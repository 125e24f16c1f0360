import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StaffRole } from '../../domain/staff.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createDb, type Db } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createUser } from '../../server/db/users.ts';
import { type Browser, launchBrowser, openPage, type Page } from './browser.ts';
import { type SiteProcess, startSiteProcess } from './site-process.ts';

// The end-to-end fixtures every file shares (STYLE.md: one fixtures file): one started site and
// one browser per test file, a page signed in as the administrator, hydration and the axe check.

/** The administrator the end-to-end tests sign in as (created on start from ADMIN_EMAIL/PASSWORD). */
export const TEST_ADMIN = {
  email: 'admin@voltline.example',
  password: 'dashboard-e2e-password-1',
  name: 'Site Admin',
} as const;

export type StartedSite = { readonly server: SiteProcess; readonly browser: Browser };

export type SiteOptions = {
  /**
   * Fills the site's database before the site starts on it: a fresh data directory whose
   * database is migrated and otherwise empty, removed after the file's tests.
   */
  seed?: (db: Db) => Promise<void>;
};

/** The SQLite database the site keeps in `dataDir`, opened from the test (destroy it when done). */
export function siteDatabase(dataDir: string): Db {
  return createDb(sqliteIn(dataDir));
}

function sqliteIn(dataDir: string) {
  return { kind: 'sqlite' as const, file: path.join(dataDir, 'site.db') };
}

/** A new data directory whose database is migrated and holds what `seed` put there. */
async function seededDataDir(seed: (db: Db) => Promise<void>): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-e2e-'));
  const options = sqliteIn(dataDir);
  const db = createDb(options);
  try {
    await migrateToLatest(db, options);
    await seed(db);
  } finally {
    await db.destroy();
  }
  return dataDir;
}

/**
 * Starts the built site (its own process, fresh data directory) and Chromium before the file's
 * tests (or the describe block's, when called inside one) and stops both after them. `env` adds
 * to the defaults: rate limits off, the test administrator created, sample content off unless
 * asked for. `options.seed` puts records in the database before the site starts.
 */
export function startedSite(env: Record<string, string> = {}, options: SiteOptions = {}): StartedSite {
  let server: SiteProcess | undefined;
  let browser: Browser | undefined;
  let seededDir: string | undefined;
  const start = async () => {
    if (options.seed) seededDir = await seededDataDir(options.seed);
    return startSiteProcess({
      ...(seededDir ? { dataDir: seededDir } : {}),
      env: {
        RATE_LIMIT: 'off',
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        ADMIN_NAME: TEST_ADMIN.name,
        ...env,
      },
    });
  };
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
    // The site removes a data directory it made itself, not one it was given.
    if (seededDir) await rm(seededDir, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error('the site has not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started');
      return browser;
    },
  };
}

/**
 * A staff account of one test's own, made in the site's database: a test that fails sign-ins on
 * purpose (or is cut off half-way) locks or slows only this account, never the administrator the
 * file's other tests sign in as.
 */
export async function ownStaffAccount(
  site: StartedSite,
  options: { role?: StaffRole; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const account = {
    email: `staff-${randomBytes(5).toString('hex')}@voltline.example`,
    password: `pw-${randomBytes(12).toString('hex')}`,
    name: options.name ?? 'Sam Colleague',
  };
  const db = siteDatabase(site.server.dataDir);
  try {
    await createUser(db, {
      ...account,
      passwordHash: await hashPassword(account.password),
      role: options.role ?? 'admin',
    });
  } finally {
    await db.destroy();
  }
  return account;
}

/** Waits until React has hydrated the element `selector` finds (before that, clicks do nothing). */
export async function waitForHydration(page: Page, selector = 'body *'): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const element = document.querySelector(wanted);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }, selector),
    )
    .toBe(true);
}

/** A bearer token for the test administrator, through the real sign-in endpoint. */
export async function adminToken(site: StartedSite): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${site.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  const body: { token?: string; data?: { user?: unknown } } = await response.json();
  if (!response.ok || !body.token) throw new Error(`sign-in failed: ${response.status}`);
  return { token: body.token, user: body.data?.user };
}

/**
 * A page signed in as the administrator, as the login page leaves it (token and user in
 * localStorage), opened at `path` once the dashboard shows its heading.
 */
export async function openSignedInPage(
  site: StartedSite,
  path = '/dashboard',
  options: { width?: number } = {},
) {
  const { token, user } = await adminToken(site);
  const opened = await openPage(site.browser, options);
  await opened.page.addInitScript(
    ([storedToken, storedUser]) => {
      // Only before the first sign-in of this page: a test that signs out must stay signed out.
      if (sessionStorage.getItem('fixture-signed-in')) return;
      sessionStorage.setItem('fixture-signed-in', '1');
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  await opened.page.goto(`${site.server.url}${path}`);
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  return { ...opened, token };
}

/** Console errors other than the resource failures a test provokes on purpose (401, 404). */
export function unexpectedErrors(consoleErrors: string[]): string[] {
  return consoleErrors.filter((text) => !text.startsWith('Failed to load resource'));
}

/** axe (WCAG 2 A and AA) findings of serious or critical impact, with where they are. */
export async function seriousAxeViolations(page: Page) {
  // A fade still running (a card's buttons appearing under the pointer after a resize) would be
  // measured half-transparent: wait for every transition and finite animation to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

export type { Browser, Db, Page, SiteProcess };
