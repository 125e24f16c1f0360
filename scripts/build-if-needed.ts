import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start` on a fresh clone must just work: build the site when there is no build yet, or
// when any source of the client build is newer than the build itself.

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'app',
  'content',
  'domain',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(): boolean {
  const serverEntry = path.join(root, 'build', 'server', 'index.js');
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildIfNeeded(): void {
  if (!isBuildStale()) return;
  console.log('Building the site (first start or sources changed)...');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
