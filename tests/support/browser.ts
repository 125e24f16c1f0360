import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

// Debian's Chromium driven by playwright-core (no browser download). The flags keep it from
// reaching out to the network, which this machine does not have.
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(
      `Chromium not found at ${EXECUTABLE}: run 'apt-get install -y chromium' or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * A page that records console errors and failed page scripts; tests assert the list is empty
 * (an unexpected console.error is a failure, as in the Epic Stack).
 */
export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  // A Content-Security-Policy violation is an error too, even where the page carries on (Chromium
  // lists it as an issue, not a console message).
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors, close: () => context.close() };
}

export type { Browser, Page };
