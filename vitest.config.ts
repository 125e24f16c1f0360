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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: Chromium keeps a core busy by itself, so a second file gains
          // little on two cores and makes timing-sensitive steps flaky.
          fileParallelism: false,
        },
      },
    ],
  },
});
