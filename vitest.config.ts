import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests beside the code, API integration tests through a real HTTP
// server and database, and end-to-end tests in Chromium against the built site.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // scrypt at the OWASP cost takes ~0.3 s alone and many times that on a busy two-core
          // CI machine; a hang still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The longest walk through a screen (a capability statement made, rendered, downloaded
          // and shared) took 44 s on a shared machine at half its usual speed; a hang still fails.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files side by side: most of an end-to-end test is waiting (a site starting, a
          // page loading, a sender's next turn), so two overlap well even on two cores (about a
          // third less time). A step that waits on work (an image resized, an e-mail sent) polls
          // for up to ten seconds, so a busy machine slows it and does not fail it.
          fileParallelism: true,
          maxWorkers: 2,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
