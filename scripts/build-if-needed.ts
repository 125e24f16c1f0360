import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE, SERVER_SOURCES } from './build-server.ts';

// `npm start` on a fresh clone must just work: build what is missing or older than its sources.
// Two parts, each checked on its own: the pages (React Router's client and server build) and the
// server process's bundle (scripts/build-server.ts), so a change to the API does not rebuild
// the pages. Everything the build says goes to standard error: standard output is the server's
// stream of JSON log lines, which a log shipper reads from the first line.

const root = path.resolve(import.meta.dirname, '..');
const PAGE_SOURCES = [
  'app',
  'content',
  'domain',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];
const PAGES_BUILD = path.join(root, 'build', 'server', 'index.js');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale(output: string, sources: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export async function buildIfNeeded(): Promise<void> {
  if (isStale(PAGES_BUILD, PAGE_SOURCES)) {
    console.error('Building the site (first start or sources changed)...');
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (result.status !== 0) {
      console.error('The build failed; see the output above.');
      process.exit(result.status ?? 1);
    }
  }
  await buildServerIfNeeded();
}

/** The server bundle alone (the test run's global setup: a server change needs no page build). */
export async function buildServerIfNeeded(): Promise<void> {
  if (isStale(SERVER_BUNDLE, SERVER_SOURCES)) await buildServer();
}
